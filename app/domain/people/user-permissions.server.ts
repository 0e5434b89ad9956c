import { and, eq } from "drizzle-orm";
import { requireAccess } from "../auth/access.server";
import { db } from "../../platform/data/db.server";
import { HttpError } from "../../platform/http/errors.server";
import { users, type Role, type User } from "./schema";
import type { UserChanges } from "~/domain/people/user-schema";

/**
 * The one rule for managing people (issue 9's decision, docs/decisions/012). Admin and editor see users; only an
 * admin changes e-mails and roles, deletes or bulk-updates; an editor may correct a name. Nobody deletes or demotes
 * themselves, and the last admin can be neither removed nor demoted.
 */
export const requireUserManager = (actor: User | null): User => requireAccess(actor, "staff", "You do not have permission to manage users");

export const isAdmin = (user: Pick<User, "role"> | null | undefined) => user?.role === "admin";

/** The roles this person may give (an editor is never offered admin, or anything: only admins change roles). */
export const assignableRoles = (actor: Pick<User, "role">): Role[] => (isAdmin(actor) ? ["user", "author", "editor", "admin"] : []);

/**
 * Verified admins left if these accounts stopped being admins (also the rule of self-deletion on /account). Only
 * verified admins count (issue 14): an invitation nobody has accepted, or an address not yet confirmed, cannot run
 * the site, so it never lets the last real admin leave.
 */
export function otherAdmins(exceptIds: string[]) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isVerified, true)))
    .all()
    .filter((r) => !exceptIds.includes(r.id)).length;
}

/** Checks a single-user edit; throws 403 with the reason. `changes` holds only what differs. */
export function assertMayEditUser(actor: User, target: User, changes: UserChanges) {
  requireUserManager(actor);
  if (!isAdmin(actor) && (changes.email !== undefined || changes.role !== undefined)) {
    throw new HttpError(403, "Only an admin can change a user's e-mail or role");
  }
  if (changes.role !== undefined && target.id === actor.id) throw new HttpError(403, "You cannot change your own role");
  if (changes.role !== undefined && target.role === "admin" && changes.role !== "admin" && otherAdmins([target.id]) === 0) {
    throw new HttpError(403, "The last admin cannot be demoted");
  }
  // A changed address is unverified until its owner enters the code sent to it: never the last verified admin's.
  if (changes.email !== undefined && target.role === "admin" && target.isVerified && otherAdmins([target.id]) === 0) {
    throw new HttpError(403, "The last verified admin's e-mail cannot change: make someone else an admin first");
  }
}

export function assertMayDeleteUser(actor: User, target: User) {
  requireUserManager(actor);
  if (!isAdmin(actor)) throw new HttpError(403, "Only an admin can delete users");
  if (target.id === actor.id) throw new HttpError(403, "You cannot delete your own account here");
  if (target.role === "admin" && otherAdmins([target.id]) === 0) throw new HttpError(403, "The last admin cannot be deleted");
}

/** Bulk: admin only; never the caller; never leaving the site without an admin. */
export function assertMayBulkUpdate(actor: User, targets: User[], updates: { role?: Role; isVerified?: boolean }) {
  requireUserManager(actor);
  if (!isAdmin(actor)) throw new HttpError(403, "Only an admin can update users in bulk");
  if (targets.some((t) => t.id === actor.id)) throw new HttpError(403, "You cannot change your own account in bulk");
  if (updates.role !== undefined && updates.role !== "admin") {
    const demoted = targets.filter((t) => t.role === "admin").map((t) => t.id);
    if (demoted.length > 0 && otherAdmins(demoted) === 0) throw new HttpError(403, "The last admin cannot be demoted");
  }
}
