import { z } from "zod";

/**
 * The period a report covers (issue 39), one schema for /admin/reports and GET /api/reports/summary: a named
 * period, or `from`/`to` days (UTC, inclusive). Each period is set beside the one just before it, of the same kind
 * (last month beside this month, the quarter before) or, for custom days, of the same length.
 */
export const PERIODS = ["month", "last-month", "quarter", "year", "custom"] as const;
export type PeriodName = (typeof PERIODS)[number];
export type Range = { from: string; to: string };
export type Period = { name: PeriodName; current: Range; previous: Range };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const day = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD).` })
    .trim()
    .refine(isDay, { message: `${label} must be a real date, written YYYY-MM-DD.` });

/** At most this many days in one report: five years and a day (a leap year). */
export const MAX_DAYS = 5 * 366;

export const periodSchema = z
  .object({
    period: z.enum(PERIODS, { error: "Choose this month, last month, the quarter, the year or custom dates." }),
    from: day("The start").optional(),
    to: day("The end").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.period !== "custom") return;
    if (!value.from || !value.to) {
      ctx.addIssue({
        code: "custom",
        path: [value.from ? "to" : "from"],
        message: "Custom dates need a start and an end.",
      });
      return;
    }
    if (value.from > value.to) ctx.addIssue({ code: "custom", path: ["to"], message: "The end is before the start." });
    else if (daysBetween(value.from, value.to) > MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: "A report covers at most five years." });
  });
export type PeriodInput = z.infer<typeof periodSchema>;

const toDay = (date: Date) => date.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
const addDays = (value: string, n: number) => toDay(new Date(Date.parse(`${value}T00:00:00Z`) + n * 86_400_000));
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A month's range, `offset` months from the one `now` is in. */
const monthOf = (now: Date, offset: number): Range => ({
  from: toDay(utc(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)),
  to: toDay(utc(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0)),
});

/** The days a valid input covers, and the period before it to compare with. */
export function resolvePeriod(input: PeriodInput, now = new Date()): Period {
  const y = now.getUTCFullYear();
  switch (input.period) {
    case "month":
      return { name: "month", current: monthOf(now, 0), previous: monthOf(now, -1) };
    case "last-month":
      return { name: "last-month", current: monthOf(now, -1), previous: monthOf(now, -2) };
    case "quarter": {
      const q = Math.floor(now.getUTCMonth() / 3) * 3;
      const range = (start: number) => ({ from: toDay(utc(y, start, 1)), to: toDay(utc(y, start + 3, 0)) });
      return { name: "quarter", current: range(q), previous: range(q - 3) };
    }
    case "year":
      return {
        name: "year",
        current: { from: `${y}-01-01`, to: `${y}-12-31` },
        previous: { from: `${y - 1}-01-01`, to: `${y - 1}-12-31` },
      };
    case "custom": {
      const { from, to } = input as Required<PeriodInput>;
      const length = daysBetween(from, to);
      return {
        name: "custom",
        current: { from, to },
        previous: { from: addDays(from, -length), to: addDays(from, -1) },
      };
    }
  }
}

/** The moments a range covers, for tables that keep times (ms since 1970): [start, end). */
export const rangeMs = ({ from, to }: Range) => ({
  start: Date.parse(`${from}T00:00:00Z`),
  end: Date.parse(`${addDays(to, 1)}T00:00:00Z`),
});
