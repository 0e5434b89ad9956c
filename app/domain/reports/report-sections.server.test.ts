import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

// Issue 39's later sections (newsletter, money over time and per donor, campaigns' progress, urgent questions,
// library reads, events) against data the test writes, on a real SQLite file, small groups hidden.
const tmp = withTempDataDir("report-sections-test");

let m: {
  report: typeof import("./report.server");
  csv: typeof import("./report-csv.server");
  dbm: typeof import("~/platform/data/db.server");
  s: typeof import("~/server/schema");
  audit: typeof import("~/domain/audit/audit.server");
};
beforeAll(async () => {
  m = {
    report: await import("./report.server"),
    csv: await import("./report-csv.server"),
    dbm: await import("~/platform/data/db.server"),
    s: await import("~/server/schema"),
    audit: await import("~/domain/audit/audit.server"),
  };
});
afterAll(() => tmp.cleanup());

const NOW = new Date("2026-11-28T10:00:00Z");
const november = () => m.report.buildReport(m.report.periodFromQuery(new URLSearchParams("period=month"), NOW));
const at = (iso: string) => new Date(iso);

describe("reach: the newsletter", () => {
  it("counts subscribers new, confirmed and left, and the sendings with their e-mails", () => {
    const { db } = m.dbm;
    const { subscribers, newsletterSendings } = m.s;
    const sub = (n: number, values: Partial<typeof subscribers.$inferInsert>) =>
      db
        .insert(subscribers)
        .values({ email: `s${n}@example.org`, unsubscribeToken: `tok-${n}`, ...values })
        .run();
    sub(1, { createdAt: at("2026-11-02T08:00:00Z"), status: "active", confirmedAt: at("2026-11-02T09:00:00Z") });
    sub(2, { createdAt: at("2026-11-03T08:00:00Z"), status: "pending" });
    sub(3, {
      createdAt: at("2026-10-03T08:00:00Z"),
      status: "unsubscribed",
      confirmedAt: at("2026-10-03T09:00:00Z"),
      unsubscribedAt: at("2026-11-20T09:00:00Z"),
    });
    db.insert(newsletterSendings)
      .values([
        { postTitle: "A", lang: "en", status: "done", queued: 40, startedAt: at("2026-11-10T08:00:00Z") },
        { postTitle: "B", lang: "fr", status: "waiting" },
        { postTitle: "C", lang: "rw", status: "done", queued: 7, startedAt: at("2026-10-10T08:00:00Z") },
      ])
      .run();
    const report = november();
    expect(report.current.reach.newsletter).toEqual({ subscribed: 2, confirmed: 1, left: 1, sendings: 1, emails: 40 });
    expect(report.previous.reach.newsletter).toEqual({ subscribed: 1, confirmed: 1, left: 0, sendings: 1, emails: 7 });
  });
});

describe("money over time and per donor", () => {
  it("splits gifts by month, new and returning donors, and campaigns' progress, hiding small groups", () => {
    const { db } = m.dbm;
    const { campaigns, donations } = m.s;
    const bus = db
      .insert(campaigns)
      .values({ title: "Clinic bus", goal: 200_000, startsOn: "2026-09-01", status: "active" })
      .returning()
      .get();
    const pads = db
      .insert(campaigns)
      .values({ title: "Pads drive", goal: 50_000, startsOn: "2026-11-01", status: "active" })
      .returning()
      .get();
    db.insert(campaigns).values({ title: "Draft idea", goal: 10_000, startsOn: "2026-11-01" }).run();
    const gift = (campaignId: string | null, amount: number, when: string, donor: { email?: string; phone?: string }) =>
      db
        .insert(donations)
        .values({
          campaignId,
          amount,
          method: "momo",
          source: "momo",
          status: "confirmed",
          confirmedAt: at(when),
          donorEmail: donor.email ?? null,
          phone: donor.phone ?? null,
        })
        .run();
    // Before November: one by e-mail and one by phone, who both give again in November (returning).
    gift(bus.id, 10_000, "2026-09-15T09:00:00Z", { email: "Old@Example.org" });
    gift(bus.id, 10_000, "2026-10-15T09:00:00Z", { phone: "250788000001" });
    gift(bus.id, 5_000, "2026-11-04T09:00:00Z", { email: "old@example.org" });
    gift(bus.id, 5_000, "2026-11-05T09:00:00Z", { phone: "250788000001" });
    // Six new donors in November; one gift to the small campaign.
    for (let i = 0; i < 5; i++) gift(bus.id, 20_000, "2026-11-06T09:00:00Z", { email: `new${i}@example.org` });
    gift(pads.id, 3_000, "2026-11-07T09:00:00Z", { phone: "250788000002" });
    const money = november().current.money;
    expect(money.byMonth).toEqual([{ key: "2026-11", count: 8, amount: 113_000, shown: 8 }]);
    expect(money.newDonors).toBe(6);
    expect(money.returningDonors).toBeNull(); // two: fewer than 5
    expect(money.campaigns).toEqual([
      { key: "Clinic bus", goal: 200_000, raised: 130_000, gifts: 9, shown: 9, percent: 65 },
      { key: "Pads drive", goal: 50_000, raised: null, gifts: 1, shown: null, percent: null },
    ]);
    const before = m.report.buildReport(m.report.periodFromQuery(new URLSearchParams("period=quarter"), NOW)).previous;
    // July to September: one gift, one month, a group of one.
    expect(before.money.byMonth).toEqual([{ key: "2026-09", count: 1, amount: 10_000, shown: null }]);
    expect(before.money.campaigns).toEqual([
      { key: "Clinic bus", goal: 200_000, raised: null, gifts: 1, shown: null, percent: null },
    ]);
  });
});

