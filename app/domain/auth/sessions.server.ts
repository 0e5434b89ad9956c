import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { onFirstUse } from "~/utils/on-first-use";
import { sessions } from "./schema";
import { users, type User } from "~/domain/people/schema";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates a session row and returns the secret token (shown to the client once, stored only hashed). */
export function createSession(userId: string) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  db.insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt })
    .run();
  return { token, expiresAt };
}

// Asked on every signed-in request: prepared once (building and preparing it each time cost ~0.5 ms, issue 28).
const sessionUserQuery = onFirstUse(() =>
  db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder("hash")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .prepare(),
);

export function findSessionUser(token: string): { user: User; sessionId: string } | null {
  // expires_at is stored in milliseconds; a placeholder is bound as given (no column encoder), so a number.
  const row = sessionUserQuery().get({ hash: hashToken(token), now: Date.now() });
  return row ?? null;
}

export function deleteSessionByToken(token: string) {
  db.delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .run();
}

export function deleteUserSessions(userId: string) {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}

export function deleteExpiredSessions(now = new Date()) {
  return db.delete(sessions).where(lt(sessions.expiresAt, now)).run().changes;
}
