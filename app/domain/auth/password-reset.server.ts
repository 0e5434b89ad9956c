import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { validate } from "~/platform/http/api.server";
import { findUserByEmail } from "~/domain/people/users.server";
import { db, type Tx } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { HttpError } from "~/platform/http/errors.server";
import { deliverMailSoon, enqueueMail } from "~/platform/mail/mail.server";
import { resetPasswordMail } from "./account-mails.server";
import { hashPassword } from "./passwords.server";
import { assertAllowed, consume, recordHit, RULES } from "~/platform/http/rate-limit.server";
import { passwordResetTokens } from "./schema";
import { users } from "~/domain/people/schema";
import { deleteUserSessions } from "./sessions.server";
import { localizePath, type Lang } from "~/i18n/languages";
import { forgotPasswordSchema, resetPasswordSchema } from "~/domain/auth/auth-schema";
import { msg } from "~/i18n/message";

export const RESET_TTL_MINUTES = 60;

const sha256 = (value: string) => createHash("sha256").update(value).digest();
// Tokens are 256 random bits; anything else in the URL cannot be one of ours.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The same answer, and nearly the same time, whether or not the account exists: the link and its mail are queued in
 * one transaction and the mail server is never waited for. Each request voids the earlier unused links of that
 * account, and the mails that carried them.
 */
export function forgotPassword(input: unknown, ip: string) {
  const { email, lang } = validate(forgotPasswordSchema, input);
  consume([
    [RULES.forgotIp, ip],
    [RULES.forgotAccount, email],
  ]);
  const user = findUserByEmail(email);
  if (user) {
    db.transaction((tx) => {
      // In the language of the page it was asked from (or the API body's `lang`), else the account's.
      const mailLang = lang ?? user.lang;
      const { link, expiresAt } = issueResetLinkInTx(tx, user.id, RESET_TTL_MINUTES, mailLang);
      enqueueMail(tx, resetPasswordMail(user.email, user.name, link, RESET_TTL_MINUTES, mailLang), {
        kind: "password-reset",
        expiresAt,
        replaces: true,
      });
    });
    deliverMailSoon();
  }
  return { email, message: msg("resetLinkSent", { email }) };
}

/**
 * A one-time link to /reset-password for an account, voiding its earlier unused links, inside the caller's
 * transaction (with the mail that carries it). Also how a person an admin added sets their first password (with a
 * longer life): the reset marks the e-mail verified.
 */
export function issueResetLinkInTx(tx: Tx, userId: string, ttlMinutes: number, lang: Lang = "en") {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
  revokeResetLinks(userId, tx);
  tx.insert(passwordResetTokens)
    .values({ userId, tokenHash: sha256(token).toString("hex"), expiresAt })
    .run();
  // The link opens the reset page in the mail's language (/fr/reset-password/…).
  return { link: `${env.APP_URL}${localizePath(`/reset-password/${token}`, lang)}`, expiresAt };
}

/** The unused, unexpired token row, compared in constant time after the indexed lookup by hash. */
function findUsableToken(token: string) {
  if (!TOKEN_SHAPE.test(token)) return null;
  const hash = sha256(token);
  const row = db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hash.toString("hex")))
    .get();
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  const stored = Buffer.from(row.tokenHash, "hex");
  return stored.length === hash.length && timingSafeEqual(stored, hash) ? row : null;
}

/** For the reset page's loader: say early that a link is dead rather than after the form is filled in. */
export const isResetTokenUsable = (token: string) => findUsableToken(token) !== null;

/**
 * Sets the new password, uses up the link, ends every session of the account (whoever had the old
 * password is signed out) and marks the e-mail verified: the link proved the owner reads that inbox.
 */
export async function resetPassword(token: string, input: unknown, ip: string) {
  assertAllowed([[RULES.resetIp, ip]]);
  const row = findUsableToken(token);
  if (!row) {
    recordHit([[RULES.resetIp, ip]]);
    throw new HttpError(400, msg("resetLinkInvalid"));
  }
  const { password } = validate(resetPasswordSchema, input);
  const passwordHash = await hashPassword(password);
  const used = db.transaction((tx) => {
    // Claim the token first: of two simultaneous requests, only one updates the row.
    const claimed = tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
      .run().changes;
    if (claimed === 0) return false;
    tx.update(users).set({ passwordHash, isVerified: true }).where(eq(users.id, row.userId)).run();
    revokeResetLinks(row.userId, tx);
    return true;
  });
  if (!used) throw new HttpError(400, msg("resetLinkInvalid"));
  deleteUserSessions(row.userId);
  return { message: msg("resetDone") };
}

/**
 * Ends every unused reset link and invitation of an account (issue 14): a changed e-mail or password makes a link
 * already sent stale, and a link must never set the password of an account whose owner has moved on. Pass the
 * caller's transaction to do it together with that change.
 */
export function revokeResetLinks(userId: string, tx: Pick<typeof db, "delete"> = db) {
  return tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
    .run().changes;
}
