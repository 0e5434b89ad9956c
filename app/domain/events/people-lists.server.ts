import { and, asc, eq, ne, sql } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { eventShifts, eventSignups, type SignupKind, type SignupStatus } from "./schema";

/**
 * The staff lists of one date (issue 37, item 9): the sign-ups with their contacts, the waiting list in arrival
 * order, each shift's coverage and who covers it, and who came. Staff only (the route asks requireEventStaff).
 */
export type StaffSignup = {
  id: string;
  kind: SignupKind;
  name: string;
  email: string | null;
  phone: string | null;
  people: number;
  status: SignupStatus;
  role: string | null;
  walkIn: boolean;
  checkedInAt: Date | null;
  arrival: number;
};

export function dateSignups(dateId: string): StaffSignup[] {
  const s = eventSignups;
  return db
    .select({
      id: s.id,
      kind: s.kind,
      name: s.name,
      email: s.email,
      // Issue 38: a sign-up by SMS has no e-mail; staff reach it at the number it is texted on.
      phone: sql<string | null>`coalesce(${s.phone}, '+' || ${s.smsTo})`,
      people: s.people,
      status: s.status,
      role: eventShifts.role,
      walkIn: s.walkIn,
      checkedInAt: s.checkedInAt,
      arrival: s.arrival,
    })
    .from(s)
    .leftJoin(eventShifts, eq(eventShifts.id, s.shiftId))
    .where(eq(s.dateId, dateId))
    .orderBy(asc(s.arrival))
    .all();
}

export type ShiftCoverage = {
  id: string;
  role: string;
  startTime: string;
  endTime: string;
  places: number;
  taken: number;
  who: string[];
};

export function peopleLists(eventId: string, dateId: string) {
  const all = dateSignups(dateId);
  const attendees = all.filter((r) => r.kind === "attendee");
  const shifts = db
    .select()
    .from(eventShifts)
    .where(eq(eventShifts.eventId, eventId))
    .orderBy(asc(eventShifts.position), asc(eventShifts.startTime))
    .all();
  const volunteers = all.filter((r) => r.kind === "volunteer" && r.status === "confirmed");
  const coverage: ShiftCoverage[] = shifts.map((shift) => {
    const who = db
      .select({ name: eventSignups.name })
      .from(eventSignups)
      .where(
        and(eq(eventSignups.dateId, dateId), eq(eventSignups.shiftId, shift.id), eq(eventSignups.status, "confirmed")),
      )
      .orderBy(asc(eventSignups.arrival))
      .all()
      .map((r) => r.name);
    return {
      id: shift.id,
      role: shift.role,
      startTime: shift.startTime,
      endTime: shift.endTime,
      places: shift.places,
      taken: who.length,
      who,
    };
  });
  return {
    // The waiting list is its own list; cancelled sign-ups stay visible in the main one (staff are asked about them).
    signups: attendees.filter((r) => r.status !== "waiting"),
    waiting: attendees.filter((r) => r.status === "waiting"),
    volunteers,
    coverage,
    checkIns: all
      .filter((r) => r.checkedInAt && r.status === "confirmed")
      .sort((a, b) => a.checkedInAt!.getTime() - b.checkedInAt!.getTime()),
  };
}

/** Everyone a message to "all signed up" reaches on a date: confirmed (and, if asked, waiting) people with an address, once each. */
export function messageRecipients(dateId: string, includeWaiting: boolean) {
  const rows = db
    .select({
      email: eventSignups.email,
      emailKey: eventSignups.emailKey,
      name: eventSignups.name,
      lang: eventSignups.lang,
      status: eventSignups.status,
    })
    .from(eventSignups)
    .where(and(eq(eventSignups.dateId, dateId), ne(eventSignups.status, "cancelled")))
    .orderBy(asc(eventSignups.arrival))
    .all();
  const seen = new Set<string>();
  return rows.filter((r) => {
    if (!r.email) return false;
    if (r.status !== "confirmed" && !(includeWaiting && r.status === "waiting")) return false;
    const key = r.emailKey ?? r.email.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
