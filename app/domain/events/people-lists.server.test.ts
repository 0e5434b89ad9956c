import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestUser, withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("event-people-test");

type Modules = {
  lists: typeof import("./people-lists.server");
  csv: typeof import("./people-csv.server");
  message: typeof import("./event-message.server");
  data: typeof import("../../../tests/unit/event-door-data");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: Modules;
type User = import("~/server/schema").User;
let editor: User;
let author: User;

beforeAll(async () => {
  m = {
    lists: await import("./people-lists.server"),
    csv: await import("./people-csv.server"),
    message: await import("./event-message.server"),
    data: await import("../../../tests/unit/event-door-data"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
  editor = addTestUser(m, "editor", "editor");
  author = addTestUser(m, "author", "author");
});
afterAll(async () => {
  // The outbox sends in the background: let it finish before the database closes.
  for (
    let i = 0;
    i < 60 &&
    m.dbm.db
      .select()
      .from(m.schema.mailOutbox)
      .all()
      .some((r) => r.status === "queued");
    i++
  )
    await new Promise((r) => setTimeout(r, 50));
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

function workshop() {
  const { event, dates } = m.data.addEvent("Ikiganiro", [new Date(Date.now() + 86_400_000)]);
  const shift = m.data.addShift(event.id, "Registration desk", 3);
  const d = dates[0].id;
  m.data.addSignup({ dateId: d, name: "Aline", lang: "rw", people: 2 });
  m.data.addSignup({ dateId: d, name: '=HYPERLINK("http://evil")', email: "evil@example.org", phone: "+250788000000" });
  m.data.addSignup({ dateId: d, name: "Wait One", status: "waiting" });
  m.data.addSignup({ dateId: d, name: "Wait Two", status: "waiting", email: null });
  m.data.addSignup({ dateId: d, name: "Gone", status: "cancelled" });
  m.data.addSignup({ dateId: d, name: "Vol", kind: "volunteer", shiftId: shift.id, lang: "fr" });
  return { event, date: dates[0], shift };
}

describe("the staff lists", () => {
  it("list sign-ups, the waiting list in arrival order and each shift's coverage", () => {
    const { event, date } = workshop();
    const l = m.lists.peopleLists(event.id, date.id);
    expect(l.signups.map((r) => r.name)).toEqual(["Aline", '=HYPERLINK("http://evil")', "Gone"]);
    expect(l.waiting.map((r) => r.name)).toEqual(["Wait One", "Wait Two"]);
    expect(l.coverage).toEqual([
      expect.objectContaining({ role: "Registration desk", taken: 1, places: 3, who: ["Vol"] }),
    ]);
  });

  it("export a CSV whose formula-like cells are neutralised", () => {
    const { date } = workshop();
    const csv = m.csv.peopleCsv([date]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(`"'+250788000000"`);
    expect(csv.split("\r\n")[0]).toBe(
      '"date","kind","shift","name","email","phone","people","status","waiting_position","walk_in","checked_in_at"',
    );
    expect(csv).toMatch(/"Wait Two",.*"waiting","2"/);
  });
});

describe("e-mail everyone signed up", () => {
  it("counts, then queues one event-message per confirmed person in their language, audited without addresses", () => {
    const { event, date } = workshop();
    const input = { dateId: date.id, subject: "Bring water", message: "See you at 8.\n\nThe team" };
    expect(m.message.previewEventMessage(editor, event.id, input).count).toBe(3);
    expect(m.message.previewEventMessage(editor, event.id, { ...input, includeWaiting: "on" }).count).toBe(4);
    expect(() => m.message.sendEventMessage(author, event.id, input)).toThrow(/Only staff/);
    const before = m.dbm.db.select().from(m.schema.mailOutbox).all().length;
    expect(m.message.sendEventMessage(editor, event.id, input)).toBe(3);
    const mails = m.dbm.db.select().from(m.schema.mailOutbox).all().slice(before);
    expect(mails.map((r) => r.kind)).toEqual(["event-message", "event-message", "event-message"]);
    expect(mails.map((r) => r.toAddress).sort()).toEqual(
      ["aline@example.org", "evil@example.org", "vol@example.org"].sort(),
    );
    const rw = mails.find((r) => r.toAddress === "aline@example.org")!;
    expect(rw.text).toContain("Muraho Aline");
    expect(rw.text).toContain("Ikiganiro");
    const audit = m.dbm.db
      .select()
      .from(m.schema.auditLog)
      .all()
      .filter((a) => a.action === "event.message_sent")
      .pop()!;
    expect(JSON.stringify(audit)).not.toContain("@");
    expect(audit.details).toMatchObject({ count: 3 });
  });

  it("refuses an empty subject and a date of another event", () => {
    const { event, date } = workshop();
    const other = m.data.addEvent("Other");
    expect(() =>
      m.message.previewEventMessage(editor, event.id, { dateId: date.id, subject: " ", message: "x" }),
    ).toThrow(/Write a subject/);
    expect(() =>
      m.message.previewEventMessage(editor, event.id, { dateId: other.dates[0].id, subject: "s", message: "x" }),
    ).toThrow(/not one of this event/);
  });
});
