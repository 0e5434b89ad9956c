/**
 * Rows for the door's unit tests, written through the schema (the sign-up form is events-core's part). Test-only:
 * imported by *.test.ts files after the temporary data directory is set.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { eventDates, events, eventShifts, eventSignups } from "~/domain/events/schema";
import { ticketCodeHash } from "~/domain/events/tickets.server";

export function addEvent(title = "Saturday workshop", starts: Date[] = [new Date(Date.now() + 3_600_000)]) {
  const event = db.insert(events).values({ title, status: "published", capacity: 30 }).returning().get();
  const dates = starts.map((s) =>
    db
      .insert(eventDates)
      .values({ eventId: event.id, startsAt: s, endsAt: new Date(s.getTime() + 7_200_000) })
      .returning()
      .get(),
  );
  return { event, dates };
}

export function addShift(eventId: string, role = "Registration desk", places = 3) {
  return db
    .insert(eventShifts)
    .values({ eventId, role, startTime: "08:00", endTime: "10:00", places })
    .returning()
    .get();
}

type SignupValues = Partial<typeof eventSignups.$inferInsert> & { dateId: string; name: string; code?: string };

export function addSignup({ code, ...values }: SignupValues) {
  const arrival = db
    .select({ next: sql<number>`coalesce(max(${eventSignups.arrival}), 0) + 1` })
    .from(eventSignups)
    .get()!.next;
  const email =
    values.email === undefined ? `${values.name.toLowerCase().replace(/\W+/g, ".")}@example.org` : values.email;
  return db
    .insert(eventSignups)
    .values({
      status: "confirmed",
      arrival,
      manageTokenHash: randomBytes(16).toString("hex"),
      ticketCodeHash: code ? ticketCodeHash(code) : null,
      ...values,
      email,
      emailKey: email ? email.toLowerCase() : null,
    })
    .returning()
    .get();
}
