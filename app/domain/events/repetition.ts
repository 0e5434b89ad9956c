import { pad } from "~/utils/dates";
import { parseSiteTime } from "~/utils/site-time";
import type { EventRepeat } from "./schema";

/**
 * The dates of a repeating event (issue 37): the first date's wall-clock start and end in the site's zone, again
 * every week or every month on the same day until `until` (YYYY-MM-DD, inclusive). The repetition steps on the
 * wall clock, not in milliseconds, so 09:00 stays 09:00 in any zone that changes its clock (Kigali does not). A
 * monthly date on the 31st skips the months that have no 31st rather than sliding to the 1st. At most `max` dates.
 */
export type Occurrence = { startsAt: Date; endsAt: Date };

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

function parts(local: string) {
  const m = LOCAL.exec(local);
  if (!m) throw new Error(`not a local time: ${local}`);
  return m.slice(1).map(Number) as [number, number, number, number, number];
}

/** y-m-d shifted by days or months, as a calendar day; null when the day does not exist in that month. */
function shifted(y: number, m: number, d: number, step: "weekly" | "monthly", n: number): string | null {
  if (step === "weekly") {
    const day = new Date(Date.UTC(y, m - 1, d + 7 * n));
    return day.toISOString().slice(0, 10);
  }
  const day = new Date(Date.UTC(y, m - 1 + n, d));
  if (day.getUTCDate() !== d) return null;
  return day.toISOString().slice(0, 10);
}

export function occurrences(
  startsAt: string,
  endsAt: string,
  repeat: EventRepeat,
  until: string | null,
  timeZone: string,
  max = 104,
): Occurrence[] {
  const first = { startsAt: parseSiteTime(startsAt, timeZone)!, endsAt: parseSiteTime(endsAt, timeZone)! };
  if (repeat === "none" || !until) return [first];
  const [y, m, d, h, mi] = parts(startsAt);
  const [ey, em, ed, eh, emi] = parts(endsAt);
  // The end keeps its distance in calendar days from the start (an overnight camp ends the next day each time).
  const spanDays = Math.round((Date.UTC(ey, em - 1, ed) - Date.UTC(y, m - 1, d)) / 86_400_000);
  const out: Occurrence[] = [];
  for (let n = 0; out.length < max && n < max * 2; n++) {
    const day = shifted(y, m, d, repeat, n);
    if (day === null) continue;
    if (day > until) break;
    const endDay = new Date(Date.parse(`${day}T00:00:00Z`) + spanDays * 86_400_000).toISOString().slice(0, 10);
    out.push({
      startsAt: parseSiteTime(`${day}T${pad(h)}:${pad(mi)}`, timeZone)!,
      endsAt: parseSiteTime(`${endDay}T${pad(eh)}:${pad(emi)}`, timeZone)!,
    });
  }
  return out;
}
