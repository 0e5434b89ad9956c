import { SITE_TIME_ZONE } from "./post-status";

/**
 * Scheduled times are asked and shown in the site's time zone (Kigali), whatever the zone of the server or the
 * phone. The zone's offset comes from Intl (the ICU time-zone data Node and browsers carry), so nothing here is a
 * hand-written zone table: if Rwanda ever changed its clock, updating Node would be enough.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

let formatter: Intl.DateTimeFormat | undefined;
/** The wall-clock time in Kigali at an instant. */
function wallClock(date: Date) {
  formatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: SITE_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const get = (type: string) => Number(formatter!.formatToParts(date).find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** How far Kigali's clock is ahead of UTC at an instant (+2 h today). */
function offsetMs(at: number) {
  const w = wallClock(new Date(at));
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Whether the numbers name a real calendar date and time (no 30 February, no 24:00). */
function isRealDateTime(y: number, mo: number, d: number, h: number, mi: number, s: number) {
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/**
 * A publish time as staff or API clients send it: ISO 8601 with a zone ("2026-11-24T06:00:00Z",
 * "2026-11-24T08:00+02:00"), or a datetime-local value without one ("2026-11-24T08:00"), which is Kigali time.
 * Returns null for anything else.
 */
export function parseSiteTime(value: string): Date | null {
  const text = value.trim();
  const local = LOCAL.exec(text);
  if (local) {
    const [y, mo, d, h, mi, s] = local.slice(1).map((n) => Number(n ?? 0)) as [number, number, number, number, number, number];
    if (!isRealDateTime(y, mo, d, h, mi, s)) return null;
    const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
    // Kigali has one offset all year; the second pass makes this right for zones that change theirs too.
    let at = asUtc - offsetMs(asUtc);
    at = asUtc - offsetMs(at);
    return new Date(at);
  }
  const zoned = WITH_OFFSET.exec(text);
  if (zoned) {
    const [y, mo, d, h, mi, s] = zoned.slice(1).map((n) => Number(n ?? 0)) as [number, number, number, number, number, number];
    if (!isRealDateTime(y, mo, d, h, mi, s)) return null;
    const normalised = text.replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
    const at = Date.parse(normalised);
    return Number.isNaN(at) ? null : new Date(at);
  }
  return null;
}

/** The value of a datetime-local input showing this instant in Kigali time ("2026-11-24T08:00"). */
export function toSiteInputValue(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return "";
  const w = wallClock(date);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** "24 Nov 2026, 08:00 Kigali time": how a scheduled time reads to staff (formatted on the server). */
export function formatSiteTime(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return "";
  const w = wallClock(date);
  return `${w.day} ${MONTHS[w.month - 1]} ${w.year}, ${pad(w.hour)}:${pad(w.minute)} Kigali time`;
}
