import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { validate } from "~/platform/http/api.server";
import { db, type Tx } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { HttpError } from "~/platform/http/errors.server";
import { deliverMailSoon, enqueueMail } from "~/platform/mail/mail.server";
import { verificationMail } from "./account-mails.server";
import { assertAllowed, consume, recordHit, RULES, type Check } from "~/platform/http/rate-limit.server";
import { users, type User } from "~/domain/people/schema";
import { verificationCodes } from "./schema";
import { CODE_LENGTH, verifyEmailSchema } from "~/domain/auth/auth-schema";
import type { Lang } from "~/i18n/languages";
import { msg } from "~/i18n/message";

export const CODE_TTL_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Codes are keyed HMACs of (user, code): a copy of the database alone does not let anyone try the
 * million codes offline. The key is the current session secret; a rotation only voids codes in flight.
 */
const hashCode = (userId: string, code: string) =>
  createHmac("sha256", env.SESSION_SECRETS[0]!).update(`${userId}:${code}`).digest();

const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");

/**
 * Inside the caller's transaction: replaces any earlier code of the user with a fresh one and queues its mail (which
 * voids the mail of the earlier code, and is never sent after the code expires). Returns the code (for tests).
 * Call `deliverMailSoon()` after the commit.
 */
export function issueVerificationCodeInTx(
  tx: Tx,
  user: Pick<User, "id" | "email" | "name" | "lang">,
  lang: Lang = user.lang,
): string {
  const code = newCode();
  const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
  tx.delete(verificationCodes).where(eq(verificationCodes.userId, user.id)).run();
  tx.insert(verificationCodes)
    .values({ userId: user.id, codeHash: hashCode(user.id, code).toString("hex"), expiresAt })
    .run();
  enqueueMail(tx, verificationMail(user.email, user.name, code, CODE_TTL_MINUTES, lang), {
    kind: "verification",
    expiresAt,
    replaces: true,
  });
  return code;
}

/**
 * A fresh code for an existing account, queued for sending; the request does not wait for the mail server. Its mail
 * is in `lang` (the page asked from) or else the account's language.
 */
export function issueVerificationCode(user: Pick<User, "id" | "email" | "name" | "lang">, lang?: Lang): string {
  const code = db.transaction((tx) => issueVerificationCodeInTx(tx, user, lang ?? user.lang));
  deliverMailSoon();
  return code;
}

function requireUnverified(user: User | null): User {
  if (!user) throw new HttpError(401, msg("loginToVerify"));
  if (user.isVerified) throw new HttpError(409, msg("alreadyVerified"));
  return user;
}

/** Checks the signed-in user's code: 15 minutes, 5 wrong tries, then a new code is needed. */
export function verifyEmail(current: User | null, input: unknown, ip: string): User {
  const user = requireUnverified(current);
  const { code } = validate(verifyEmailSchema, input);
  const checks: Check[] = [
    [RULES.verifyAccount, user.id],
    [RULES.verifyIp, ip],
  ];
  assertAllowed(checks);
  const row = db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.userId, user.id))
    .orderBy(desc(verificationCodes.createdAt))
    .get();
  if (!row || row.expiresAt.getTime() <= Date.now()) throw new HttpError(400, msg("codeExpired"));
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw new HttpError(400, msg("codeAttemptsUsed"));

  const expected = Buffer.from(row.codeHash, "hex");
  const given = hashCode(user.id, code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const attempts = row.attempts + 1;
    db.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, row.id)).run();
    recordHit(checks);
    throw new HttpError(400, attempts >= MAX_CODE_ATTEMPTS ? msg("codeAttemptsUsed") : msg("wrongCode"));
  }

  db.transaction((tx) => {
    tx.update(users).set({ isVerified: true }).where(eq(users.id, user.id)).run();
    tx.delete(verificationCodes).where(eq(verificationCodes.userId, user.id)).run();
  });
  return { ...user, isVerified: true };
}

/** "Send a new code": a few per account and per IP in each window, each one voiding the previous code. */
export async function resendVerificationCode(current: User | null, ip: string, lang?: Lang) {
  const user = requireUnverified(current);
  consume([
    [RULES.resendAccount, user.id],
    [RULES.resendIp, ip],
  ]);
  issueVerificationCode(user, lang);
  return { message: msg("codeSent") };
}
