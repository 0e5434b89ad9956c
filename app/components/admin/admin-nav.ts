import type { Permission } from "~/domain/people/permissions";

/**
 * The admin area's navigation: each link shows to those whose role gives its `permission` (authors, who reach only
 * their posts, see "Blog posts" alone; editors all but Mail and Backups).
 */
export const ADMIN_NAV: readonly { to: string; label: string; end: boolean; permission: Permission }[] = [
  { to: "/admin", label: "Dashboard", end: true, permission: "dashboard:view" },
  { to: "/admin/blog", label: "Blog posts", end: false, permission: "post:create" },
  { to: "/admin/events", label: "Events", end: false, permission: "events:draft" },
  { to: "/admin/campaigns", label: "Campaigns", end: false, permission: "campaigns:manage" },
  { to: "/admin/users", label: "Users", end: false, permission: "users:view" },
  { to: "/admin/contact-messages", label: "Messages", end: false, permission: "messages:manage" },
  { to: "/admin/questions", label: "Questions", end: false, permission: "questions:answer" },
  { to: "/admin/subscribers", label: "Subscribers", end: false, permission: "subscribers:manage" },
  { to: "/admin/donations", label: "Donations", end: false, permission: "donations:view" },
  { to: "/admin/reports", label: "Reports", end: false, permission: "reports:view" },
  { to: "/admin/mail", label: "Mail", end: false, permission: "mail:manage" },
  { to: "/admin/settings", label: "Settings", end: false, permission: "settings:view" },
  { to: "/admin/backups", label: "Backups", end: false, permission: "backups:download" },
];
