/**
 * The admin area's navigation; `staffOnly` links are hidden from authors, who reach only their posts, and
 * `adminOnly` ones from editors too.
 */
export const ADMIN_NAV = [
  { to: "/admin", label: "Dashboard", end: true, staffOnly: true, adminOnly: false },
  { to: "/admin/blog", label: "Blog posts", end: false, staffOnly: false, adminOnly: false },
  { to: "/admin/users", label: "Users", end: false, staffOnly: true, adminOnly: false },
  { to: "/admin/contact-messages", label: "Messages", end: false, staffOnly: true, adminOnly: false },
  { to: "/admin/subscribers", label: "Subscribers", end: false, staffOnly: true, adminOnly: false },
  { to: "/admin/mail", label: "Mail", end: false, staffOnly: true, adminOnly: true },
  { to: "/admin/settings", label: "Settings", end: false, staffOnly: true, adminOnly: false },
  { to: "/admin/backups", label: "Backups", end: false, staffOnly: true, adminOnly: true },
] as const;
