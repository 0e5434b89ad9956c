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
  weekday: "EEEE, MMM dd, yyyy",
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
  weekday: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
};

/**
 * Kinyarwanda day first. ICU's `rw` data is sparse and puts the year first ("2027 Mutarama 6"), which nobody here
 * writes: Rwandan official and press usage is day, month, year, e.g. the Presidency's "Kigali, tariki ya 30 Kamena
 * 2013" (https://www.paulkagame.com/ijambo-rya-nyakubahwa-perezida-wa-repubulika-paul-kagame-yavuze-mu-gusoza-youth-connect/),
 * RBA's "ku wa 3 Gicurasi 1994" (https://rba.co.rw/post/Tariki-5-Gicurasi-1994-Umubikira-Sr-Mukangango-yicishije-abatutsi-i-Sovu-muri-Butare)
 * and RadioTV10's "tariki 04 Kanama 2023". So the parts (names of months and days from ICU) are put in that order
 * here: "6 Mutarama 2027", "Ku wa gatatu, 6 Mutarama 2027", "6 Mutarama 2027 10:30"; callers add "ku wa"/"Itariki:".
 */
function kinyarwanda(date: Date, kind: DateKind, timeZone: string): string {
  const parts = formatter(INTL_LOCALES.rw, INTL_FORMATS[kind], timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const clock = `${get("hour")}:${get("minute")}`;
  if (kind === "time") return clock;
  const day = `${get("day")} ${get("month")}`;
  if (kind === "short") return day;
  if (kind === "withTime") return `${day} ${get("year")} ${clock}`;
  if (kind === "long") return `${day} ${get("year")}`;
  // ICU writes the weekday "Kuwa gatatu"; the usual spelling is in two words, capitalised at the start.
  const weekday = get("weekday").replace(/^kuwa\s*/i, "Ku wa ");
  return `${weekday}, ${day} ${get("year")}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
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
  if (lang === "rw") return kinyarwanda(date, kind, timeZone);
  if (lang !== "en") return formatter(INTL_LOCALES[lang], INTL_FORMATS[kind], timeZone).format(date);
  const w = wallClock(date, timeZone);
  const day = `${MONTHS[w.month - 1]} ${pad(w.day)}`;
  const clock = `${pad(w.hour)}:${pad(w.minute)}`;
  if (kind === "short") return day;
  if (kind === "time") return clock;
  if (kind === "weekday")
    return `${WEEKDAYS[new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay()]}, ${day}, ${w.year}`;
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
