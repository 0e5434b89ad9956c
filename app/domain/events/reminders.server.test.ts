import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";
import { eventRows } from "../../../tests/unit/event-rows";

// Issue 37 item 6: one reminder per confirmed person, the day before at the settings' time, never twice.
const tmp = withTempDataDir("event-reminders-test");

type Modules = {
  rem: typeof import("./reminders.server");
  dbm: typeof import("~/platform/data/db.server");
  ev: typeof import("./schema");
  mail: typeof import("~/platform/mail/schema");
};
let m: Modules;
let rows: ReturnType<typeof eventRows>;

beforeAll(async () => {
  m = {
    rem: await import("./reminders.server"),
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

const reminders = () =>
  m.dbm.db
    .select()
    .from(m.mail.mailOutbox)
    .all()
    .filter((r) => r.kind === "event-reminder");

describe("reminderMoment", () => {
  it("is the day before the date's day at the reminder time, on the site's clock", () => {
    // 09:00 in Kigali on Saturday 5 December → Friday 4 December 18:00 Kigali = 16:00 UTC.
    const at = m.rem.reminderMoment(new Date("2026-12-05T07:00:00Z"), "18:00", "Africa/Kigali");
    expect(at.toISOString()).toBe("2026-12-04T16:00:00.000Z");
    // 00:30 on 1 January in Kigali is still 31 December in UTC: the day before is 31 December local.
    const early = m.rem.reminderMoment(new Date("2026-12-31T22:30:00Z"), "07:15", "Africa/Kigali");
    expect(early.toISOString()).toBe("2026-12-31T05:15:00.000Z");
  });
});

describe("sendDueReminders", () => {
  it("queues one mail per confirmed attendee and volunteer in their language, once, across a restart", async () => {
    const event = rows.event({ title: "Clean-up day", titleFr: "Journée de nettoyage" });
    const date = rows.date(event.id, new Date("2027-01-09T07:00:00Z"));
    const shift = rows.shift(event.id, { roleFr: "Accueil" });
    rows.signup(date.id, "ana", { lang: "fr" });
    rows.signup(date.id, "bosco", { lang: "rw", people: 3 });
    rows.signup(date.id, "vera", { kind: "volunteer", shiftId: shift.id, lang: "fr" });
    rows.signup(date.id, "wait", { status: "waiting" });
    rows.signup(date.id, "pend", { status: "pending" });
    rows.signup(date.id, "gone", { status: "cancelled" });
    rows.signup(date.id, "nomail", { email: null, emailKey: null });

    const before = Date.parse("2027-01-08T15:59:00Z");
    expect(m.rem.sendDueReminders(before)).toMatchObject({ dates: 0, mails: 0 });
    const due = Date.parse("2027-01-08T16:00:00Z");
    expect(m.rem.sendDueReminders(due)).toMatchObject({ dates: 1, mails: 3 });
    expect(m.rem.sendDueReminders(due + 60_000)).toMatchObject({ dates: 0, mails: 0 });

    // A "restart": the module imported afresh finds the claim in the database.
    vi.resetModules();
    const again = await import("./reminders.server");
    expect(again.sendDueReminders(due + 120_000)).toMatchObject({ dates: 0, mails: 0 });

    const mails = reminders();
    expect(mails.map((r) => r.toAddress).sort()).toEqual(["ana@example.org", "bosco@example.org", "vera@example.org"]);
    const ana = mails.find((r) => r.toAddress === "ana@example.org")!;
    expect(ana.subject).toContain("Journée de nettoyage");
    expect(ana.text).toContain("Youth centre");
    expect(ana.text).toContain("e-mail de confirmation");
    const bosco = mails.find((r) => r.toAddress === "bosco@example.org")!;
    expect(bosco.subject).toBe("Ejo: Clean-up day");
    const vera = mails.find((r) => r.toAddress === "vera@example.org")!;
    expect(vera.text).toContain("Accueil, 08:00–10:00");
    const stored = m.dbm.db
      .select()
      .from(m.ev.eventDates)
      .all()
      .find((d) => d.id === date.id)!;
    expect(stored.reminderSentAt?.getTime()).toBe(due);
  });

  it("skips cancelled dates, drafts and dates already begun", () => {
    const draft = rows.event({ status: "draft" });
    const live = rows.event();
    const start = new Date("2027-02-06T07:00:00Z");
    const a = rows.date(draft.id, start);
    const b = rows.date(live.id, start, { status: "cancelled" });
    rows.signup(a.id, "d1");
    rows.signup(b.id, "d2");
    const count = reminders().length;
    expect(m.rem.sendDueReminders(Date.parse("2027-02-05T20:00:00Z")).mails).toBe(0);
    expect(m.rem.sendDueReminders(Date.parse("2027-02-06T08:00:00Z")).mails).toBe(0);
    expect(reminders()).toHaveLength(count);
  });
});
