import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxFor, withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("reset-test");
type M = {
  auth: typeof import("./auth.server");
  users: typeof import("~/domain/people/users.server");
  reset: typeof import("./password-reset.server");
  sessions: typeof import("./sessions.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: M;

beforeAll(async () => {
  m = {
    auth: await import("./auth.server"),
    users: await import("~/domain/people/users.server"),
    reset: await import("./password-reset.server"),
    sessions: await import("./sessions.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
});
afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

let n = 0;
const ip = () => `10.1.0.${++n}`;

async function failure(fn: () => unknown) {
  try {
    await fn();
  } catch (e) {
    return e as { status: number; message: string; fields?: Record<string, string> };
  }
  throw new Error("expected a failure");
}

/** A signed-up account that asked for a reset: its token is read from the e-mailed link. */
async function accountWithResetLink(mailCount = 1) {
  const input = { name: "Eric", email: `eric${++n}@example.org`, password: "Old!pass1" };
  const { user, token: session } = await m.auth.signup(input, ip());
  m.reset.forgotPassword({ email: input.email }, ip());
  const mails = await outboxFor(tmp.dir, input.email, 1 + mailCount);
  const link = mails.at(-1)!.text.match(/http:\/\/\S+\/reset-password\/([A-Za-z0-9_-]+)/);
  expect(link, "reset link in the mail").toBeTruthy();
  return { input, user, session, token: link![1]! };
}

describe("forgot password", () => {
  it("answers the same message whether or not the account exists", () => {
    const unknown = m.reset.forgotPassword({ email: " Nobody@Example.org " }, ip());
    expect(unknown.message).toBe(
      "If an account exists for nobody@example.org, you will receive a password reset link shortly.",
    );
  });

  it("e-mails a link with a 256-bit token stored only hashed, valid one hour", async () => {
    const { user, token } = await accountWithResetLink();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const rows = m.dbm.db
      .select()
      .from(m.schema.passwordResetTokens)
      .all()
      .filter((r) => r.userId === user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    const ttl = rows[0]!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
    expect(m.reset.isResetTokenUsable(token)).toBe(true);
  });

  it("is limited to 3 requests per account in 15 minutes", async () => {
    const email = `limit${++n}@example.org`;
    for (let i = 0; i < 3; i++) m.reset.forgotPassword({ email }, ip());
    expect((await failure(() => m.reset.forgotPassword({ email }, ip()))).status).toBe(429);
  });
});

describe("reset password", () => {
  it("sets the password, works once, ends every session and marks the e-mail verified", async () => {
    const { input, user, session, token } = await accountWithResetLink();
    const other = await m.auth.login(input, ip());
    const result = await m.reset.resetPassword(token, { password: "New!pass2", confirmPassword: "New!pass2" }, ip());
    expect(result.message).toBe("Password reset successfully");
    expect(m.sessions.findSessionUser(session)).toBeNull();
    expect(m.sessions.findSessionUser(other.token)).toBeNull();
    expect(m.users.findUserByEmail(user.email)!.isVerified).toBe(true);
    expect((await failure(() => m.auth.login(input, ip()))).status).toBe(401);
    await m.auth.login({ email: input.email, password: "New!pass2" }, ip());
    const again = await failure(() => m.reset.resetPassword(token, { password: "Third!pass3" }, ip()));
    expect(again).toMatchObject({ status: 400, message: "This password reset link is invalid or has expired" });
    expect(m.reset.isResetTokenUsable(token)).toBe(false);
  });

  it("refuses mismatched confirmation and bad passwords without using the link", async () => {
    const { token } = await accountWithResetLink();
    const mismatch = await failure(() =>
      m.reset.resetPassword(token, { password: "New!pass2", confirmPassword: "other" }, ip()),
    );
    expect(mismatch).toMatchObject({ status: 400, message: "Passwords do not match" });
    const long = await failure(() => m.reset.resetPassword(token, { password: "a".repeat(73) }, ip()));
    expect(long.message).toMatch(/at most 72 bytes/);
    expect(m.reset.isResetTokenUsable(token)).toBe(true);
  });

  it("refuses an expired link and a newer request voids the older link", async () => {
    const first = await accountWithResetLink();
    m.reset.forgotPassword({ email: first.input.email }, ip());
    const mails = await outboxFor(tmp.dir, first.input.email, 3);
    const second = mails.at(-1)!.text.match(/reset-password\/([A-Za-z0-9_-]+)/)![1]!;
    expect(m.reset.isResetTokenUsable(first.token)).toBe(false);
    m.dbm.db
      .update(m.schema.passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .run();
    expect((await failure(() => m.reset.resetPassword(second, { password: "New!pass2" }, ip()))).status).toBe(400);
  });

  it("limits invalid links per IP", async () => {
    const address = ip();
    for (let i = 0; i < 10; i++)
      expect(
        (await failure(() => m.reset.resetPassword("x".repeat(43), { password: "New!pass2" }, address))).status,
      ).toBe(400);
    expect(
      (await failure(() => m.reset.resetPassword("x".repeat(43), { password: "New!pass2" }, address))).status,
    ).toBe(429);
  });
});
