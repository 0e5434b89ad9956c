import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "~/domain/audit/audit.server";
import type { User } from "~/domain/people/schema";
import { db } from "~/platform/data/db.server";
import { validate } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { checkInInput } from "./check-in-schema";
import { doorCounts, findEventWithDates, requireDateOf, requireDoorStaff, type DoorCounts } from "./door.server";
import { eventDates, eventSignups } from "./schema";
import { normalizeTicketCode, ticketCodeHash } from "./tickets.server";

export type CheckInResult = {
  signupId: string;
  name: string;
  checkedIn: boolean;
  /** The write changed nothing: it was already so (a retried tap, a ticket scanned twice, a walk-in re-sent). */
  unchanged: boolean;
  message: string;
  dateId: string;
  counts: DoorCounts;
};

/**
 * The one check-in write (issue 37, item 8), for the door page's forms and the API: set someone checked in or not,
 * check in by ticket code, add a walk-in. Every write is idempotent by meaning, so the screen may retry what it
 * could not send.
 */
export function checkIn(user: User | null, eventId: string | undefined, raw: unknown): CheckInResult {
  const staff = requireDoorStaff(user);
  const { event } = findEventWithDates(eventId);
  const input = validate(checkInInput, raw);
  const done = db.transaction((tx) => {
    if (input.action === "set") {
      const row = tx
        .select({ s: eventSignups, eventId: eventDates.eventId, erased: eventDates.detailsErasedAt })
        .from(eventSignups)
        .innerJoin(eventDates, eq(eventDates.id, eventSignups.dateId))
        .where(eq(eventSignups.id, input.signupId))
        .get();
      if (!row || row.eventId !== event.id) throw new HttpError(404, "This person is not signed up for this event.");
      if (row.s.status !== "confirmed")
        throw new HttpError(409, `${row.s.name}'s sign-up is ${row.s.status}: only confirmed people are checked in.`);
      return setState(tx, row.s, input.checkedIn);
    }
    const date = requireDateOf(event.id, input.dateId);
    if (date.detailsErasedAt) throw new HttpError(409, "This date's sign-ups were erased; only its counts are kept.");
    if (input.action === "code") return byCode(tx, event.id, date.id, input.code);
    return walkIn(tx, date.id, input);
  });
  recordAudit(db, {
    actor: staff,
    action: done.unchanged ? "event.check_in_repeated" : `event.${done.action}`,
    targetType: "event",
    targetId: event.id,
    details: { dateId: done.dateId, signupId: done.signupId },
  });
  const date = requireDateOf(event.id, done.dateId);
  return {
    signupId: done.signupId,
    name: done.name,
    checkedIn: done.checkedIn,
    unchanged: done.unchanged,
    message: done.message,
    dateId: done.dateId,
    counts: doorCounts(date),
  };
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Signup = typeof eventSignups.$inferSelect;
type Done = Omit<CheckInResult, "counts"> & { action: string };

function setState(tx: Tx, s: Signup, checkedIn: boolean): Done {
  const base = { signupId: s.id, name: s.name, dateId: s.dateId, checkedIn };
  const already = checkedIn ? s.checkedInAt !== null : s.checkedInAt === null;
  if (already)
    return {
      ...base,
      action: checkedIn ? "checked_in" : "check_in_undone",
      unchanged: true,
      message: checkedIn ? `${s.name} was already checked in.` : `${s.name} was not checked in.`,
    };
  // Guarded on the state read: of two writes racing, one changes the row and the other finds it done.
  tx.update(eventSignups)
    .set({ checkedInAt: checkedIn ? new Date() : null, updatedAt: new Date() })
    .where(
      and(
        eq(eventSignups.id, s.id),
        checkedIn ? sql`${eventSignups.checkedInAt} is null` : sql`${eventSignups.checkedInAt} is not null`,
      ),
    )
    .run();
  return {
    ...base,
    action: checkedIn ? "checked_in" : "check_in_undone",
    unchanged: false,
    message: checkedIn ? `${s.name} is checked in.` : `${s.name} is no longer checked in.`,
  };
}

function byCode(tx: Tx, eventId: string, dateId: string, typed: string): Done {
  const code = normalizeTicketCode(typed);
  if (!code)
    throw new HttpError(400, "This is not a ticket code: it has 8 letters and digits, like ABCD-2345.", {
      code: "This is not a ticket code: it has 8 letters and digits, like ABCD-2345.",
    });
  const row = tx
    .select({ s: eventSignups, eventId: eventDates.eventId })
    .from(eventSignups)
    .innerJoin(eventDates, eq(eventDates.id, eventSignups.dateId))
    .where(eq(eventSignups.ticketCodeHash, ticketCodeHash(code)))
    .get();
  const wrong = (message: string, status: 404 | 409 = 404) => new HttpError(status, message, { code: message });
  if (!row || row.eventId !== eventId) throw wrong(`No ticket of this event has the code ${code}.`);
  if (row.s.dateId !== dateId) throw wrong(`Ticket ${code} is for another date of this event.`, 409);
  if (row.s.status !== "confirmed")
    throw wrong(`Ticket ${code} (${row.s.name}) is ${row.s.status}, not confirmed.`, 409);
  return setState(tx, row.s, true);
}

type WalkIn = { name: string; people: number; clientKey: string };

function walkIn(tx: Tx, dateId: string, w: WalkIn): Done {
  const same = tx.select().from(eventSignups).where(eq(eventSignups.clientKey, w.clientKey)).get();
  if (same) {
    if (same.dateId !== dateId || !same.walkIn) throw new HttpError(409, "Reload the page and add the walk-in again.");
    const base = { signupId: same.id, name: same.name, dateId, checkedIn: same.checkedInAt !== null };
    return { ...base, action: "walk_in_added", unchanged: true, message: `${same.name} was already added.` };
  }
  const arrival = tx
    .select({ next: sql<number>`coalesce(max(${eventSignups.arrival}), 0) + 1` })
    .from(eventSignups)
    .get()!.next;
  const now = new Date();
  const id = tx
    .insert(eventSignups)
    .values({
      dateId,
      kind: "attendee",
      name: w.name,
      people: w.people,
      status: "confirmed",
      arrival,
      // Nobody is sent a link for a walk-in: a random hash nobody holds the token of fills the required column.
      manageTokenHash: randomBytes(32).toString("hex"),
      confirmedAt: now,
      checkedInAt: now,
      walkIn: true,
      clientKey: w.clientKey,
    })
    .returning({ id: eventSignups.id })
    .get().id;
  const message = `${w.name} (${w.people} ${w.people === 1 ? "person" : "people"}) added and checked in.`;
  return { signupId: id, name: w.name, dateId, checkedIn: true, action: "walk_in_added", unchanged: false, message };
}
