import { HttpError } from "~/platform/http/errors.server";
import { events, type Events } from "./event-figures.server";
import { periodSchema, resolvePeriod, type Period, type Range } from "./period-schema";
import { money, youngPeople, type Money, type YoungPeople } from "./people.server";
import { notFound, reach, type NotFound, type Reach } from "./reach.server";

/** Every figure of one range: the shape the page draws and the API sends (GET /api/reports/summary). */
export type Figures = {
  range: Range;
  reach: Reach;
  money: Money;
  youngPeople: YoungPeople;
  events: Events;
  notFound: NotFound[];
};
export type Report = { period: Period; current: Figures; previous: Figures };

export const figuresFor = (range: Range): Figures => ({
  range,
  reach: reach(range),
  money: money(range),
  youngPeople: youngPeople(range),
  events: events(range),
  notFound: notFound(range),
});

/** The query's period, checked by the one schema; a 400 with the first problem's words when it is wrong. */
export function periodFromQuery(params: URLSearchParams, now = new Date()): Period {
  const parsed = periodSchema.safeParse({
    period: params.get("period") ?? (params.has("from") || params.has("to") ? "custom" : "month"),
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
  });
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "That period is not valid.");
  return resolvePeriod(parsed.data, now);
}

export function buildReport(period: Period): Report {
  return { period, current: figuresFor(period.current), previous: figuresFor(period.previous) };
}
