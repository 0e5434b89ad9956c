import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";
import { eventRows } from "../../../tests/unit/event-rows";

// Issue 37 item 9: sign-up details erased `retentionDays` after a date, only the counts kept.
const tmp = withTempDataDir("event-retention-test");

type Modules = {
  ret: typeof import("./retention.server");
  dbm: typeof import("~/platform/data/db.server");
  ev: typeof import("./schema");
};
let m: Modules;
let rows: ReturnType<typeof eventRows>;

beforeAll(async () => {
  m = {
    ret: await import("./retention.server"),
    dbm: await import("~/platform/data/db.server"),
    ev: await import("./schema"),
  };
  rows = eventRows(m);
});
afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

const DAY = 86_400_000;

describe("eraseOldSignups", () => {
  it("keeps the counts, deletes the details of dates ended more than 180 days ago, once", () => {
    const now = Date.parse("2027-06-01T00:00:00Z");
    const event = rows.event();
    const shift = rows.shift(event.id);
    const old = rows.date(event.id, new Date(now - 181 * DAY));
    const recent = rows.date(event.id, new Date(now - 170 * DAY));
    rows.signup(old.id, "a1", { people: 2, checkedInAt: new Date(now - 181 * DAY) });
    rows.signup(old.id, "a2", { people: 3 });
    rows.signup(old.id, "a3", { status: "cancelled" });
    rows.signup(old.id, "v1", { kind: "volunteer", shiftId: shift.id, checkedInAt: new Date(now - 181 * DAY) });
    rows.signup(recent.id, "r1");

    expect(m.ret.eraseOldSignups(now)).toEqual({ dates: 1, signups: 4 });
    expect(m.ret.eraseOldSignups(now)).toEqual({ dates: 0, signups: 0 });
    const dates = m.dbm.db.select().from(m.ev.eventDates).all();
    const erased = dates.find((d) => d.id === old.id)!;
    expect(erased.detailsErasedAt?.getTime()).toBe(now);
    expect([erased.keptSignedUp, erased.keptCame, erased.keptVolunteers]).toEqual([5, 2, 1]);
    expect(dates.find((d) => d.id === recent.id)!.detailsErasedAt).toBeNull();
    const left = m.dbm.db.select().from(m.ev.eventSignups).all();
    expect(left.map((s) => s.name)).toEqual(["r1"]);
  });
});
