/** The admin area's navigation; `staffOnly` links are hidden from authors, who reach only their posts. */
export const ADMIN_NAV = [
  { to: "/admin", label: "Dashboard", end: true, staffOnly: true },
  { to: "/admin/blog", label: "Blog posts", end: false, staffOnly: false },
  { to: "/admin/users", label: "Users", end: false, staffOnly: true },
  { to: "/admin/contact-messages", label: "Messages", end: false, staffOnly: true },
  { to: "/admin/settings", label: "Settings", end: false, staffOnly: true },
] as const;
