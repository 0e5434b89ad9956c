import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

// Issue 14's people holes, at the domain level (the e2e specs accounts-credential-changes and accounts-unverified-limits cover pages and /api).
const tmp = withTempDataDir("user-security-test");
let m: {
  account: typeof import("./account.server");
  admin: typeof import("./user-admin.server");
  reset: typeof import("~/domain/auth/password-reset.server");
  perms: typeof import("./user-permissions.server");
  sessions: typeof import("~/domain/auth/sessions.server");
  passwords: typeof import("~/domain/auth/passwords.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
type User = import("~/server/schema").User;

beforeAll(async () => {
  m = {
    account: await import("./account.server"),
    admin: await import("./user-admin.server"),
    reset: await import("~/domain/auth/password-reset.server"),
    perms: await import("./user-permissions.server"),
    sessions: await import("~/domain/auth/sessions.server"),
    passwords: await import("~/domain/auth/passwords.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
});
afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

let n = 0;
const add = async (role: User["role"], isVerified = true, lastLogin: Date | null = new Date()) =>
  m.dbm.db
    .insert(m.schema.users)
    .values({
      name: `${role}-${++n}`,
      email: `${role}-${n}@example.org`,
      passwordHash: await m.passwords.hashPassword("Secret#1"),
      role,
      isVerified,
      lastLogin,
    })
    .returning()
    .get();
const rows = <T>(sql: string, ...args: unknown[]) => m.dbm.sqlite.prepare(sql).all(...args) as T[];
const liveLinks = (userId: string) =>
  rows("select id from password_reset_tokens where user_id = ? and used_at is null", userId).length;
const sessionsOf = (userId: string) => rows("select id from sessions where user_id = ?", userId).length;
const codesOf = (userId: string) => rows("select id from verification_codes where user_id = ?", userId).length;
const fresh = (id: string) =>
  m.dbm.db
    .select()
    .from(m.schema.users)
    .all()
    .find((u) => u.id === id)!;

describe("changing a user's e-mail", () => {
  it("ends reset links and sessions, and leaves the new address unverified with a code sent to it", async () => {
    const admin = await add("admin");
    const editor = await add("editor");
    m.dbm.db.transaction((tx) => m.reset.issueResetLinkInTx(tx, editor.id, 60));
    m.sessions.createSession(editor.id);
    m.admin.updateUser(admin, editor.id, { email: "corrected@example.org" });
    const after = fresh(editor.id);
    expect(after.email).toBe("corrected@example.org");
    expect(after.isVerified).toBe(false);
    expect(liveLinks(editor.id)).toBe(0);
    expect(sessionsOf(editor.id)).toBe(0);
    await expect.poll(() => codesOf(editor.id)).toBe(1);
  });

  it("re-sends a corrected invitation to the new address and voids the old link", async () => {
    const admin = await add("admin");
    const invitee = await add("editor", false, null);
    m.dbm.db.transaction((tx) => m.reset.issueResetLinkInTx(tx, invitee.id, 60 * 24 * 7));
    const oldLink = rows<{ id: string }>("select id from password_reset_tokens where user_id = ?", invitee.id)[0]!.id;
    m.admin.updateUser(admin, invitee.id, { email: "right-address@example.org" });
    const links = rows<{ id: string }>(
      "select id from password_reset_tokens where user_id = ? and used_at is null",
      invitee.id,
    );
    expect(links).toHaveLength(1);
    expect(links[0]!.id).not.toBe(oldLink);
  });

  it("changes nothing else when only the name changes", async () => {
    const admin = await add("admin");
    const user = await add("user");
    m.dbm.db.transaction((tx) => m.reset.issueResetLinkInTx(tx, user.id, 60));
    m.sessions.createSession(user.id);
    m.admin.updateUser(admin, user.id, { name: "New Name" });
    expect(fresh(user.id).isVerified).toBe(true);
    expect(liveLinks(user.id)).toBe(1);
    expect(sessionsOf(user.id)).toBe(1);
  });
});

describe("a password change on /account", () => {
  it("ends every outstanding reset link", async () => {
    const user = await add("user");
    m.dbm.db.transaction((tx) => m.reset.issueResetLinkInTx(tx, user.id, 60));
    expect(liveLinks(user.id)).toBe(1);
    await m.account.changePassword(
      user,
      { currentPassword: "Secret#1", newPassword: "Another#Pass2", confirmPassword: "Another#Pass2" },
      null,
    );
    expect(liveLinks(user.id)).toBe(0);
  });
});

describe("only verified admins count as other admins", () => {
  it("the last verified admin can neither leave nor lose their verified address while the other admin is an invitation", async () => {
    // A fresh set of admins: earlier tests left verified admins behind.
    m.dbm.sqlite.prepare("update users set role = 'user' where role = 'admin'").run();
    const only = await add("admin");
    const invited = await add("admin", false, null);
    expect(m.perms.otherAdmins([only.id])).toBe(0);
    await expect(m.account.deleteOwnAccount(only, { password: "Secret#1" })).rejects.toMatchObject({ status: 403 });
    expect(() => m.admin.updateUser(only, only.id, { email: "elsewhere@example.org" })).toThrow(/last verified admin/);
    expect(fresh(only.id).email).not.toBe("elsewhere@example.org");
    // A second verified admin may demote the first; then that second one is the last and cannot be demoted.
    const second = await add("admin");
    expect(m.perms.otherAdmins([only.id])).toBe(1);
    m.admin.updateUser(second, only.id, { role: "user" });
    expect(m.perms.otherAdmins([second.id])).toBe(0);
    expect(() => m.perms.assertMayDeleteUser(second, second)).toThrow();
    expect(fresh(invited.id).role).toBe("admin");
  });
});
