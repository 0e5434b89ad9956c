import { formatDate, pad, timeZoneName, wallClock } from "./dates";

/**
 * Scheduled times are asked and shown in the site's time zone (the `time` setting, Kigali by default), whatever the
 * zone of the server or the phone. The zone's offset comes from Intl (the ICU time-zone data Node and browsers
 * carry), so nothing here is a hand-written zone table: if a clock ever changed, updating Node would be enough.
 */

/** How far the zone's clock is ahead of UTC at an instant (+2 h in Kigali). */
function offsetMs(at: number, timeZone: string) {
  const w = wallClock(new Date(at), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Whether the numbers name a real calendar date and time (no 30 February, no 24:00). */
function isRealDateTime(y: number, mo: number, d: number, h: number, mi: number, s: number) {
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    probe.getUTCFullYear() === y &&
    probe.getUTCMonth() === mo - 1 &&
    probe.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60
  );
}

/** A datetime-local value ("2026-11-24T08:00"): a wall-clock time with no zone, read in the site's. */
export const isLocalDateTime = (value: string) => {
  const local = LOCAL.exec(value.trim());
  if (!local) return false;
  const [y, mo, d, h, mi, s] = local.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return isRealDateTime(y, mo, d, h, mi, s);
};

/**
 * A publish time as staff or API clients send it: ISO 8601 with a zone ("2026-11-24T06:00:00Z",
 * "2026-11-24T08:00+02:00"), or a datetime-local value without one ("2026-11-24T08:00"), which is the site's
 * time zone. Returns null for anything else.
 */
export function parseSiteTime(value: string, timeZone: string): Date | null {
  const text = value.trim();
  const local = LOCAL.exec(text);
  if (local) {
    const [y, mo, d, h, mi, s] = local.slice(1).map((n) => Number(n ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    if (!isRealDateTime(y, mo, d, h, mi, s)) return null;
    const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
    // Kigali has one offset all year; the second pass makes this right for zones that change theirs too.
    let at = asUtc - offsetMs(asUtc, timeZone);
    at = asUtc - offsetMs(at, timeZone);
    return new Date(at);
  }
  return parseZonedTime(text);
}

/** ISO 8601 with a zone ("2026-11-24T06:00:00Z", "2026-11-24T08:00+02:00", "…-0300"): no site zone needed. */
export function parseZonedTime(value: string): Date | null {
  const text = value.trim();
  const zoned = WITH_OFFSET.exec(text);
  if (!zoned) return null;
  const [y, mo, d, h, mi, s] = zoned.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isRealDateTime(y, mo, d, h, mi, s)) return null;
  const at = Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(at) ? null : new Date(at);
}

/** The value of a datetime-local input showing this instant on the site's clock ("2026-11-24T08:00"). */
export function toSiteInputValue(date: Date | null | undefined, timeZone: string): string {
  if (!date || Number.isNaN(date.getTime())) return "";
  const w = wallClock(date, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** "Nov 24, 2026 08:00 Kigali time": a scheduled time as staff read it, the zone named with it. */
export function formatSiteTime(date: Date | null | undefined, timeZone: string): string {
  if (!date || Number.isNaN(date.getTime())) return "";
  return `${formatDate(date, "withTime", "en", timeZone)} ${timeZoneName(timeZone)}`;
}

/** The first instant of the current month on the site's clock ("new this month" counts the site's month). */
export function startOfSiteMonth(now: Date, timeZone: string): Date {
  const w = wallClock(now, timeZone);
  return parseSiteTime(`${w.year}-${pad(w.month)}-01T00:00`, timeZone)!;
}
