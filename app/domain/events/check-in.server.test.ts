import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestUser, withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("event-check-in-test");

type Modules = {
  checkIn: typeof import("./check-in.server");
  door: typeof import("./door.server");
  data: typeof import("../../../tests/unit/event-door-data");
  tickets: typeof import("./tickets.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: Modules;
type User = import("~/server/schema").User;
let editor: User;
let author: User;

beforeAll(async () => {
  m = {
    checkIn: await import("./check-in.server"),
    door: await import("./door.server"),
    data: await import("../../../tests/unit/event-door-data"),
    tickets: await import("./tickets.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
  editor = addTestUser(m, "editor", "editor");
  author = addTestUser(m, "author", "author");
});
afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { status?: number }).status;
  }
  return 200;
};

describe("checking in at the door", () => {
  it("sets checked in and back, and a repeated tap changes nothing (never counted twice)", () => {
    const { event, dates } = m.data.addEvent();
    const aline = m.data.addSignup({ dateId: dates[0].id, name: "Aline", people: 2 });
    const first = m.checkIn.checkIn(editor, event.id, { action: "set", signupId: aline.id, checkedIn: true });
    expect(first).toMatchObject({ checkedIn: true, unchanged: false });
    expect(first.counts).toMatchObject({ signedUp: 2, came: 2 });
    const again = m.checkIn.checkIn(editor, event.id, { action: "set", signupId: aline.id, checkedIn: "true" });
    expect(again).toMatchObject({ checkedIn: true, unchanged: true });
    expect(again.counts.came).toBe(2);
    const undo = m.checkIn.checkIn(editor, event.id, { action: "set", signupId: aline.id, checkedIn: false });
    expect(undo).toMatchObject({ checkedIn: false, unchanged: false });
    expect(undo.counts.came).toBe(0);
  });

  it("refuses people who may not manage events, and sign-ups of another event or not confirmed", () => {
    const { event, dates } = m.data.addEvent();
    const other = m.data.addEvent("Other");
    const s = m.data.addSignup({ dateId: dates[0].id, name: "Eric" });
    const waiting = m.data.addSignup({ dateId: dates[0].id, name: "Wait", status: "waiting" });
    const set = (u: User | null, eventId: string, signupId: string) =>
      status(() => m.checkIn.checkIn(u, eventId, { action: "set", signupId, checkedIn: true }));
    expect(set(null, event.id, s.id)).toBe(401);
    expect(set(author, event.id, s.id)).toBe(403);
    expect(set(editor, other.event.id, s.id)).toBe(404);
    expect(set(editor, event.id, waiting.id)).toBe(409);
    expect(status(() => m.checkIn.checkIn(editor, event.id, { action: "toggle", signupId: s.id }))).toBe(400);
    expect(status(() => m.checkIn.checkIn(editor, "nope", { action: "set", signupId: s.id, checkedIn: true }))).toBe(
      404,
    );
  });

  it("checks in by ticket code as typed (any case, no dash) and explains a wrong one", () => {
    const { event, dates } = m.data.addEvent("Codes", [new Date(), new Date(Date.now() + 7 * 86_400_000)]);
    const code = m.tickets.newTicketCode();
    m.data.addSignup({ dateId: dates[0].id, name: "Claudine", code });
    const typed = ` ${code.replace("-", "").toLowerCase()} `;
    const done = m.checkIn.checkIn(editor, event.id, { action: "code", dateId: dates[0].id, code: typed });
    expect(done).toMatchObject({ name: "Claudine", checkedIn: true });
    const again = m.checkIn.checkIn(editor, event.id, { action: "code", dateId: dates[0].id, code });
    expect(again.unchanged).toBe(true);
    const code2 = (c: string, dateId = dates[0].id) => {
      try {
        m.checkIn.checkIn(editor, event.id, { action: "code", dateId, code: c });
        return "ok";
      } catch (error) {
        return `${(error as { status: number }).status} ${(error as Error).message}`;
      }
    };
    expect(code2("hello")).toMatch(/^400 This is not a ticket code/);
    expect(code2("ZZZZ-ZZZZ")).toMatch(/^404 No ticket of this event has the code ZZZZ-ZZZZ/);
    expect(code2(code, dates[1].id)).toMatch(/^409 .*another date/);
  });

  it("adds a walk-in once per client key, checked in and counted apart", () => {
    const { event, dates } = m.data.addEvent();
    const input = { action: "walk-in", dateId: dates[0].id, name: "Walk In", people: "3", clientKey: "key-12345678" };
    const first = m.checkIn.checkIn(editor, event.id, input);
    const retried = m.checkIn.checkIn(editor, event.id, input);
    expect(retried.signupId).toBe(first.signupId);
    expect(retried.unchanged).toBe(true);
    expect(retried.counts).toMatchObject({ walkIns: 3, came: 3, signedUp: 0 });
    expect(m.door.doorList(dates[0].id)).toHaveLength(1);
    expect(
      status(() => m.checkIn.checkIn(editor, event.id, { ...input, people: 0, clientKey: "key-2" + "x".repeat(8) })),
    ).toBe(400);
  });

  it("orders the dates today's first, then coming, then past, and finds names without accents", () => {
    const now = new Date();
    const { event, dates } = m.data.addEvent("Weekly", [
      new Date(now.getTime() - 7 * 86_400_000),
      now,
      new Date(now.getTime() + 7 * 86_400_000),
    ]);
    const { date, ordered } = m.door.chooseDate(m.door.findEventWithDates(event.id).dates, null, now, "Africa/Kigali");
    expect(date?.id).toBe(dates[1].id);
    expect(ordered.map((d) => d.id)).toEqual([dates[1].id, dates[2].id, dates[0].id]);
    m.data.addSignup({ dateId: dates[1].id, name: "Jérôme Habimana" });
    expect(m.door.doorList(dates[1].id, "jerome").map((p) => p.name)).toEqual(["Jérôme Habimana"]);
  });
});
