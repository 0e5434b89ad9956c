import { t } from "~/i18n/catalogue";
import { INTL_LOCALES, type Lang } from "~/i18n/languages";

/**
 * The one date formatter (SPEC §9): "MMM dd, yyyy", "MMM dd", and messages add "HH:mm".
 *
 * Every date and time people see is read on the site's clock (the `time` setting, Kigali by default), never the
 * server's or the browser's: the zone is a required argument, so no call can fall back to the machine's zone.
 * Server code passes `siteTimeZone()` (domain/settings), components `useSiteTimeZone()` (ui/root-data).
 * Nothing here reads the process's local time (no date-fns `format`, no `getHours`); dates.guard.test.ts checks
 * that no other module formats dates on its own.
 */
export const DATE_FORMATS = {
  long: "MMM dd, yyyy",
  short: "MMM dd",
  withTime: "MMM dd, yyyy HH:mm",
  time: "HH:mm",
} as const;
export type DateKind = keyof typeof DATE_FORMATS;

/** The site's time zone until staff choose another (settings → Time zone). */
export const DEFAULT_TIME_ZONE = "Africa/Kigali";

/** The same shapes through Intl for Kinyarwanda and French (date-fns has no Kinyarwanda locale). */
const INTL_FORMATS: Record<DateKind, Intl.DateTimeFormatOptions> = {
  long: { day: "numeric", month: "long", year: "numeric" },
  short: { day: "numeric", month: "short" },
  withTime: { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export const pad = (n: number) => String(n).padStart(2, "0");

// Building an Intl.DateTimeFormat costs far more than using one: one per locale, shape and zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return f;
}

const NUMERIC: Intl.DateTimeFormatOptions = {
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
};

/** The wall-clock reading in a time zone at an instant. */
export function wallClock(date: Date, timeZone: string) {
  const parts = formatter("en-US", NUMERIC, timeZone).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

const toDate = (value: Date | string | number | null | undefined) => {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** English keeps the spec's formats word for word; the other languages read as their speakers write dates. */
export function formatDate(
  value: Date | string | number | null | undefined,
  kind: DateKind,
  lang: Lang,
  timeZone: string,
) {
  const date = toDate(value);
  if (!date) return t(lang).common.invalidDate;
  if (lang !== "en") return formatter(INTL_LOCALES[lang], INTL_FORMATS[kind], timeZone).format(date);
  const w = wallClock(date, timeZone);
  const day = `${MONTHS[w.month - 1]} ${pad(w.day)}`;
  const clock = `${pad(w.hour)}:${pad(w.minute)}`;
  if (kind === "short") return day;
  if (kind === "time") return clock;
  return kind === "withTime" ? `${day}, ${w.year} ${clock}` : `${day}, ${w.year}`;
}

/**
 * A calendar day written as "2026-11-23" (a page's "last updated"): a date, not an instant, so it is read on the
 * UTC clock it was written in and no time zone can move it to the day before.
 */
export function formatCalendarDay(day: string, kind: "long" | "short", lang: Lang) {
  return formatDate(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day, kind, lang, "UTC");
}

export function isoDate(value: Date | string | number | null | undefined) {
  return toDate(value)?.toISOString();
}

/** "2026-11-24": the calendar day in the zone (file names, exports). */
export function dayStamp(value: Date, timeZone: string) {
  const w = wallClock(value, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

let zones: Set<string> | undefined;
/** The zones Intl knows (the IANA names, canonical), plus UTC, which Intl accepts but does not list. */
export function timeZones(): string[] {
  zones ??= new Set(["UTC", ...Intl.supportedValuesOf("timeZone")]);
  return [...zones];
}
export const isTimeZone = (value: unknown): value is string =>
  typeof value === "string" && (timeZones(), zones!.has(value));

/** "Kigali time" for Africa/Kigali, "San Juan time" for America/Argentina/San_Juan, "UTC" for UTC. */
export function timeZoneName(timeZone: string) {
  if (timeZone === "UTC") return "UTC";
  return `${timeZone.split("/").pop()!.replace(/_/g, " ")} time`;
}

/** "Kigali time (UTC+2)": the zone's name and its offset from UTC at an instant (today's, for zones that change it). */
export function timeZoneLabel(timeZone: string, at: Date = new Date()) {
  if (timeZone === "UTC") return "UTC";
  const offset =
    formatter("en-US", { timeZoneName: "shortOffset" }, timeZone)
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value ?? "";
  const utc = offset.replace(/^GMT/, "UTC");
  return `${timeZoneName(timeZone)} (${utc === "UTC" ? "UTC+0" : utc})`;
}
