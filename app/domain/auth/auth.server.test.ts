import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxFor, withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("auth-test");
type M = {
  auth: typeof import("./auth.server");
  users: typeof import("~/domain/people/users.server");
  verification: typeof import("./email-verification.server");
  sessions: typeof import("./sessions.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
  passwords: typeof import("./passwords.server");
};
let m: M;

beforeAll(async () => {
  m = {
    auth: await import("./auth.server"),
    users: await import("~/domain/people/users.server"),
    verification: await import("./email-verification.server"),
    sessions: await import("./sessions.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
    passwords: await import("./passwords.server"),
  };
});
afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

let n = 0;
const fresh = () => ({ name: "Aline Uwase", email: `aline${++n}@example.org`, password: "Str0ng!pass" });
const ip = () => `10.0.0.${++n}`;

async function rejects(promise: Promise<unknown> | (() => unknown), status: number, message?: string | RegExp) {
  let error: unknown;
  try {
    await (typeof promise === "function" ? promise() : promise);
  } catch (e) {
    error = e;
  }
  expect(error, "expected a failure").toBeTruthy();
  expect((error as { status: number }).status).toBe(status);
  if (message) expect((error as Error).message).toMatch(message);
  return error as {
    status: number;
    message: string;
    headers?: Record<string, string>;
    fields?: Record<string, string>;
  };
}

describe("signup", () => {
  it("creates an unverified ordinary user with a bcrypt hash, e-mails a code and opens a session", async () => {
    const input = { ...fresh(), email: "  New.Person@Example.ORG ", role: "admin", isVerified: true };
    const { user, token } = await m.auth.signup(input, ip());
    expect(user).toMatchObject({
      email: "new.person@example.org",
      name: "Aline Uwase",
      role: "user",
      isVerified: false,
    });
    expect(user.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    expect(await m.passwords.verifyPassword("Str0ng!pass", user.passwordHash)).toBe(true);
    expect(m.sessions.findSessionUser(token)?.user.id).toBe(user.id);
    const [mail] = await outboxFor(tmp.dir, "new.person@example.org");
    expect(mail!.from).toContain("Youth One Health Rwanda");
    expect(mail!.text).toMatch(/Your verification code is: \d{6}/);
    expect(mail!.html).toMatch(/\d{6}/);
  });

  it("finds a session's user only while the session lasts (the prepared query binds the time in milliseconds)", async () => {
    const { user, token } = await m.auth.signup({ ...fresh(), email: `expiring${++n}@example.org` }, ip());
    expect(m.sessions.findSessionUser(token)?.user.id).toBe(user.id);
    const hash = m.sessions.hashToken(token);
    const { sessions } = m.schema;
    const { eq } = await import("drizzle-orm");
    m.dbm.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.tokenHash, hash))
      .run();
    expect(m.sessions.findSessionUser(token)).toBeNull();
    m.dbm.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.tokenHash, hash))
      .run();
    expect(m.sessions.findSessionUser(token)?.user.id).toBe(user.id);
    expect(m.sessions.findSessionUser("not-a-token")).toBeNull();
  });

  it("never puts the name into the mail's HTML as markup", async () => {
    const email = `markup${++n}@example.org`;
    await m.auth.signup({ name: '<img src=x onerror="alert(1)">', email, password: "Str0ng!pass" }, ip());
    const [mail] = await outboxFor(tmp.dir, email);
    expect(mail!.html).not.toContain("<img");
    expect(mail!.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("refuses an e-mail already registered (any case) with another password with 409, changing nothing", async () => {
    const input = fresh();
    const { user } = await m.auth.signup(input, ip());
    await rejects(
      m.auth.signup({ ...input, email: input.email.toUpperCase(), password: "Other!pass9" }, ip()),
      409,
      "An account with this email already exists",
    );
    expect(m.users.findUserByEmail(input.email)!.passwordHash).toBe(user.passwordHash);
    await m.auth.login(input, ip());
  });

  it("treats the same sign-up again, for a still unverified account, as the same request: signed in, a fresh code", async () => {
    const input = fresh();
    const first = await m.auth.signup(input, ip());
    const again = await m.auth.signup({ ...input, email: input.email.toUpperCase() }, ip());
    expect(again.user.id).toBe(first.user.id);
    expect(again.user.passwordHash).toBe(first.user.passwordHash);
    expect(m.sessions.findSessionUser(again.token)?.user.id).toBe(first.user.id);
    // The new code's mail replaces the first one if that was still queued: the last mail carries the valid code.
    const { mailOutbox } = m.schema;
    await expect
      .poll(
        () =>
          m.dbm.db
            .select()
            .from(mailOutbox)
            .all()
            .filter((r) => r.toAddress === input.email && r.status === "queued").length,
      )
      .toBe(0);
    const mails = await outboxFor(tmp.dir, input.email, 1);
    const code = mails.at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
    expect(m.verification.verifyEmail(again.user, { code }, ip()).isVerified).toBe(true);
    // Verified now: the same sign-up is an e-mail taken like any other.
    await rejects(m.auth.signup(input, ip()), 409, "An account with this email already exists");
  });

  it("validates name, e-mail and password, including the 72-byte limit", async () => {
    const e = await rejects(m.auth.signup({ name: "", email: "nope", password: "123" }, ip()), 400);
    expect(Object.keys(e.fields!).sort()).toEqual(["email", "name", "password"]);
    await rejects(m.auth.signup({ ...fresh(), name: "x".repeat(101) }, ip()), 400, /Name is too long/);
    await rejects(m.auth.signup({ ...fresh(), password: "ü".repeat(37) }, ip()), 400, /at most 72 bytes/);
    expect(m.users.findUserByEmail("x")).toBeUndefined();
  });

  it("is rate-limited per IP (invalid input costs nothing and is not counted)", async () => {
    const address = ip();
    await rejects(m.auth.signup({ ...fresh(), password: "1" }, address), 400);
    for (let i = 0; i < 10; i++) await m.auth.signup(fresh(), address);
    const e = await rejects(m.auth.signup(fresh(), address), 429);
    expect(Number(e.headers!["Retry-After"])).toBeGreaterThan(0);
  });
});

describe("login", () => {
  // Expired sessions are no longer swept at login: the hourly pruning job does it (pruning.server.test.ts).
  it("signs in with trimmed, case-insensitive e-mail and sets lastLogin", async () => {
    const input = fresh();
    const { user } = await m.auth.signup(input, ip());
    const before = Date.now();
    const result = await m.auth.login({ email: ` ${input.email.toUpperCase()} `, password: input.password }, ip());
    expect(result.user.lastLogin!.getTime()).toBeGreaterThanOrEqual(before);
    expect(m.users.findUserByEmail(input.email)!.lastLogin!.getTime()).toBeGreaterThanOrEqual(before);
    expect(m.sessions.findSessionUser(result.token)?.user.id).toBe(user.id);
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const input = fresh();
    await m.auth.signup(input, ip());
    await rejects(m.auth.login({ email: input.email, password: "wrong-one" }, ip()), 401, "Invalid email or password");
    await rejects(
      m.auth.login({ email: "ghost@example.org", password: "wrong-one" }, ip()),
      401,
      "Invalid email or password",
    );
  });

  it("locks an account after 5 failures in 15 minutes, from any IP, with Retry-After", async () => {
    const input = fresh();
    await m.auth.signup(input, ip());
    for (let i = 0; i < 5; i++) await rejects(m.auth.login({ email: input.email, password: "wrong" }, ip()), 401);
    const e = await rejects(m.auth.login(input, ip()), 429, /Too many attempts/);
    expect(Number(e.headers!["Retry-After"])).toBeGreaterThan(14 * 60);
  });

  it("a success clears the account's earlier failures", async () => {
    const input = fresh();
    await m.auth.signup(input, ip());
    for (let i = 0; i < 4; i++) await rejects(m.auth.login({ email: input.email, password: "wrong" }, ip()), 401);
    await m.auth.login(input, ip());
    for (let i = 0; i < 4; i++) await rejects(m.auth.login({ email: input.email, password: "wrong" }, ip()), 401);
    await m.auth.login(input, ip());
  });

  it("logout deletes only that session", async () => {
    const input = fresh();
    const a = await m.auth.signup(input, ip());
    const b = await m.auth.login(input, ip());
    m.auth.logout(a.token);
    expect(m.sessions.findSessionUser(a.token)).toBeNull();
    expect(m.sessions.findSessionUser(b.token)).not.toBeNull();
    m.auth.logout(null);
  });
});

describe("e-mail verification codes", () => {
  async function newAccount() {
    const { user } = await m.auth.signup(fresh(), ip());
    const code = await m.verification.issueVerificationCode(user);
    return { user, code };
  }
  const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  it("are six random digits stored only as a hash", async () => {
    const { user, code } = await newAccount();
    expect(code).toMatch(/^\d{6}$/);
    const rows = m.dbm.db
      .select()
      .from(m.schema.verificationCodes)
      .all()
      .filter((r) => r.userId === user.id);
    expect(rows).toHaveLength(1); // the sign-up code was replaced
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it("verify the account with the right code, once", async () => {
    const { user, code } = await newAccount();
    const verified = m.verification.verifyEmail(user, { code: ` ${code} ` }, ip());
    expect(verified.isVerified).toBe(true);
    expect(m.users.findUserByEmail(user.email)!.isVerified).toBe(true);
    await rejects(() => m.verification.verifyEmail(verified, { code }, ip()), 409);
  });

  it("need a signed-in user and six digits", async () => {
    const { user } = await newAccount();
    await rejects(() => m.verification.verifyEmail(null, { code: "123456" }, ip()), 401);
    await rejects(() => m.verification.verifyEmail(user, { code: "12345" }, ip()), 400, "Enter the 6-digit code");
    await rejects(() => m.verification.verifyEmail(user, { code: "abcdef" }, ip()), 400);
  });

  it("allow 5 wrong tries, then even the right code needs a new one", async () => {
    const { user, code } = await newAccount();
    for (let i = 0; i < 4; i++)
      await rejects(
        () => m.verification.verifyEmail(user, { code: other(code) }, ip()),
        400,
        "Invalid verification code",
      );
    await rejects(() => m.verification.verifyEmail(user, { code: other(code) }, ip()), 400, /Too many wrong attempts/);
    await rejects(() => m.verification.verifyEmail(user, { code }, ip()), 400, /Too many wrong attempts/);
    const fresh = await m.verification.issueVerificationCode(user);
    expect(m.verification.verifyEmail(user, { code: fresh }, ip()).isVerified).toBe(true);
  });

  it("expire after 15 minutes", async () => {
    const { user, code } = await newAccount();
    const { verificationCodes } = m.schema;
    m.dbm.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .run();
    await rejects(() => m.verification.verifyEmail(user, { code }, ip()), 400, /expired/);
  });

  it("a new code voids the old one; new codes are limited to 3 per 15 minutes", async () => {
    const { user, code } = await newAccount();
    await m.verification.resendVerificationCode(user, ip());
    await rejects(() => m.verification.verifyEmail(user, { code }, ip()), 400);
    await m.verification.resendVerificationCode(user, ip());
    await m.verification.resendVerificationCode(user, ip());
    await rejects(m.verification.resendVerificationCode(user, ip()), 429);
    await rejects(m.verification.resendVerificationCode(null, ip()), 401);
  });
});
