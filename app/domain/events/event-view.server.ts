import { and, asc, eq, inArray } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import type { Lang } from "~/i18n/languages";
import { formatDate } from "~/utils/dates";
import { placesLeft, shiftPlacesLeft } from "./capacity.server";
import { eventDescription, eventTitle, hasTranslation, shiftRole } from "./event-texts";
import { eventDates, events, eventShifts } from "./schema";

/**
 * What visitors see of events (issue 37): published and cancelled events (a cancelled one stays, marked), never
 * drafts. Dates are written in words here, in the page's language through the one date formatter, on the site's
 * clock, so the pages carry strings and not instants.
 */
type DateRow = typeof eventDates.$inferSelect;

export function whenText(date: Pick<DateRow, "startsAt" | "endsAt">, lang: Lang) {
  const zone = siteTimeZone();
  const day = (d: Date) => formatDate(d, "long", lang, zone);
  const time = (d: Date) => formatDate(d, "time", lang, zone);
  return day(date.startsAt) === day(date.endsAt)
    ? `${formatDate(date.startsAt, "weekday", lang, zone)}, ${time(date.startsAt)}–${time(date.endsAt)}`
    : `${formatDate(date.startsAt, "withTime", lang, zone)} – ${formatDate(date.endsAt, "withTime", lang, zone)}`;
}

const visible = inArray(events.status, ["published", "cancelled"]);

/** Each visible event once, at its next date (or its last one when all are past): upcoming by date, then past. */
export function publicEventList(lang: Lang, now = Date.now(), program?: string) {
  const rows = db
    .select({ event: events, date: eventDates })
    .from(eventDates)
    .innerJoin(events, eq(events.id, eventDates.eventId))
    .where(program ? and(visible, eq(events.program, program)) : visible)
    .orderBy(asc(eventDates.startsAt))
    .all();
  const byEvent = new Map<string, { event: typeof events.$inferSelect; dates: DateRow[] }>();
  for (const r of rows) {
    const entry = byEvent.get(r.event.id) ?? { event: r.event, dates: [] };
    entry.dates.push(r.date);
    byEvent.set(r.event.id, entry);
  }
  const cards = [...byEvent.values()].map(({ event, dates }) => {
    const coming = dates.filter((d) => d.endsAt.getTime() >= now);
    const shown = coming[0] ?? dates[dates.length - 1]!;
    return {
      id: event.id,
      title: eventTitle(event, lang),
      titleLang: hasTranslation(event, lang) ? lang : "en",
      when: whenText(shown, lang),
      startsAt: shown.startsAt.getTime(),
      place: event.placeName,
      online: !event.placeName && !!event.onlineUrl,
      cancelled: event.status === "cancelled" || shown.status === "cancelled",
      moreDates: Math.max(0, coming.length - 1),
      upcoming: coming.length > 0,
    };
  });
  return {
    upcoming: cards.filter((c) => c.upcoming).sort((a, b) => a.startsAt - b.startsAt),
    past: cards.filter((c) => !c.upcoming).sort((a, b) => b.startsAt - a.startsAt),
  };
}

/** One event's page: its texts in the language, each date with its places and each shift's places left. */
export function publicEvent(id: string | undefined, lang: Lang, now = Date.now()) {
  const event = id
    ? db
        .select()
        .from(events)
        .where(and(eq(events.id, id), visible))
        .get()
    : undefined;
  if (!event) return null;
  const dates = db
    .select()
    .from(eventDates)
    .where(eq(eventDates.eventId, event.id))
    .orderBy(asc(eventDates.startsAt))
    .all();
  const shifts = db
    .select()
    .from(eventShifts)
    .where(eq(eventShifts.eventId, event.id))
    .orderBy(asc(eventShifts.position))
    .all();
  return {
    event,
    id: event.id,
    title: eventTitle(event, lang),
    titleLang: hasTranslation(event, lang) ? lang : "en",
    description: eventDescription(event, lang),
    cancelled: event.status === "cancelled",
    cancelMessage: event.cancelMessage,
    place: { name: event.placeName, address: event.placeAddress, map: event.mapUrl, online: event.onlineUrl },
    capacity: event.capacity,
    maxPerSignup: event.maxPerSignup,
    cover: event.coverImage,
    coverAlt: event.coverAlt,
    dates: dates.map((d) => {
      const shiftLeft = shiftPlacesLeft(d.id, db, now);
      const open = event.status === "published" && d.status === "scheduled" && d.endsAt.getTime() >= now;
      return {
        row: d,
        id: d.id,
        when: whenText(d, lang),
        cancelled: d.status === "cancelled" || event.status === "cancelled",
        past: d.endsAt.getTime() < now,
        open,
        left: placesLeft(d.id, db, now),
        shifts: shifts.map((s) => ({
          id: s.id,
          role: shiftRole(s, lang),
          time: `${s.startTime}–${s.endTime}`,
          places: s.places,
          left: shiftLeft.get(s.id) ?? 0,
        })),
      };
    }),
  };
}
