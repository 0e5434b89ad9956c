/** Admin and editor reach the admin area (SPEC §6). Shared by the server's access rule and the header's Admin link. */
export const isStaffRole = (role: string | null | undefined) => role === "admin" || role === "editor";
