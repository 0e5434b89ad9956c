import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { startOfSiteMonth } from "~/utils/site-time";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import type { BulkUpdate, UserListQuery } from "~/domain/people/user-schema";
import { userChangesSchema } from "~/domain/people/user-schema";
import { validate } from "~/platform/http/api.server";
import { recordAudit } from "~/domain/audit/audit.server";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { sessions } from "~/domain/auth/schema";
import { users, type User } from "./schema";
import { ROLES, type Role } from "./permissions";
import { issueVerificationCodeInTx } from "~/domain/auth/email-verification.server";
import { revokeResetLinks } from "~/domain/auth/password-reset.server";
import { deliverMailSoon } from "~/platform/mail/mail.server";
import {
  assertMayBulkUpdate,
  assertMayDeleteUser,
  assertMayEditUser,
  requireUserManager,
} from "./user-permissions.server";
import { queueInvitationInTx } from "./user-invite.server";
import { removeUserInTx } from "./user-removal.server";
import { findUserByEmail } from "./users.server";

import { isPlausibleId as isId } from "~/platform/data/ids.server";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { msg } from "~/i18n/message";

/** Staff's user list: search by name or e-mail (case-insensitive), by role, newest first, paged. */
export function listUsers(actor: User | null, query: UserListQuery) {
  requireUserManager(actor);
  const needle = query.q?.toLowerCase();
  const where = and(
    needle
      ? or(sql`instr(lower(${users.name}), ${needle}) > 0`, sql`instr(lower(${users.email}), ${needle}) > 0`)
      : undefined,
    query.role ? eq(users.role, query.role) : undefined,
  );
  const total = db.select({ n: count() }).from(users).where(where).get()?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.limit));
  const page = Math.min(query.page, pages);
  const rows = db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((page - 1) * query.limit)
    .all();
  return { rows, total, page, pages, limit: query.limit };
}

export function getUser(actor: User | null, id: string | undefined): User {
  requireUserManager(actor);
  const user = isId(id) ? db.select().from(users).where(eq(users.id, id)).get() : undefined;
  if (!user) throw new HttpError(404, "User not found");
  return user;
}

/** GET /api/users/stats: counted in SQL. "Active" means signed in since the first of this month (the site's clock). */
export function userStats(actor: User | null) {
  requireUserManager(actor);
  const monthStart = startOfSiteMonth(new Date(), siteTimeZone());
  const totals = db
    .select({
      total: count(),
      verified: sql<number>`coalesce(sum(${users.isVerified}), 0)`,
      newThisMonth: sql<number>`coalesce(sum(${users.createdAt} >= ${monthStart.getTime()}), 0)`,
      activeThisMonth: sql<number>`coalesce(sum(${users.lastLogin} >= ${monthStart.getTime()}), 0)`,
    })
    .from(users)
    .get()!;
  const byRole = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;
  for (const row of db.select({ role: users.role, n: count() }).from(users).groupBy(users.role).all())
    byRole[row.role] = row.n;
  return {
    total: totals.total,
    verified: totals.verified,
    unverified: totals.total - totals.verified,
    byRole,
    newThisMonth: totals.newThisMonth,
    activeThisMonth: totals.activeThisMonth,
  };
}

/**
 * PUT semantics: only what differs is checked and written; a taken e-mail is 409. A changed e-mail (issue 14)
 * ends the account's pending invitation and reset links (they went to the old address) and its sessions, and
 * leaves the new address unverified until its owner enters the code now sent there (docs/decisions/012).
 */
export function updateUser(actor: User | null, id: string | undefined, input: unknown) {
  const target = getUser(actor, id);
  const sent = validate(userChangesSchema, input);
  const changes = Object.fromEntries(
    Object.entries(sent).filter(([k, v]) => v !== undefined && v !== target[k as keyof User]),
  ) as typeof sent;
  assertMayEditUser(actor!, target, changes);
  if (Object.keys(changes).length === 0) return target;
  if (changes.email) {
    const other = findUserByEmail(changes.email);
    if (other && other.id !== target.id) throw new HttpError(409, msg("emailTaken"), { email: msg("emailTaken") });
  }
  const emailChanged = changes.email !== undefined;
  const updated = db.transaction((tx) => {
    const row = tx
      .update(users)
      .set(emailChanged ? { ...changes, isVerified: false } : changes)
      .where(eq(users.id, target.id))
      .returning()
      .get();
    if (emailChanged) {
      const revokedLinks = revokeResetLinks(target.id, tx);
      tx.delete(sessions).where(eq(sessions.userId, target.id)).run();
      // A corrected invitation: the person has no password yet, so a code alone would not let them in. The new
      // address gets a new invitation, whose link sets the password and verifies the address; anyone else gets a
      // code. Either mail is queued in this transaction: the change and its mail stand or fall together.
      if (revokedLinks > 0 && !target.isVerified && !target.lastLogin) queueInvitationInTx(tx, row, actor!.name);
      else issueVerificationCodeInTx(tx, row);
    }
    const action = changes.role ? "user.role_changed" : "user.updated";
    recordAudit(tx, {
      actor: actor!,
      action,
      targetType: "user",
      targetId: target.id,
      summary: row.name,
      details: { fields: Object.keys(changes), ...(changes.role ? { from: target.role, to: changes.role } : {}) },
    });
    return row;
  });
  if (emailChanged) deliverMailSoon();
  // Posts show their author's name.
  if (changes.name !== undefined) invalidateGuestPages();
  return updated;
}

export function deleteUser(actor: User | null, id: string | undefined) {
  const target = getUser(actor, id);
  assertMayDeleteUser(actor!, target);
  db.transaction((tx) => {
    recordAudit(tx, {
      actor: actor!,
      action: "user.deleted",
      targetType: "user",
      targetId: target.id,
      summary: `${target.name} <${target.email}>`,
    });
    removeUserInTx(tx, target.id);
  });
  return target;
}

/** PATCH /api/users/bulk: every id must exist (unknown ones are named, 404) and pass the rules, or nothing changes. */
export function bulkUpdateUsers(actor: User | null, { userIds, updates }: BulkUpdate) {
  requireUserManager(actor);
  const ids = [...new Set(userIds)];
  const targets = ids.every(isId) ? db.select().from(users).where(inArray(users.id, ids)).all() : [];
  const unknown = ids.filter((id) => !targets.some((t) => t.id === id));
  if (unknown.length > 0)
    throw new HttpError(404, `Unknown user ids: ${unknown.slice(0, 10).join(", ")}${unknown.length > 10 ? "…" : ""}`);
  assertMayBulkUpdate(actor!, targets, updates);
  const set = {
    ...(updates.role !== undefined ? { role: updates.role } : {}),
    ...(updates.isVerified !== undefined ? { isVerified: updates.isVerified } : {}),
  };
  db.transaction((tx) => {
    tx.update(users).set(set).where(inArray(users.id, ids)).run();
    recordAudit(tx, {
      actor: actor!,
      action: "user.bulk_updated",
      targetType: "user",
      summary: `${ids.length} users`,
      details: { userIds: ids, ...set },
    });
  });
  const what = [
    updates.role ? `role set to ${updates.role}` : null,
    updates.isVerified !== undefined ? (updates.isVerified ? "marked verified" : "marked unverified") : null,
  ]
    .filter(Boolean)
    .join(" and ");
  return `${ids.length} ${ids.length === 1 ? "user" : "users"} updated: ${what}`;
}
