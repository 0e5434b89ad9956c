import { csvCell } from "~/domain/newsletter/subscribers-admin.server";
import type { Figures, Report } from "./report.server";

type Cell = number | null;
type Line = [section: string, figure: string, key: string, now: Cell, before: Cell];

const shown = (n: Cell) => (n === null ? "fewer than 5" : String(n));

const MEDIAN_URGENT = "median hours to first staff action on urgent";
const ATTENDANCE = "attendance rate %";
/** Figures whose null means "nothing to measure" (no answer, no check-in), not a small group: an empty cell. */
const NONE_WHEN_NULL = new Set(["median hours to answer", MEDIAN_URGENT, ATTENDANCE]);

/** Each row of a breakdown with the same key's figure in the previous period (0 when it had none). */
function breakdown<T extends { key: string }>(
  section: string,
  figure: string,
  now: T[],
  before: T[],
  value: (row: T) => Cell,
): Line[] {
  const prior = new Map(before.map((row) => [row.key, value(row)]));
  const keys = [...new Set([...now.map((r) => r.key), ...before.map((r) => r.key)])];
  const current = new Map(now.map((row) => [row.key, value(row)]));
  // A small group's figure is null ("fewer than 5"): only a key missing from a period is 0.
  const of = (map: Map<string, Cell>, key: string) => (map.has(key) ? map.get(key)! : 0);
  return keys.map((key) => [section, figure, key, of(current, key), of(prior, key)]);
}

function lines(c: Figures, p: Figures): Line[] {
  return [
    ["reach", "page views", "", c.reach.views, p.reach.views],
    ["reach", "daily visitors summed", "", c.reach.visitors, p.reach.visitors],
    ...breakdown("reach", "views by channel", c.reach.channels, p.reach.channels, (r) => r.views),
    ...breakdown("reach", "views by language", c.reach.languages, p.reach.languages, (r) => r.views),
    ...breakdown("reach", "views by device", c.reach.devices, p.reach.devices, (r) => r.views),
    ...breakdown("reach", "views of top pages", c.reach.pages, p.reach.pages, (r) => r.views),
    ["reach", "newsletter subscribers, new", "", c.reach.newsletter.subscribed, p.reach.newsletter.subscribed],
    ["reach", "newsletter subscribers, confirmed", "", c.reach.newsletter.confirmed, p.reach.newsletter.confirmed],
    ["reach", "newsletter subscribers, left", "", c.reach.newsletter.left, p.reach.newsletter.left],
    ["reach", "newsletter sendings", "", c.reach.newsletter.sendings, p.reach.newsletter.sendings],
    ["reach", "newsletter e-mails queued", "", c.reach.newsletter.emails, p.reach.newsletter.emails],
    ["money", "confirmed gifts", "", c.money.gifts, p.money.gifts],
    ["money", "amount RWF", "", c.money.amount, p.money.amount],
    ["money", "average gift RWF", "", c.money.average, p.money.average],
    ["money", "donors", "", c.money.donors, p.money.donors],
    ["money", "new donors", "", c.money.newDonors, p.money.newDonors],
    ["money", "returning donors", "", c.money.returningDonors, p.money.returningDonors],
    ...breakdown("money", "gifts by month", c.money.byMonth, p.money.byMonth, (r) => r.shown),
    ...breakdown("money", "amount by month RWF", c.money.byMonth, p.money.byMonth, (r) => r.shown && r.amount),
    ...breakdown("money", "campaign goal RWF", c.money.campaigns, p.money.campaigns, (r) => r.goal),
    ...breakdown("money", "campaign raised RWF", c.money.campaigns, p.money.campaigns, (r) => r.raised),
    ...breakdown("money", "gifts by campaign", c.money.byCampaign, p.money.byCampaign, (r) => r.shown),
    ...breakdown("money", "gifts by method", c.money.byMethod, p.money.byMethod, (r) => r.shown),
    ["young people", "questions asked", "", c.youngPeople.asked, p.youngPeople.asked],
    ["young people", "questions answered", "", c.youngPeople.answered, p.youngPeople.answered],
    ["young people", "urgent questions", "", c.youngPeople.urgent, p.youngPeople.urgent],
    [
      "young people",
      "median hours to answer",
      "",
      c.youngPeople.medianHoursToAnswer,
      p.youngPeople.medianHoursToAnswer,
    ],
    ...breakdown("young people", "questions by topic", c.youngPeople.byTopic, p.youngPeople.byTopic, (r) => r.shown),
    ...breakdown(
      "young people",
      "questions by language",
      c.youngPeople.byLanguage,
      p.youngPeople.byLanguage,
      (r) => r.shown,
    ),
    ...breakdown("young people", "answers by way", c.youngPeople.byWay, p.youngPeople.byWay, (r) => r.shown),
    [
      "young people",
      "urgent questions taken up",
      "",
      c.youngPeople.urgentTakenUp.acted,
      p.youngPeople.urgentTakenUp.acted,
    ],
    [
      "young people",
      "urgent questions not yet taken up",
      "",
      c.youngPeople.urgentTakenUp.waiting,
      p.youngPeople.urgentTakenUp.waiting,
    ],
    [
      "young people",
      MEDIAN_URGENT,
      "",
      c.youngPeople.urgentTakenUp.medianHoursToFirstAction,
      p.youngPeople.urgentTakenUp.medianHoursToFirstAction,
    ],
    ["young people", "library entries read", "", c.youngPeople.libraryReads.views, p.youngPeople.libraryReads.views],
    [
      "young people",
      "library entries read at least once",
      "",
      c.youngPeople.libraryReads.entries,
      p.youngPeople.libraryReads.entries,
    ],
    ...(
      [
        ["events held", c.events.held, p.events.held],
        ["people signed up", c.events.signedUp, p.events.signedUp],
        ["people who came", c.events.came, p.events.came],
        [ATTENDANCE, c.events.attendanceRate, p.events.attendanceRate],
        ["dates with attendance recorded", c.events.datesWithAttendance, p.events.datesWithAttendance],
        ["volunteers", c.events.volunteers, p.events.volunteers],
        ["volunteer hours", c.events.volunteerHours, p.events.volunteerHours],
      ] as const
    ).map(([figure, now, before]): Line => ["events", figure, "", now, before]),
    ...c.notFound.map((r): Line => ["searches", `found nothing (${r.area})`, r.term, r.empty, null]),
  ];
}

/**
 * Every figure of the report as CSV (issue 39), spreadsheet-safe (csvCell): section, figure, what, this period,
 * the previous period. A small group says "fewer than 5", as on the page; the median's missing value is empty.
 */
export function reportCsv(report: Report): string {
  const { current, previous } = report.period;
  const head = ["section", "figure", "what", `${current.from} to ${current.to}`, `${previous.from} to ${previous.to}`];
  const cell = (figure: string, n: Cell) => (n === null && NONE_WHEN_NULL.has(figure) ? "" : shown(n));
  const rows = lines(report.current, report.previous).map(([s, f, k, now, before]) =>
    [s, f, k, cell(f, now), before === null && s === "searches" ? "" : cell(f, before)].map(csvCell).join(","),
  );
  return `${[head.map(csvCell).join(","), ...rows].join("\r\n")}\r\n`;
}
