import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("account-test");
let m: {
  account: typeof import("./account.server");
  admin: typeof import("./user-admin.server");
  passwords: typeof import("~/domain/auth/passwords.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};

beforeAll(async () => {
  m = {
    account: await import("./account.server"),
    admin: await import("./user-admin.server"),
    passwords: await import("~/domain/auth/passwords.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
});
afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

const add = async (name: string, role: "admin" | "user") =>
  m.dbm.db
    .insert(m.schema.users)
    .values({
      name,
      email: `${name}@example.org`,
      passwordHash: await m.passwords.hashPassword("Secret#1"),
      role,
      isVerified: true,
    })
    .returning()
    .get();

describe("the last admin", () => {
  it("cannot delete their own account, nor be demoted or deleted by anyone", async () => {
    const only = await add("only-admin", "admin");
    await expect(m.account.deleteOwnAccount(only, { password: "Secret#1" })).rejects.toMatchObject({ status: 403 });
    const second = await add("second-admin", "admin");
    // With two admins, either may go; the one left can then neither leave nor be removed.
    await m.account.deleteOwnAccount(second, { password: "Secret#1" });
    expect(
      m.dbm.db
        .select()
        .from(m.schema.users)
        .all()
        .map((u) => u.name),
    ).toEqual(["only-admin"]);
    await expect(m.account.deleteOwnAccount(only, { password: "Secret#1" })).rejects.toMatchObject({ status: 403 });
    const third = await add("third-admin", "admin");
    m.admin.updateUser(third, only.id, { role: "user" });
    expect(() => m.admin.updateUser(only, third.id, { role: "user" })).toThrow();
    expect(() => m.admin.deleteUser(third, third.id)).toThrow(/own account/);
  });

  it("a wrong password deletes nothing", async () => {
    const person = await add("person", "user");
    await expect(m.account.deleteOwnAccount(person, { password: "nope" })).rejects.toMatchObject({ status: 400 });
    expect(
      m.dbm.db
        .select()
        .from(m.schema.users)
        .all()
        .some((u) => u.id === person.id),
    ).toBe(true);
  });
});