describe("young people: urgent questions and the library", () => {
  it("takes the first staff action as the time an urgent question was taken up, and sums library reads", () => {
    const { db, sqlite } = m.dbm;
    const { questions, users } = m.s;
    const staff = db
      .insert(users)
      .values({ email: "ed@example.org", name: "Ed", role: "editor", passwordHash: "x" } as typeof users.$inferInsert)
      .returning()
      .get();
    const ask = (created: string) =>
      db
        .insert(questions)
        .values({ topic: "mental-health", lang: "rw", answerWay: "library", urgent: true, createdAt: at(created) })
        .returning()
        .get();
    const q1 = ask("2026-11-02T08:00:00Z");
    const q2 = ask("2026-11-02T08:00:00Z");
    ask("2026-11-03T08:00:00Z"); // nobody has acted on it yet
    const act = (id: string, when: string, action: string) =>
      m.audit.recordAudit(db, { actor: staff, action, targetType: "question", targetId: id, summary: "" });
    act(q1.id, "", "question.save");
    act(q2.id, "", "question.publish");
    sqlite
      .prepare("update audit_log set created_at = ? where target_id = ?")
      .run(at("2026-11-02T09:00:00Z").getTime(), q1.id);
    sqlite
      .prepare("update audit_log set created_at = ? where target_id = ?")
      .run(at("2026-11-02T11:00:00Z").getTime(), q2.id);
    const add = sqlite.prepare(
      "insert into visit_counts (day, path, kind, value, views, visitors) values (?, ?, 'all', '', ?, ?)",
    );
    add.run("2026-11-10", "/questions/abc", 6, 4);
    add.run("2026-11-11", "/rw/questions/def", 3, 2);
    add.run("2026-11-11", "/questions", 50, 20); // the library's list is not an entry
    add.run("2026-10-11", "/fr/questions/ghi", 2, 1);
    const report = november();
    expect(report.current.youngPeople.urgentTakenUp).toEqual({ acted: 2, waiting: 1, medianHoursToFirstAction: 2 });
    expect(report.current.youngPeople.libraryReads).toEqual({ views: 9, entries: 2 });
    expect(report.previous.youngPeople.libraryReads).toEqual({ views: 2, entries: 1 });
  });
});

describe("events", () => {
  it("counts dates held, sign-ups, attendance where it was recorded, volunteers and their hours", () => {
    const { db } = m.dbm;
    const { events, eventDates, eventShifts, eventSignups } = m.s;
    const ev = db.insert(events).values({ title: "Youth talk", status: "published" }).returning().get();
    const draft = db.insert(events).values({ title: "Not yet", status: "draft" }).returning().get();
    const date = (eventId: string, starts: string, values: Partial<typeof eventDates.$inferInsert> = {}) =>
      db
        .insert(eventDates)
        .values({ eventId, startsAt: at(starts), endsAt: at(starts), ...values })
        .returning()
        .get();
    const held = date(ev.id, "2026-11-07T08:00:00Z");
    const noCheckIn = date(ev.id, "2026-11-14T08:00:00Z");
    date(ev.id, "2026-11-21T08:00:00Z", { status: "cancelled" });
    date(ev.id, "2026-11-29T08:00:00Z"); // after "now": not held yet
    date(draft.id, "2026-11-08T08:00:00Z");
    date(ev.id, "2026-10-03T08:00:00Z", {
      detailsErasedAt: at("2026-11-01T00:00:00Z"),
      keptSignedUp: 12,
      keptCame: 9,
      keptVolunteers: 2,
    });
    const shift = db
      .insert(eventShifts)
      .values({ eventId: ev.id, role: "Desk", startTime: "08:00", endTime: "10:30", places: 3 })
      .returning()
      .get();
    let arrival = 0;
    const signUp = (dateId: string, values: Partial<typeof eventSignups.$inferInsert>) =>
      db
        .insert(eventSignups)
        .values({
          dateId,
          name: "X",
          arrival: ++arrival,
          manageTokenHash: `h${arrival}`,
          status: "confirmed",
          ...values,
        })
        .run();
    signUp(held.id, { people: 3, checkedInAt: at("2026-11-07T08:05:00Z") });
    signUp(held.id, { people: 1 });
    signUp(held.id, { people: 2, status: "cancelled" });
    signUp(noCheckIn.id, { people: 4 });
    signUp(held.id, { kind: "volunteer", shiftId: shift.id });
    signUp(noCheckIn.id, { kind: "volunteer", shiftId: shift.id });
    const report = november();
    expect(report.current.events).toEqual({
      held: 2,
      signedUp: 8,
      came: 3,
      attendanceRate: 75,
      datesWithAttendance: 1,
      volunteers: 2,
      volunteerHours: 5,
    });
    expect(report.previous.events).toMatchObject({
      held: 1,
      signedUp: 12,
      came: 9,
      attendanceRate: 75,
      volunteers: 2,
      volunteerHours: 0,
    });
  });
});

describe("the CSV of the new figures", () => {
  it("has a line for each, small groups as 'fewer than 5', and no contact of anyone", () => {
    const csv = m.csv.reportCsv(november());
    expect(csv).toContain('"reach","newsletter subscribers, new","","2","1"');
    expect(csv).toContain('"money","returning donors","","fewer than 5","0"');
    expect(csv).toContain('"money","gifts by month","2026-11","8","0"');
    expect(csv).toContain('"money","campaign raised RWF","Pads drive","fewer than 5","0"');
    expect(csv).toContain('"young people","library entries read","","9","2"');
    expect(csv).toContain('"events","attendance rate %","","75","75"');
    expect(csv).not.toMatch(/example\.org|250788/);
  });
});
