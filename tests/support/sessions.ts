import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { createCookie } from "react-router";

/** The e2e server's secret (tests/support/e2e-server.mjs); the session cookie is signed with it. */
const SESSION_SECRET = "e2e-secret-0123456789abcdef";
const DAY = 24 * 60 * 60 * 1000;

export type Account = { email: string; password: string };

/**
 * A real session for an existing account, written straight into the sessions table the way the app does
 * (only the sha256 of the token is stored). Returns the token: send it as a Bearer header or in the cookie.
 */
export function createSessionToken(account: Account): string {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "app.db"));
  try {
    db.pragma("busy_timeout = 5000");
    const user = db.prepare("select id from users where lower(email) = ?").get(account.email.trim().toLowerCase()) as
      { id: string } | undefined;
    if (!user) throw new Error(`No account for ${account.email}`);
    const token = randomBytes(32).toString("base64url");
    const now = Date.now();
    db.prepare("insert into sessions (id, token_hash, user_id, created_at, expires_at) values (?, ?, ?, ?, ?)").run(
      randomBytes(12).toString("base64url"),
      createHash("sha256").update(token).digest("hex"),
      user.id,
      now,
      now + 30 * DAY,
    );
    return token;
  } finally {
    db.close();
  }
}

/** The __session cookie value for a token, signed exactly as the app's createCookie signs it. */
export async function sessionCookieValue(token: string): Promise<string> {
  const header = await createCookie("__session", { secrets: [SESSION_SECRET], path: "/" }).serialize(token);
  return header.slice("__session=".length, header.indexOf(";"));
}

/** The public user of an account (as the API's toPublicUser shapes it, minus dates). */
export function accountUser(email: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "app.db"), { readonly: true });
  try {
    const row = db
      .prepare("select id, name, email, role, is_verified as v from users where lower(email) = ?")
      .get(email.trim().toLowerCase()) as
      { id: string; name: string; email: string; role: string; v: number } | undefined;
    if (!row) throw new Error(`No account for ${email}`);
    return { _id: row.id, name: row.name, email: row.email, role: row.role, isVerified: row.v === 1 };
  } finally {
    db.close();
  }
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
