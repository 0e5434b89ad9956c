/** Calendar arithmetic on YYYY-MM-DD days (the site's time zone already applied): no clock, so no zone can shift it. */
const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / 86_400_000);

/**
 * Days a campaign has left on `today`: it runs to the end of its end day, so on that day 0 ("last day"), the day
 * before 1; null without an end date or once it is past.
 */
export function daysLeft(endsOn: string | null, today: string): number | null {
  if (!endsOn) return null;
  const left = daysBetween(today, endsOn);
  return left < 0 ? null : left;
}
