import { and, eq, inArray } from "drizzle-orm";
import { hasAccess, requireAccess } from "~/domain/auth/access.server";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { users, type User } from "./schema";
import type { UserChanges } from "~/domain/people/user-schema";
import { ROLES, rolesWith, type Role } from "./permissions";

/**
 * The one rule for managing people (issue 9's decision, docs/decisions/012), in the permissions of
 * ./permissions.ts: admin and editor see users (`users:view`); only an admin (`users:manage`) changes e-mails and
 * roles, deletes or bulk-updates; an editor may correct a name (`users:rename`). Nobody deletes or demotes
 * themselves, and the last admin can be neither removed nor demoted.
 */
export const requireUserManager = (actor: User | null): User =>
  requireAccess(actor, "users:view", "You do not have permission to manage users");

/** The roles this person may give (an editor is never offered admin, or anything: only admins change roles). */
export const assignableRoles = (actor: User): Role[] => (hasAccess(actor, "users:manage") ? [...ROLES] : []);

/**
 * "An admin" for the last-admin rules: an account whose role manages people, so the site always keeps someone who
 * can give rights. Asked of another account's role (whether that account is verified is each rule's own business).
 */
const ADMIN_ROLES = rolesWith("users:manage");
export const managesPeople = (role: Role) => ADMIN_ROLES.includes(role);

/**
 * Verified admins left if these accounts stopped being admins (also the rule of self-deletion on /account). Only
 * verified admins count (issue 14): an invitation nobody has accepted, or an address not yet confirmed, cannot run
 * the site, so it never lets the last real admin leave.
 */
export function otherAdmins(exceptIds: string[]) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ADMIN_ROLES), eq(users.isVerified, true)))
    .all()
    .filter((r) => !exceptIds.includes(r.id)).length;
}

/** Checks a single-user edit; throws 403 with the reason. `changes` holds only what differs. */
export function assertMayEditUser(actor: User, target: User, changes: UserChanges) {
  requireAccess(actor, "users:rename", "You do not have permission to manage users");
  if (!hasAccess(actor, "users:manage") && (changes.email !== undefined || changes.role !== undefined)) {
    throw new HttpError(403, "Only an admin can change a user's e-mail or role");
  }
  if (changes.role !== undefined && target.id === actor.id) throw new HttpError(403, "You cannot change your own role");
  if (
    changes.role !== undefined &&
    managesPeople(target.role) &&
    !managesPeople(changes.role) &&
    otherAdmins([target.id]) === 0
  ) {
    throw new HttpError(403, "The last admin cannot be demoted");
  }
  // A changed address is unverified until its owner enters the code sent to it: never the last verified admin's.
  if (
    changes.email !== undefined &&
    managesPeople(target.role) &&
    target.isVerified &&
    otherAdmins([target.id]) === 0
  ) {
    throw new HttpError(403, "The last verified admin's e-mail cannot change: make someone else an admin first");
  }
}

export function assertMayDeleteUser(actor: User, target: User) {
  requireUserManager(actor);
  if (!hasAccess(actor, "users:manage")) throw new HttpError(403, "Only an admin can delete users");
  if (target.id === actor.id) throw new HttpError(403, "You cannot delete your own account here");
  if (managesPeople(target.role) && otherAdmins([target.id]) === 0)
    throw new HttpError(403, "The last admin cannot be deleted");
}

/** Bulk: admin only; never the caller; never leaving the site without an admin. */
export function assertMayBulkUpdate(actor: User, targets: User[], updates: { role?: Role; isVerified?: boolean }) {
  requireUserManager(actor);
  if (!hasAccess(actor, "users:manage")) throw new HttpError(403, "Only an admin can update users in bulk");
  if (targets.some((t) => t.id === actor.id)) throw new HttpError(403, "You cannot change your own account in bulk");
  if (updates.role !== undefined && !managesPeople(updates.role)) {
    const demoted = targets.filter((t) => managesPeople(t.role)).map((t) => t.id);
    if (demoted.length > 0 && otherAdmins(demoted) === 0) throw new HttpError(403, "The last admin cannot be demoted");
  }
}
