import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { DEFAULT_LANG, localizePath, type Lang } from "~/i18n/languages";
import { parseSiteTime } from "~/utils/site-time";
import { placesLeft } from "./capacity.server";
import { eventDescription, eventTitle, hasTranslation } from "./event-texts";
import { publicEvent } from "./event-view.server";
import type { EventListQuery } from "./event-list-schema";
import { eventDates, events } from "./schema";

/**
 * The events API's JSON (issue 37 item 10), shaped like the blog's (SPEC §3): `_id`, raw values, ISO instants.
 * Visitors' view only: published and cancelled events (a cancelled one stays, marked), never drafts, as the pages.
 */
type EventRow = typeof events.$inferSelect;
type DateRow = typeof eventDates.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;
const visible = inArray(events.status, ["published", "cancelled"]);

/** The start of a calendar day "YYYY-MM-DD" on the site's clock (the schema has checked the day exists). */
const dayStart = (day: string) => parseSiteTime(`${day}T00:00`, siteTimeZone())!;

function eventFields(event: EventRow, lang: Lang) {
  return {
    _id: event.id,
    title: eventTitle(event, lang),
    description: eventDescription(event, lang),
    /** The language the title and description are in: the asked one, or English when not translated. */
    lang: hasTranslation(event, lang) ? lang : DEFAULT_LANG,
    status: event.status,
    cancelMessage: event.cancelMessage || null,
    program: event.program || null,
    place: {
      name: event.placeName || null,
      address: event.placeAddress || null,
      mapUrl: event.mapUrl || null,
      onlineUrl: event.onlineUrl || null,
    },
    capacity: event.capacity,
    maxPerSignup: event.maxPerSignup,
    coverImage: event.coverImage,
    url: localizePath(`/events/${event.id}`, lang),
  };
}

const dateFields = (date: DateRow, event: EventRow, now: number) => ({
  _id: date.id,
  startsAt: date.startsAt.toISOString(),
  endsAt: date.endsAt.toISOString(),
  status: event.status === "cancelled" ? "cancelled" : date.status,
  /** null: no limit. */
  placesLeft: placesLeft(date.id, db, now),
});

/**
 * GET /api/events: the events with a date in the window, each with those dates, by its first one. Without `from`
 * the window starts now (a date still going on counts); `to` is the last day included.
 */
export function listEventsJson(query: EventListQuery, now = Date.now()) {
  const lang = query.lang ?? DEFAULT_LANG;
  const start = query.from ? dayStart(query.from) : new Date(now);
  const conditions = [visible, gte(eventDates.endsAt, start)];
  if (query.to) conditions.push(lt(eventDates.startsAt, new Date(dayStart(query.to).getTime() + DAY)));
  const rows = db
    .select({ event: events, date: eventDates })
    .from(eventDates)
    .innerJoin(events, eq(events.id, eventDates.eventId))
    .where(and(...conditions))
    .orderBy(asc(eventDates.startsAt), asc(events.id))
    .all();
  const byEvent = new Map<string, { event: EventRow; dates: DateRow[] }>();
  for (const r of rows) {
    const entry = byEvent.get(r.event.id) ?? { event: r.event, dates: [] };
    entry.dates.push(r.date);
    byEvent.set(r.event.id, entry);
  }
  const all = [...byEvent.values()];
  const total = all.length;
  const pages = Math.max(1, Math.ceil(total / query.limit));
  const slice = all.slice((query.page - 1) * query.limit, query.page * query.limit);
  return {
    data: slice.map(({ event, dates }) => ({
      ...eventFields(event, lang),
      dates: dates.map((d) => dateFields(d, event, now)),
    })),
    pagination: { page: query.page, limit: query.limit, total, pages },
  };
}

/** GET /api/events/:id: the event, all its dates with places left, and each date's shifts with theirs; or null. */
export function eventJson(id: string | undefined, lang: Lang, now = Date.now()) {
  const view = publicEvent(id, lang, now);
  if (!view) return null;
  return {
    ...eventFields(view.event, lang),
    dates: view.dates.map((d) => ({
      ...dateFields(d.row, view.event, now),
      placesLeft: d.left,
      open: d.open,
      shifts: d.shifts.map((s) => ({
        _id: s.id,
        role: s.role,
        time: s.time,
        places: s.places,
        placesLeft: s.left,
      })),
    })),
  };
}

/** An event as staff just wrote it (any status, drafts too), with all its dates: the answer to the API's writes. */
export function staffEventJson(event: EventRow, now = Date.now()) {
  const dates = db
    .select()
    .from(eventDates)
    .where(eq(eventDates.eventId, event.id))
    .orderBy(asc(eventDates.startsAt))
    .all();
  return { ...eventFields(event, DEFAULT_LANG), dates: dates.map((d) => dateFields(d, event, now)) };
}
