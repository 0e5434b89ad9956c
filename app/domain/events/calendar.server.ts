import { and, asc, eq, gte, inArray } from "drizzle-orm";
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalTemporalZonedDateTimeStub } from "ical-generator";
import { db } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { organisationName, sender } from "~/platform/mail/layout.server";
import { htmlToPlainText } from "~/domain/blog/plain-text.server";
import { wallClock } from "~/utils/dates";
import type { Lang } from "~/i18n/languages";
import { eventDates, events } from "./schema";

/**
 * Calendars that stay right (issue 37 item 7), RFC 5545 through ical-generator:
 * - one VEVENT per event date, its UID `<dateId>@<host of APP_URL>` never changes, so a moved date replaces itself
 *   in a subscriber's calendar instead of appearing twice; SEQUENCE is the date's `sequence` (raised by whoever
 *   changes the date, in the same transaction);
 * - DTSTART/DTEND are Kigali wall-clock times with TZID=Africa/Kigali and its VTIMEZONE (a fixed +02:00, no daylight
 *   saving since 1970), DTSTAMP in UTC;
 * - a cancelled date, and every date of a cancelled event, stays in the feed as STATUS:CANCELLED so calendars drop it.
 * The zone is Kigali whatever the site's display zone is: the organisation's events happen in Rwanda.
 */
export const CALENDAR_TIME_ZONE = "Africa/Kigali";

/** Africa/Kigali has been CAT (UTC+2) with no daylight saving since 1935: one STANDARD part is the whole zone. */
export const KIGALI_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Africa/Kigali",
  "X-LIC-LOCATION:Africa/Kigali",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0200",
  "TZNAME:CAT",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/** How far back the feeds reach: recent past dates stay so a subscriber sees what they went to. */
export const FEED_PAST_DAYS = 90;
const FEED_MAX_DATES = 1000;

type EventRow = typeof events.$inferSelect;
type DateRow = typeof eventDates.$inferSelect;
export type CalendarMethod = "PUBLISH" | "REQUEST" | "CANCEL";

const host = () => new URL(env.APP_URL).host;
export const calendarUid = (dateId: string) => `${dateId}@${host()}`;

const langPrefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);
/** The event's public page in `lang` (absolute: calendars and mails leave the site). */
export const eventPageUrl = (eventId: string, lang: Lang) =>
  `${env.APP_URL}${langPrefix(lang)}/events/${encodeURIComponent(eventId)}`;
/** The per-event calendar file; `dateId` narrows it to one date. */
export const eventIcsUrl = (eventId: string, lang: Lang, dateId?: string) =>
  `${eventPageUrl(eventId, lang)}/calendar.ics${dateId ? `?date=${encodeURIComponent(dateId)}` : ""}`;
export const feedUrl = (lang: Lang) => `${env.APP_URL}${langPrefix(lang)}/events.ics`;

/** The texts in `lang`, English where the translation is empty (staff may translate later or never). */
export function calendarTexts(event: EventRow, lang: Lang) {
  const pick = (english: string, rw: string, fr: string) =>
    (lang === "rw" ? rw : lang === "fr" ? fr : "").trim() || english;
  const title = pick(event.title, event.titleRw, event.titleFr);
  const description = htmlToPlainText(pick(event.description, event.descriptionRw, event.descriptionFr));
  const place = [event.placeName, event.placeAddress].map((s) => s.trim()).filter(Boolean);
  const location = place.length ? place.join(", ") : event.onlineUrl.trim();
  return { title, description, location };
}

export const isDateCancelled = (event: Pick<EventRow, "status">, date: Pick<DateRow, "status">) =>
  event.status === "cancelled" || date.status === "cancelled";

/**
 * A Temporal.ZonedDateTime look-alike in Kigali: ical-generator prints a plain Date's local fields (the server's
 * zone) after TZID, so it is given the wall-clock reading in the zone itself.
 */
function kigaliTime(at: Date): ICalTemporalZonedDateTimeStub {
  const w = wallClock(at, CALENDAR_TIME_ZONE);
  const iso = `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}T${[w.hour, w.minute, w.second].map((n) => String(n).padStart(2, "0")).join(":")}`;
  const plainDate = { year: w.year, month: w.month, day: w.day, toJSON: () => iso.slice(0, 10) };
  const plain = {
    ...w,
    toPlainDate: () => ({ ...plainDate, toString: () => iso.slice(0, 10) }),
    toZonedDateTime: () => zoned,
    toJSON: () => iso,
    toString: () => iso,
  };
  const zoned: ICalTemporalZonedDateTimeStub = {
    ...w,
    timeZoneId: CALENDAR_TIME_ZONE,
    toPlainDateTime: () => plain,
    withTimeZone: () => zoned,
    toInstant: () => ({
      epochMilliseconds: at.getTime(),
      toJSON: () => at.toISOString(),
      toString: () => at.toISOString(),
      toZonedDateTimeISO: () => zoned,
    }),
    toJSON: () => `${iso}+02:00[${CALENDAR_TIME_ZONE}]`,
    toString: () => `${iso}+02:00[${CALENDAR_TIME_ZONE}]`,
  };
  return zoned;
}

