import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusOf, withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("reports-test");

let m: {
  report: typeof import("./report.server");
  period: typeof import("./period-schema");
  small: typeof import("./small-groups");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
beforeAll(async () => {
  m = {
    report: await import("./report.server"),
    period: await import("./period-schema"),
    small: await import("./small-groups"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
});
afterAll(() => tmp.cleanup());

const NOW = new Date("2026-11-28T10:00:00Z");
const q = (query: string) => m.report.periodFromQuery(new URLSearchParams(query), NOW);

describe("periods", () => {
  it("resolves each named period and the one before it", () => {
    expect(q("period=month")).toMatchObject({
      current: { from: "2026-11-01", to: "2026-11-30" },
      previous: { from: "2026-10-01", to: "2026-10-31" },
    });
    expect(q("period=last-month").current).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(q("period=quarter")).toMatchObject({
      current: { from: "2026-10-01", to: "2026-12-31" },
      previous: { from: "2026-07-01", to: "2026-09-30" },
    });
    expect(q("period=year").previous).toEqual({ from: "2025-01-01", to: "2025-12-31" });
    expect(q("from=2026-03-01&to=2026-03-10")).toMatchObject({
      name: "custom",
      previous: { from: "2026-02-19", to: "2026-02-28" },
    });
    expect(m.period.resolvePeriod({ period: "month" }, new Date("2026-01-15T00:00:00Z")).previous).toEqual({
      from: "2025-12-01",
      to: "2025-12-31",
    });
  });

  it("refuses wrong periods with a 400 and words, never a 500", () => {
    for (const bad of [
      "period=week",
      "from=2026-02-30&to=2026-03-01",
      "from=2026-03-10&to=2026-03-01",
      "period=custom&from=2026-01-01",
      "from=2000-01-01&to=2026-01-01",
      "from=x&to=y",
    ])
      expect(
        statusOf(() => q(bad)),
        bad,
      ).toBe(400);
    expect(() => q("from=2026-03-10&to=2026-03-01")).toThrow("The end is before the start.");
  });
});

describe("small groups", () => {
  it("hides 1 to 4, never 0 or 5 and more", () => {
    expect([0, 1, 4, 5, 12].map(m.small.shownCount)).toEqual([0, null, null, 5, 12]);
  });
});

describe("the sections against data the test writes", () => {
  it("counts money by campaign and method, hiding campaigns with fewer than 5 gifts", () => {
    const { db, sqlite } = m.dbm;
    const s = m.schema;
    const big = db
      .insert(s.campaigns)
      .values({ title: "Clinic bus", goal: 1_000_000, startsOn: "2026-10-01" })
      .returning()
      .get();
    const small = db
      .insert(s.campaigns)
      .values({ title: "Pads drive", goal: 100_000, startsOn: "2026-10-01" })
      .returning()
      .get();
    const gift = (campaignId: string, amount: number, at: string, status = "confirmed", email = "a@example.org") =>
      db
        .insert(s.donations)
        .values({
          campaignId,
          amount,
          method: "momo",
          source: "momo",
          status: status as "confirmed",
          confirmedAt: new Date(at),
          donorEmail: email,
        })
        .run();
    for (let i = 0; i < 5; i++) gift(big.id, 10_000, "2026-11-05T09:00:00Z", "confirmed", `d${i}@example.org`);
    gift(small.id, 2_000, "2026-11-06T09:00:00Z");
    gift(small.id, 3_000, "2026-11-07T09:00:00Z", "pending");
    gift(big.id, 7_000, "2026-10-20T09:00:00Z");
    const report = m.report.buildReport(q("period=month"));
    expect(report.current.money).toMatchObject({ gifts: 6, amount: 52_000, donors: 6, average: 8667 });
    expect(report.current.money.byCampaign).toEqual([
      { key: "Clinic bus", count: 5, amount: 50_000, shown: 5 },
      { key: "Pads drive", count: 1, amount: 2_000, shown: null },
    ]);
    expect(report.previous.money).toMatchObject({ gifts: 1, amount: 7_000 });
    expect(sqlite).toBeDefined();
  });

  it("counts questions by topic and language, answered and their median wait, with small groups hidden", () => {
    const { db } = m.dbm;
    const ask = (topic: string, lang: string, created: string, answered: string | null) =>
      db
        .insert(m.schema.questions)
        .values({
          topic: topic as "mental-health",
          lang: lang as "rw",
          answerWay: "library",
          status: answered ? "published" : "new",
          createdAt: new Date(created),
          answeredAt: answered ? new Date(answered) : null,
        })
        .run();
    for (let i = 0; i < 6; i++) ask("mental-health", "rw", "2026-11-02T08:00:00Z", `2026-11-02T${10 + i}:00:00Z`);
    ask("sexual-health", "fr", "2026-11-03T08:00:00Z", null);
    const people = m.report.buildReport(q("period=month")).current.youngPeople;
    expect(people).toMatchObject({ asked: 7, answered: 6, urgent: 0, medianHoursToAnswer: 4.5 });
    expect(people.byTopic).toEqual([
      { key: "mental-health", count: 6, shown: 6 },
      { key: "sexual-health", count: 1, shown: null },
    ]);
    expect(people.byLanguage.find((row) => row.key === "fr")?.shown).toBeNull();
  });

  it("sums reach from the visit counts and lists the searches that found nothing", () => {
    const { sqlite } = m.dbm;
    const add = sqlite.prepare(
      "insert into visit_counts (day, path, kind, value, views, visitors) values (?, ?, ?, ?, ?, ?)",
    );
    add.run("2026-11-10", "*", "all", "", 30, 10);
    add.run("2026-11-11", "*", "all", "", 20, 8);
    add.run("2026-11-10", "*", "channel", "whatsapp", 25, 8);
    add.run("2026-11-10", "*", "channel", "internal", 5, 2);
    add.run("2026-11-10", "/blog", "all", "", 12, 4);
    add.run("2026-10-10", "*", "all", "", 9, 3);
    sqlite
      .prepare(
        "insert into search_terms (day, area, term, searches, empty_searches, results) values (?, ?, ?, ?, ?, ?)",
      )
      .run("2026-11-12", "questions", "period pain", 4, 4, 0);
    const report = m.report.buildReport(q("period=month"));
    expect(report.current.reach).toMatchObject({ views: 50, visitors: 18 });
    expect(report.current.reach.channels).toEqual([{ key: "whatsapp", views: 25, visitors: 8 }]);
    expect(report.current.reach.pages).toEqual([{ key: "/blog", views: 12, visitors: 4 }]);
    expect(report.previous.reach).toMatchObject({ views: 9, visitors: 3 });
    expect(report.current.notFound).toEqual([{ term: "period pain", area: "questions", searches: 4, empty: 4 }]);
  });

  it("writes every figure as CSV, small groups as 'fewer than 5', and no contact of anyone", async () => {
    const { reportCsv } = await import("./report-csv.server");
    const csv = reportCsv(m.report.buildReport(q("period=month")));
    expect(csv.split("\r\n")[0]).toBe(
      '"section","figure","what","2026-11-01 to 2026-11-30","2025-10-01 to 2026-10-31"'.replace(
        "2025-10-01",
        "2026-10-01",
      ),
    );
    expect(csv).toContain('"money","gifts by campaign","Pads drive","fewer than 5","0"');
    expect(csv).toContain('"money","gifts by campaign","Clinic bus","5","fewer than 5"');
    expect(csv).toContain('"reach","views by channel","whatsapp","25","0"');
    expect(csv).toContain('"searches","found nothing (questions)","period pain","4",""');
    expect(csv).not.toMatch(/example\.org/);
  });
});
