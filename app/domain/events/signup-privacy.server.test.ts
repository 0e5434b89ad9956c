import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestUser, withTempDataDir } from "../../../tests/unit/domain-helpers";
import { eventRows } from "../../../tests/unit/event-rows";

// Issue 37 item 9: "Export my data" holds a person's sign-ups; deleting the account erases them.
const tmp = withTempDataDir("event-signup-privacy-test");

type Modules = {
  priv: typeof import("./signup-privacy.server");
  account: typeof import("~/domain/people/account.server");
  removal: typeof import("~/domain/people/user-removal.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
  ev: typeof import("./schema");
};
let m: Modules;
let rows: ReturnType<typeof eventRows>;

beforeAll(async () => {
  m = {
    priv: await import("./signup-privacy.server"),
    account: await import("~/domain/people/account.server"),
    removal: await import("~/domain/people/user-removal.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
    ev: await import("./schema"),
  };
  rows = eventRows(m);
});
afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

describe("sign-ups in the account's data", () => {
  it("exports those by user id and by the verified address; erases them on deletion, cancelling those to come", () => {
    const user = addTestUser(m, "nadia", "user");
    const stranger = addTestUser(m, "unproved", "user", false);
    const event = rows.event({ title: "Forum" });
    const past = rows.date(event.id, new Date(Date.now() - 10 * 86_400_000));
    const future = rows.date(event.id, new Date(Date.now() + 10 * 86_400_000));
    rows.signup(past.id, "nadia", { checkedInAt: new Date(), people: 2 });
    rows.signup(future.id, "other", { userId: user.id, email: "other@example.org", emailKey: "other@example.org" });
    rows.signup(future.id, "unproved");
    rows.signup(future.id, "someone");

    const exported = m.account.exportAccount(user).eventSignups;
    expect(exported.map((s) => s.name).sort()).toEqual(["nadia", "other"]);
    expect(exported[0]).toMatchObject({ event: "Forum", status: "confirmed" });
    // An unverified account sees only what it signed up for while signed in: not the address's.
    expect(m.priv.signupsExport(stranger)).toEqual([]);

    m.dbm.db.transaction((tx) => m.removal.removeUserInTx(tx, user.id));
    const all = m.dbm.db.select().from(m.ev.eventSignups).all();
    expect(all.filter((s) => s.name === "nadia" || s.name === "other")).toEqual([]);
    const blank = all.filter((s) => s.name === "");
    expect(blank).toHaveLength(2);
    expect(blank.every((s) => s.email === null && s.userId === null && s.phone === null)).toBe(true);
    // The past one keeps its counts (came, 2 people); the one to come is cancelled, its places free.
    expect(blank.find((s) => s.dateId === past.id)).toMatchObject({ status: "confirmed", people: 2 });
    expect(blank.find((s) => s.dateId === future.id)?.status).toBe("cancelled");
    expect(all.find((s) => s.name === "someone")?.email).toBe("someone@example.org");
  });
});