function newCalendar(lang: Lang, method: CalendarMethod, name?: string) {
  const calendar = ical({
    prodId: { company: host(), product: "events", language: lang.toUpperCase() },
    method: ICalCalendarMethod[method],
    ...(name ? { name } : {}),
  });
  calendar.timezone({ name: null, generator: (zone) => (zone === CALENDAR_TIME_ZONE ? KIGALI_VTIMEZONE : null) });
  return calendar;
}

function addDate(
  calendar: ReturnType<typeof ical>,
  event: EventRow,
  date: DateRow,
  lang: Lang,
  method: CalendarMethod,
) {
  const { title, description, location } = calendarTexts(event, lang);
  const url = eventPageUrl(event.id, lang);
  const cancelled = method === "CANCEL" || isDateCancelled(event, date);
  const from = sender();
  calendar.createEvent({
    id: calendarUid(date.id),
    sequence: date.sequence,
    stamp: new Date(),
    timezone: CALENDAR_TIME_ZONE,
    start: kigaliTime(date.startsAt),
    end: kigaliTime(date.endsAt),
    summary: title,
    description: [description, url].filter(Boolean).join("\n\n"),
    location: location || null,
    url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // An invitation (REQUEST/CANCEL) needs an organiser (RFC 5546); a feed does not, and leaving it out keeps mail
    // clients from offering "reply to organiser" on a subscription.
    ...(method === "PUBLISH" ? {} : { organizer: { name: organisationName(), email: from.address } }),
  });
}

function loadDate(dateId: string) {
  const row = db
    .select({ date: eventDates, event: events })
    .from(eventDates)
    .innerJoin(events, eq(events.id, eventDates.eventId))
    .where(eq(eventDates.id, dateId))
    .get();
  // A draft is staff's only: no calendar file of it leaves the site.
  return row && row.event.status !== "draft" ? row : null;
}

/** One VCALENDAR with one date's VEVENT; null when the date is unknown or its event is a draft. */
export function dateIcs(dateId: string, options: { lang: Lang; method?: CalendarMethod }): string | null {
  const row = loadDate(dateId);
  if (!row) return null;
  const method = options.method ?? "PUBLISH";
  const calendar = newCalendar(options.lang, method);
  addDate(calendar, row.event, row.date, options.lang, method);
  return calendar.toString();
}

/** Every date of one event in one VCALENDAR (its page's "add to calendar"); null for an unknown event or a draft. */
export function eventIcs(eventId: string, options: { lang: Lang; method?: CalendarMethod }): string | null {
  const event = db.select().from(events).where(eq(events.id, eventId)).get();
  if (!event || event.status === "draft") return null;
  const dates = db
    .select()
    .from(eventDates)
    .where(eq(eventDates.eventId, eventId))
    .orderBy(asc(eventDates.startsAt))
    .all();
  const method = options.method ?? "PUBLISH";
  const calendar = newCalendar(options.lang, method, calendarTexts(event, options.lang).title);
  for (const date of dates) addDate(calendar, event, date, options.lang, method);
  return calendar.toString();
}

/**
 * The subscription feed of one language: every date of published (and cancelled) events from FEED_PAST_DAYS ago on,
 * cancelled ones kept as CANCELLED so subscribers' calendars drop them.
 */
export function feedIcs(lang: Lang, now = Date.now()): string {
  const rows = db
    .select({ date: eventDates, event: events })
    .from(eventDates)
    .innerJoin(events, eq(events.id, eventDates.eventId))
    .where(
      and(
        inArray(events.status, ["published", "cancelled"]),
        gte(eventDates.endsAt, new Date(now - FEED_PAST_DAYS * 24 * 60 * 60_000)),
      ),
    )
    .orderBy(asc(eventDates.startsAt))
    .limit(FEED_MAX_DATES)
    .all();
  const calendar = newCalendar(lang, "PUBLISH", organisationName());
  calendar.ttl(60 * 60);
  calendar.url(feedUrl(lang));
  for (const { event, date } of rows) addDate(calendar, event, date, lang, "PUBLISH");
  return calendar.toString();
}

/** "20261205T070000Z": the UTC form both Google's `dates` and the compact iCalendar form use. */
const compactUtc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The add-to-calendar choices of one date: our .ics, Google Calendar's and Outlook.com's compose pages. */
export function calendarLinks(dateId: string, lang: Lang): { ics: string; google: string; outlook: string } | null {
  const row = loadDate(dateId);
  if (!row) return null;
  const { event, date } = row;
  const { title, description, location } = calendarTexts(event, lang);
  const url = eventPageUrl(event.id, lang);
  // The links carry a short text: a long description makes a URL some browsers and proxies refuse.
  const details = [description.slice(0, 500), url].filter(Boolean).join("\n\n");
  const google = new URLSearchParams({
    action: "TEMPLATE",
    text: title,
    dates: `${compactUtc(date.startsAt)}/${compactUtc(date.endsAt)}`,
    details,
    location,
    ctz: CALENDAR_TIME_ZONE,
  });
  const outlook = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: title,
    startdt: date.startsAt.toISOString(),
    enddt: date.endsAt.toISOString(),
    body: details,
    location,
  });
  return {
    ics: eventIcsUrl(event.id, lang, date.id),
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/action/compose?${outlook}`,
  };
}
