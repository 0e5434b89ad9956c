import { randomBytes } from "node:crypto";

type Db = typeof import("../../app/platform/data/db.server").db;
type Ev = typeof import("../../app/domain/events/schema");
type Insert<T extends keyof Ev> = Ev[T] extends { $inferInsert: infer I } ? Partial<I> : never;

let arrival = 0;
/**
 * Event rows written straight into a test database (issue 37), for the calendar, reminder and retention tests.
 * Pass the modules imported after `withTempDataDir`.
 */
export function eventRows(m: { dbm: { db: Db }; ev: Ev }) {
  const { db } = m.dbm;
  return {
    event: (values: Insert<"events"> = {}) =>
      db
        .insert(m.ev.events)
        .values({ title: "Saturday workshop", placeName: "Youth centre", status: "published", ...values })
        .returning()
        .get(),
    date: (eventId: string, startsAt: Date, values: Insert<"eventDates"> = {}) =>
      db
        .insert(m.ev.eventDates)
        .values({ eventId, startsAt, endsAt: new Date(startsAt.getTime() + 2 * 3_600_000), ...values })
        .returning()
        .get(),
    shift: (eventId: string, values: Insert<"eventShifts"> = {}) =>
      db
        .insert(m.ev.eventShifts)
        .values({ eventId, role: "Registration desk", startTime: "08:00", endTime: "10:00", places: 3, ...values })
        .returning()
        .get(),
    signup: (dateId: string, name: string, values: Insert<"eventSignups"> = {}) =>
      db
        .insert(m.ev.eventSignups)
        .values({
          dateId,
          name,
          email: `${name}@example.org`,
          emailKey: `${name}@example.org`,
          status: "confirmed",
          arrival: ++arrival + Math.floor(Math.random() * 1e6) * 1000,
          manageTokenHash: randomBytes(16).toString("hex"),
          ...values,
        })
        .returning()
        .get(),
  };
}
