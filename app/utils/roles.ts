/** Admin and editor reach the admin area (SPEC §6). Shared by the server's access rule and the header's links. */
export const isStaffRole = (role: string | null | undefined) => role === "admin" || role === "editor";

/**
 * Who writes posts (issue 8's decision, docs/decisions/011): staff, and authors, who reach only the post screens
 * of the admin area and only their own posts there.
 */
export const isWriterRole = (role: string | null | undefined) => isStaffRole(role) || role === "author";

/** The roles, lowest first, as staff read them (filters, chips, dialogs): the one list of role names. */
export const ROLES = ["user", "author", "editor", "admin"] as const;
export const ROLE_LABELS: Record<string, string> = { user: "User", author: "Author", editor: "Editor", admin: "Admin" };
export const roleLabel = (role: string) => ROLE_LABELS[role] ?? role;
