import { eq } from "drizzle-orm";
import { validate } from "../platform/api.server";
import { db } from "../platform/db.server";
import { HttpError } from "../platform/errors.server";
import { issueVerificationCode } from "./email-verification.server";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords.server";
import { assertAllowed, clearHits, consume, recordHit, RULES, type Check } from "../platform/rate-limit.server";
import { users, type User } from "../platform/schema";
import { createSession, deleteSessionByToken } from "./sessions.server";
import { findUserByEmail } from "../people/users.server";
import { loginSchema, signupSchema } from "~/schemas/auth";

/**
 * Sign-up, login and logout for the account pages and /api/auth alike: routes only parse the request
 * and shape the response. Every function takes the client's IP for the rate limits.
 */

export const INVALID_CREDENTIALS = "Invalid email or password";
export const EMAIL_TAKEN = "An account with this email already exists";

export type SignedIn = { user: User; token: string };

/**
 * Creates an ordinary, unverified account (whatever else the body says: role and isVerified are not
 * read), e-mails its code and signs it in, so /verify-email knows whose code to check.
 */
export async function signup(input: unknown, ip: string): Promise<SignedIn> {
  const { name, email, password } = validate(signupSchema, input);
  consume([
    [RULES.signupIp, ip],
    [RULES.signupAccount, email],
  ]);
  if (findUserByEmail(email)) throw new HttpError(409, EMAIL_TAKEN);
  const passwordHash = await hashPassword(password);
  let user: User;
  try {
    user = db.insert(users).values({ name, email, passwordHash, role: "user", isVerified: false }).returning().get();
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (error instanceof Error && /UNIQUE constraint failed/.test(error.message)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
  await issueVerificationCode(user);
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
    throw new HttpError(401, INVALID_CREDENTIALS);
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
