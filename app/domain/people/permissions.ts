/**
 * The one vocabulary of roles and rights (issue 24, docs/decisions/024). Roles are fixed and ordered, each holding
 * the permissions of the one below it and more; a permission is named `entity:action`, or `entity:action:access`
 * where a right depends on whose the thing is (`own` or `any`), as in the Epic Stack.
 *
 * A plain module (no `.server`): the screens import it to hide what a person may not do, and the server asks it
 * through the access rule (app/domain/auth/access.server.ts), which adds that the account is signed in and verified.
 * Server code never reads a role or calls `userHasPermission` about the person making the request: it asks
 * `checkAccess`/`hasAccess`/`require*`. No imports, and relative only if ever: drizzle-kit reads it via the schema.
 */

/** Lowest first: the order of the filters, chips and dialogs, and of the rights (each role has the one below's). */
export const ROLES = ["user", "author", "editor", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  user: "User",
  author: "Author",
  editor: "Editor",
  admin: "Admin",
};
export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
export const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

/** Every permission, with what it lets its holder do (in comments: the list also goes to the browser). */
export const PERMISSIONS = [
  "admin-area:enter", // come into the admin area (authors reach only its post screens) and send it large bodies
  "post:create", // write posts: the post screens, new drafts, picture uploads
  "post:read:own", // see their own posts in every status: previews, histories
  "post:read:any", // see every post in every status: drafts in the lists and /api/blog, previews, histories
  "post:edit:own", // change their own posts while they are drafts or pending review, and submit them for review
  "post:edit:any", // change anyone's post
  "post:publish", // decide what is published: publish, unpublish, schedule, send back from review, e-mail subscribers
  "post:feature", // choose the featured post
  "post:delete", // delete posts
  "post:share", // give preview links to people outside the team
  "dashboard:view", // see the admin dashboard
  "users:view", // see the accounts, search them and see their statistics
  "users:rename", // correct the name of an account
  "users:manage", // add and delete accounts, change e-mails and roles, bulk changes
  "messages:manage", // read, answer and delete contact messages
  "subscribers:manage", // see, remove and export newsletter subscribers and sendings
  "settings:view", // see the organisation's settings
  "settings:edit", // change the organisation's settings
  "mail:manage", // see the outgoing mail that failed and send it again
  "backups:download", // see, make and download backups (the whole database, password hashes included)
  "campaigns:manage", // create, edit, feature and close giving campaigns (issue 25)
  "donations:view", // see gifts (amounts, methods, names shown publicly), totals and the export without donors' contacts
  "donations:record", // confirm or decline pledges, enter gifts received, void a confirmed gift with a reason
  "donations:donor-details", // see donors' phone numbers and e-mail addresses (list, export)
  "questions:answer", // read anonymous questions (issue 26), answer, edit them for the library, publish, decline, review
  "events:draft", // write draft events (issue 37): their own drafts, never published, cancelled or anyone else's
  "events:manage", // create, edit, publish, move, cancel and duplicate any event; see and e-mail its sign-ups
  "events:check-in", // check people in at the door, add walk-ins
  "reports:view", // see the reports (issue 39): visits, searches, money, questions and events for a period, and their API
] as const;
export type Permission = (typeof PERMISSIONS)[number];

// Each role is the one below it plus what it adds (docs/decisions/011, 012, 017, 019).
const USER: readonly Permission[] = [];
const AUTHOR: readonly Permission[] = [
  ...USER,
  "admin-area:enter",
  "post:create",
  "post:read:own",
  "post:edit:own",
  "events:draft",
];
const EDITOR: readonly Permission[] = [
  ...AUTHOR,
  "post:read:any",
  "post:edit:any",
  "post:publish",
  "post:feature",
  "post:delete",
  "post:share",
  "dashboard:view",
  "users:view",
  "users:rename",
  "messages:manage",
  "subscribers:manage",
  "settings:view",
  "campaigns:manage",
  "donations:view",
  "donations:record",
  "questions:answer",
  "events:manage",
  "events:check-in",
  "reports:view",
];
const ADMIN: readonly Permission[] = [
  ...EDITOR,
  "users:manage",
  "settings:edit",
  "mail:manage",
  "backups:download",
  "donations:donor-details",
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  user: USER,
  author: AUTHOR,
  editor: EDITOR,
  admin: ADMIN,
};

/**
 * Whether the account's role gives the permission: the role table alone. Screens ask it to hide buttons and links;
 * the server's access rule asks it after checking the session and the verified address.
 */
export function userHasPermission(user: { role: string } | null | undefined, permission: Permission): boolean {
  return !!user && isRole(user.role) && ROLE_PERMISSIONS[user.role].includes(permission);
}

/** The roles that give the permission (for queries about other accounts: who reviews, who is "an admin"). */
export const rolesWith = (permission: Permission): Role[] =>
  ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));
export const rolesWithout = (permission: Permission): Role[] =>
  ROLES.filter((role) => !ROLE_PERMISSIONS[role].includes(permission));
