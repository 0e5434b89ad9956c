import { and, asc, eq, sql } from "drizzle-orm";
import type { User } from "~/domain/people/schema";
import { requireAccess } from "~/domain/auth/access.server";
import { db } from "~/platform/data/db.server";
import { isPlausibleId } from "~/platform/data/ids.server";
import { HttpError } from "~/platform/http/errors.server";
import { dayStamp } from "~/utils/dates";
import { nameKey } from "~/utils/name-key";
import { eventDates, events, eventShifts, eventSignups } from "./schema";

/**
 * What the door and the staff lists share (issue 37, items 8 and 9): who may use them, the event and the date
 * chosen, and the counts. The rules are asked here, in the domain, so the pages, the CSV and the API refuse alike.
 */
export function requireEventStaff(user: User | null) {
  return requireAccess(user, "events:manage", "Only staff who manage events can see this.");
}

/** The door: staff who check people in (`events:check-in`). */
export function requireDoorStaff(user: User | null) {
  return requireAccess(user, "events:check-in", "Only staff who check people in can do this.");
}

export type EventRow = typeof events.$inferSelect;
export type DateRow = typeof eventDates.$inferSelect;

/** The event and its dates (oldest first), or a 404. */
export function findEventWithDates(eventId: string | undefined) {
  const event = isPlausibleId(eventId) ? db.select().from(events).where(eq(events.id, eventId)).get() : undefined;
  if (!event) throw new HttpError(404, "This event does not exist.");
  const dates = db
    .select()
    .from(eventDates)
    .where(eq(eventDates.eventId, event.id))
    .orderBy(asc(eventDates.startsAt))
    .all();
  return { event, dates };
}

/**
 * The dates in the order the chooser shows them: today's first (the door is used on the day), then the coming
 * ones soonest first, then the past ones latest first.
 */
export function datesForChooser(dates: DateRow[], now: Date, timeZone: string): DateRow[] {
  const today = dayStamp(now, timeZone);
  const isToday = (d: DateRow) => dayStamp(d.startsAt, timeZone) === today;
  const todays = dates.filter(isToday);
  const coming = dates.filter((d) => !isToday(d) && d.startsAt > now);
  const past = dates.filter((d) => !isToday(d) && d.startsAt <= now).reverse();
  return [...todays, ...coming, ...past];
}

/** The date asked for (`?date=`) when it is one of the event's, else the chooser's first. */
export function chooseDate(dates: DateRow[], requested: string | null | undefined, now: Date, timeZone: string) {
  const ordered = datesForChooser(dates, now, timeZone);
  const asked = requested ? dates.find((d) => d.id === requested) : undefined;
  return { ordered, date: asked ?? ordered[0] ?? null };
}

/** A date of this event, or a 404 (a date id from another event is no date of this one). */
export function requireDateOf(eventId: string, dateId: string) {
  const date = isPlausibleId(dateId)
    ? db
        .select()
        .from(eventDates)
        .where(and(eq(eventDates.id, dateId), eq(eventDates.eventId, eventId)))
        .get()
    : undefined;
  if (!date) throw new HttpError(404, "This date is not one of this event's.");
  return date;
}

export type DoorCounts = {
  /** People of confirmed attendee sign-ups made before the day (walk-ins apart). */
  signedUp: number;
  /** People checked in: attendees and walk-ins. */
  came: number;
  volunteers: number;
  volunteersCame: number;
  /** People added at the door. */
  walkIns: number;
  /** People on the waiting list. */
  waiting: number;
};

const n = (v: unknown) => Number(v ?? 0);

/** The counts of one date; after its details were erased, the counts kept then. */
export function doorCounts(date: DateRow): DoorCounts {
  if (date.detailsErasedAt) {
    return {
      signedUp: date.keptSignedUp ?? 0,
      came: date.keptCame ?? 0,
      volunteers: date.keptVolunteers ?? 0,
      volunteersCame: 0,
      walkIns: 0,
      waiting: 0,
    };
  }
  const s = eventSignups;
  const confirmed = sql`${s.status} = 'confirmed'`;
  const attendee = sql`${s.kind} = 'attendee'`;
  const volunteer = sql`${s.kind} = 'volunteer'`;
  const row = db
    .select({
      signedUp: sql`sum(case when ${attendee} and ${confirmed} and ${s.walkIn} = 0 then ${s.people} else 0 end)`,
      came: sql`sum(case when ${attendee} and ${confirmed} and ${s.checkedInAt} is not null then ${s.people} else 0 end)`,
      volunteers: sql`sum(case when ${volunteer} and ${confirmed} then 1 else 0 end)`,
      volunteersCame: sql`sum(case when ${volunteer} and ${confirmed} and ${s.checkedInAt} is not null then 1 else 0 end)`,
      walkIns: sql`sum(case when ${s.walkIn} = 1 and ${confirmed} then ${s.people} else 0 end)`,
      waiting: sql`sum(case when ${attendee} and ${s.status} = 'waiting' then ${s.people} else 0 end)`,
    })
    .from(s)
    .where(eq(s.dateId, date.id))
    .get();
  return {
    signedUp: n(row?.signedUp),
    came: n(row?.came),
    volunteers: n(row?.volunteers),
    volunteersCame: n(row?.volunteersCame),
    walkIns: n(row?.walkIns),
    waiting: n(row?.waiting),
  };
}

export type DoorPerson = {
  id: string;
  name: string;
  kind: "attendee" | "volunteer";
  people: number;
  role: string | null;
  walkIn: boolean;
  checkedInAt: Date | null;
};

/** Everyone expected at the door on a date (confirmed attendees, volunteers and walk-ins), by name. */
export function doorList(dateId: string, search = ""): DoorPerson[] {
  const s = eventSignups;
  const rows = db
    .select({
      id: s.id,
      name: s.name,
      kind: s.kind,
      people: s.people,
      role: eventShifts.role,
      walkIn: s.walkIn,
      checkedInAt: s.checkedInAt,
    })
    .from(s)
    .leftJoin(eventShifts, eq(eventShifts.id, s.shiftId))
    .where(and(eq(s.dateId, dateId), eq(s.status, "confirmed")))
    .orderBy(sql`${s.name} collate nocase`, asc(s.arrival))
    .all();
  const wanted = nameKey(search);
  return wanted ? rows.filter((r) => nameKey(r.name).includes(wanted)) : rows;
}
