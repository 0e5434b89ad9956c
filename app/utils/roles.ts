/** Admin and editor reach the admin area (SPEC §6). Shared by the server's access rule and the header's links. */
export const isStaffRole = (role: string | null | undefined) => role === "admin" || role === "editor";

/**
 * Who writes posts (issue 8's decision, docs/decisions/011): staff, and authors, who reach only the post screens
 * of the admin area and only their own posts there.
 */
export const isWriterRole = (role: string | null | undefined) => isStaffRole(role) || role === "author";
