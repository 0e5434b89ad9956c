import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { db, type Tx } from "~/platform/data/db.server";
import { eventDates, events, eventShifts, eventSignups } from "./schema";

/**
 * Places (issue 37). A date's places are taken by its confirmed sign-ups and by pending ones still inside their
 * 48 hours: an unconfirmed sign-up frees its places by itself when `expiresAt` passes, computed at read time here
 * (so no job has to run for the count to be right); the sign-up writes then settle the date (expired rows
 * cancelled, the waiting list moved up) in their own transaction (signups.server.ts).
 * Every function takes the transaction it must count inside: sign-ups count and write in one write transaction.
 */
type Reader = Pick<Tx, "select">;

/** A row holds places when it is confirmed, or pending and not yet expired. */
export const holdsPlaces = (now: number) =>
  or(
    eq(eventSignups.status, "confirmed"),
    and(
      eq(eventSignups.status, "pending"),
      or(isNull(eventSignups.expiresAt), gt(eventSignups.expiresAt, new Date(now))),
    ),
  );

/** People holding places at a date (attendees only). */
export function takenAt(reader: Reader, dateId: string, now = Date.now()): number {
  const row = reader
    .select({ taken: sql<number>`coalesce(sum(${eventSignups.people}), 0)` })
    .from(eventSignups)
    .where(and(eq(eventSignups.dateId, dateId), eq(eventSignups.kind, "attendee"), holdsPlaces(now)))
    .get();
  return Number(row?.taken ?? 0);
}

/**
 * Places left at a date: a number ≥ 0, or null when the event has no limit (or the date does not exist). A
 * cancelled date or event has 0 places left.
 */
export function placesLeft(dateId: string, reader: Reader = db, now = Date.now()): number | null {
  const row = reader
    .select({ capacity: events.capacity, status: events.status, dateStatus: eventDates.status })
    .from(eventDates)
    .innerJoin(events, eq(events.id, eventDates.eventId))
    .where(eq(eventDates.id, dateId))
    .get();
  if (!row) return null;
  if (row.status === "cancelled" || row.dateStatus === "cancelled") return 0;
  if (row.capacity === null) return null;
  return Math.max(0, row.capacity - takenAt(reader, dateId, now));
}

/** Volunteers holding each shift's places at a date: shiftId → places left (never below 0). */
export function shiftPlacesLeft(dateId: string, reader: Reader = db, now = Date.now()): Map<string, number> {
  const date = reader.select({ eventId: eventDates.eventId }).from(eventDates).where(eq(eventDates.id, dateId)).get();
  if (!date) return new Map();
  const shifts = reader.select().from(eventShifts).where(eq(eventShifts.eventId, date.eventId)).all();
  if (shifts.length === 0) return new Map();
  const taken = reader
    .select({ shiftId: eventSignups.shiftId, taken: sql<number>`coalesce(sum(${eventSignups.people}), 0)` })
    .from(eventSignups)
    .where(
      and(
        eq(eventSignups.dateId, dateId),
        eq(eventSignups.kind, "volunteer"),
        inArray(
          eventSignups.shiftId,
          shifts.map((s) => s.id),
        ),
        holdsPlaces(now),
      ),
    )
    .groupBy(eventSignups.shiftId)
    .all();
  const byShift = new Map(taken.map((t) => [t.shiftId, Number(t.taken)]));
  return new Map(shifts.map((s) => [s.id, Math.max(0, s.places - (byShift.get(s.id) ?? 0))]));
}
