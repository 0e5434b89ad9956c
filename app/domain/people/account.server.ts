import { giftsExport } from "~/domain/giving/donor-privacy.server";
import { signupsExport } from "~/domain/events/signup-privacy.server";
import { subscriptionExport } from "~/domain/newsletter/subscriptions.server";
import { and, desc, eq, ne } from "drizzle-orm";
import { accountDeletionSchema, accountNameSchema, passwordChangeSchema } from "~/domain/people/account-schema";
import { revokeResetLinks } from "~/domain/auth/password-reset.server";
import { hashPassword, verifyPassword } from "~/domain/auth/passwords.server";
import { hashToken } from "~/domain/auth/sessions.server";
import { validate } from "~/platform/http/api.server";
import { recordAudit } from "~/domain/audit/audit.server";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { contactMessages, users, type User } from "./schema";
import { postLikes, posts } from "~/domain/blog/schema";
import { sessions } from "~/domain/auth/schema";
import { managesPeople, otherAdmins } from "./user-permissions.server";
import { removeUserInTx } from "./user-removal.server";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { msg } from "~/i18n/message";

/**
 * A signed-in person's own data (Rwanda's law No 058/2021 on personal data: the rights to see, correct and erase
 * it). Every function here acts on the caller's own account only.
 */
export function renameAccount(user: User, input: unknown) {
  const { name } = validate(accountNameSchema, input);
  const renamed = db.update(users).set({ name }).where(eq(users.id, user.id)).returning().get();
  invalidateGuestPages(); // their posts show the new name
  return renamed;
}

async function requirePassword(user: User, password: string, field: string) {
  if (!(await verifyPassword(password, user.passwordHash)))
    throw new HttpError(400, msg("wrongPassword"), { [field]: msg("wrongPassword") });
}

/**
 * A new password ends every other session (a lost phone stays signed out) and every reset link still out (a link
 * in an old mailbox must not undo it); this session stays.
 */
export async function changePassword(user: User, input: unknown, currentToken: string | null) {
  const { currentPassword, newPassword } = validate(passwordChangeSchema, input);
  await requirePassword(user, currentPassword, "currentPassword");
  const passwordHash = await hashPassword(newPassword);
  db.transaction((tx) => {
    tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).run();
    const keep = currentToken ? ne(sessions.tokenHash, hashToken(currentToken)) : undefined;
    tx.delete(sessions)
      .where(and(eq(sessions.userId, user.id), keep))
      .run();
    revokeResetLinks(user.id, tx);
  });
}

/** Everything we hold about the person, as they may download it. Never the password hash or session secrets. */
export function exportAccount(user: User) {
  const likes = db
    .select({ postId: postLikes.postId, title: posts.title, likedAt: postLikes.createdAt })
    .from(postLikes)
    .innerJoin(posts, eq(posts.id, postLikes.postId))
    .where(eq(postLikes.userId, user.id))
    .orderBy(desc(postLikes.createdAt))
    .all();
  const messages = db
    .select({
      subject: contactMessages.subject,
      message: contactMessages.message,
      type: contactMessages.type,
      status: contactMessages.status,
      sentAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.userId, user.id))
    .orderBy(desc(contactMessages.createdAt))
    .all();
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      isVerified: user.isVerified,
      createdAt: user.createdAt.toISOString(),
      lastLogin: user.lastLogin?.toISOString() ?? null,
    },
    likes: likes.map((l) => ({ ...l, likedAt: l.likedAt.toISOString() })),
    messages: messages.map((m) => ({ ...m, sentAt: m.sentAt.toISOString() })),
    newsletter: subscriptionExport(user),
    gifts: giftsExport(user),
    // Issue 37: event sign-ups made while signed in or with the verified address.
    eventSignups: signupsExport(user),
  };
}

/** Erasure, confirmed by password. The last verified admin cannot leave the site without one. */
export async function deleteOwnAccount(user: User, input: unknown) {
  const { password } = validate(accountDeletionSchema, input);
  await requirePassword(user, password, "password");
  if (managesPeople(user.role) && otherAdmins([user.id]) === 0) {
    throw new HttpError(403, msg("lastAdmin"));
  }
  db.transaction((tx) => {
    // Recorded first: the entry's actor reference is then cleared by the delete, its name kept.
    recordAudit(tx, {
      actor: user,
      action: "user.deleted",
      targetType: "user",
      targetId: user.id,
      summary: user.name,
      details: { self: true },
    });
    removeUserInTx(tx, user.id);
  });
}
