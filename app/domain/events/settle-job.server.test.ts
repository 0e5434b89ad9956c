import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";
import { eventRows } from "../../../tests/unit/event-rows";

// Issue 37: a date nobody writes to still gives an unconfirmed sign-up's places to the next person waiting.
const tmp = withTempDataDir("event-settle-test");

type Modules = {
  job: typeof import("./settle-job.server");
  dbm: typeof import("~/platform/data/db.server");
  ev: typeof import("./schema");
  mail: typeof import("~/platform/mail/schema");
};
let m: Modules;
let rows: ReturnType<typeof eventRows>;

beforeAll(async () => {
  m = {
    job: await import("./settle-job.server"),
    dbm: await import("~/platform/data/db.server"),
    ev: await import("./schema"),
    mail: await import("~/platform/mail/schema"),
  };
  rows = eventRows(m);
});
afterAll(async () => {
  await new Promise((r) => setTimeout(r, 300));
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

const statusOf = (id: string) =>
  m.dbm.db
    .select()
    .from(m.ev.eventSignups)
    .all()
    .find((s) => s.id === id)!.status;
const mailsTo = (address: string) =>
  m.dbm.db
    .select()
    .from(m.mail.mailOutbox)
    .all()
    .filter((r) => r.toAddress === address);

describe("settleExpiredSignups", () => {
  it("cancels a sign-up left unconfirmed past its 48 hours and moves the first waiting up, once", () => {
    const now = Date.parse("2027-03-01T10:00:00Z");
    const event = rows.event({ capacity: 2 });
    const date = rows.date(event.id, new Date("2027-03-06T07:00:00Z"));
    const holder = rows.signup(date.id, "holder", { people: 2, status: "pending", expiresAt: new Date(now - 1) });
    const first = rows.signup(date.id, "first", { status: "waiting", confirmedAt: new Date(now - 86_400_000) });
    const second = rows.signup(date.id, "second", { status: "waiting" });
    // Another date whose pending sign-up still has time is left alone.
    const other = rows.date(event.id, new Date("2027-03-13T07:00:00Z"));
    const fresh = rows.signup(other.id, "fresh", { status: "pending", expiresAt: new Date(now + 3_600_000) });

    expect(m.job.settleExpiredSignups(now)).toEqual({ dates: 1, moved: 2 });
    expect(statusOf(holder.id)).toBe("cancelled");
    // A confirmed address gets the ticket at once; one never confirmed has 48 hours to confirm the place.
    expect(statusOf(first.id)).toBe("confirmed");
    expect(statusOf(second.id)).toBe("pending");
    expect(statusOf(fresh.id)).toBe("pending");
    expect(mailsTo("first@example.org").map((r) => r.kind)).toEqual(["event-moved-up"]);
    expect(mailsTo("second@example.org").map((r) => r.kind)).toEqual(["event-moved-up"]);

    // Nothing left to do: a second run changes nothing and sends nothing.
    expect(m.job.settleExpiredSignups(now + 60_000)).toEqual({ dates: 0, moved: 0 });
    expect(mailsTo("first@example.org")).toHaveLength(1);
  });

  it("leaves dates that are over or cancelled", () => {
    const now = Date.parse("2027-04-01T10:00:00Z");
    const event = rows.event({ capacity: 1 });
    const over = rows.date(event.id, new Date("2027-03-30T07:00:00Z"));
    const cancelled = rows.date(event.id, new Date("2027-04-10T07:00:00Z"), { status: "cancelled" });
    for (const d of [over, cancelled])
      rows.signup(d.id, `p${d.id}`, { status: "pending", expiresAt: new Date(now - 1) });
    expect(m.job.settleExpiredSignups(now)).toEqual({ dates: 0, moved: 0 });
  });
});
