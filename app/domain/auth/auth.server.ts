import { eq } from "drizzle-orm";
import { validate } from "~/platform/http/api.server";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { issueVerificationCode, issueVerificationCodeInTx } from "./email-verification.server";
import { deliverMailSoon } from "~/platform/mail/mail.server";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords.server";
import { assertAllowed, clearHits, consume, recordHit, RULES, type Check } from "~/platform/http/rate-limit.server";
import { users, type User } from "~/domain/people/schema";
import { createSession, deleteSessionByToken } from "./sessions.server";
import { findUserByEmail } from "~/domain/people/users.server";
import { loginSchema, signupSchema } from "~/domain/auth/auth-schema";
import type { Lang } from "~/i18n/languages";
import { msg } from "~/i18n/message";

/**
 * Sign-up, login and logout for the account pages and /api/auth alike: routes only parse the request
 * and shape the response. Every function takes the client's IP for the rate limits.
 */

export type SignedIn = { user: User; token: string };

/**
 * The account's language (users.lang, issue 17) is the sign-up page's, or the API body's optional `lang`; its
 * e-mails are written in it.
 *
 * Creates an ordinary, unverified account (whatever else the body says: role and isVerified are not read), queues
 * its code and signs it in, so /verify-email knows whose code to check. The account, its code and the queued mail
 * are one transaction: the answer never depends on the mail server, and a sign-up either happened whole or not.
 *
 * Repeating the same sign-up (same e-mail and the same password) while the account is still unverified is the same
 * request again (the answer to the first was lost, or its code never came): it answers as a sign-up, signed in, with
 * a fresh code. Any other sign-up with a taken e-mail is a 409 and changes nothing.
 */
export async function signup(input: unknown, ip: string): Promise<SignedIn> {
  const { name, email, password, lang } = validate(signupSchema, input);
  consume([
    [RULES.signupIp, ip],
    [RULES.signupAccount, email],
  ]);
  const existing = findUserByEmail(email);
  if (existing) return repeatSignup(existing, password, lang);
  const passwordHash = await hashPassword(password);
  let user: User;
  try {
    user = db.transaction((tx) => {
      const created = tx
        .insert(users)
        .values({ name, email, passwordHash, role: "user", isVerified: false, lang: lang ?? "en" })
        .returning()
        .get();
      issueVerificationCodeInTx(tx, created);
      return created;
    });
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides, and the loser is judged as a repeat.
    if (error instanceof Error && /UNIQUE constraint failed/.test(error.message)) {
      const winner = findUserByEmail(email);
      if (winner) return repeatSignup(winner, password, lang);
      throw new HttpError(409, msg("emailTaken"));
    }
    throw error;
  }
  deliverMailSoon();
  const { token } = createSession(user.id);
  return { user, token };
}

/** The taken-e-mail case: only the unverified account's own password makes it a repeat; nothing else is changed. */
async function repeatSignup(user: User, password: string, lang?: Lang): Promise<SignedIn> {
  // bcrypt runs for every taken e-mail, so the answer's time does not tell a verified account from an unverified one.
  const samePassword = await verifyPassword(password, user.passwordHash);
  if (user.isVerified || !samePassword) throw new HttpError(409, msg("emailTaken"));
  issueVerificationCode(user, lang);
  const { token } = createSession(user.id);
  return { user, token };
}

export async function login(input: unknown, ip: string): Promise<SignedIn> {
  const { email, password } = validate(loginSchema, input);
  const checks: Check[] = [
    [RULES.loginAccount, email],
    [RULES.loginIp, ip],
  ];
  assertAllowed(checks);
  const user = findUserByEmail(email);
  // Compare against a dummy hash when the e-mail is unknown: the answer takes as long either way.
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    recordHit(checks);
    throw new HttpError(401, msg("invalidCredentials"));
  }
  clearHits([[RULES.loginAccount, email]]);
  const lastLogin = new Date();
  db.update(users).set({ lastLogin }).where(eq(users.id, user.id)).run();
  const { token } = createSession(user.id);
  return { user: { ...user, lastLogin }, token };
}

/** Ends this session only; a missing or unknown token is not an error (logging out twice is fine). */
export function logout(token: string | null) {
  if (token) deleteSessionByToken(token);
}
