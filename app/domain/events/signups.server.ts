import { and, asc, eq, lte, sql } from "drizzle-orm";
import { db, type Tx } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { HttpError } from "~/platform/http/errors.server";
import { validate } from "~/platform/http/api.server";
import { deliverMailSoon } from "~/platform/mail/outbox.server";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import type { Lang } from "~/i18n/languages";
import { t } from "~/i18n/catalogue";
import { placesLeft, shiftPlacesLeft } from "./capacity.server";
import { queueConfirmMail, queueTicketMail, queueWaitingMail } from "./signup-mails.server";
import { signupSchema } from "./signup-schema";
import { queueSignupCode, recordSignupConsent, smsSignupAllowed } from "./sms-code.server";
import { eventDates, events, eventShifts, eventSignups } from "./schema";
import { linkTokenHash, newLinkToken } from "./tickets.server";

/**
 * Sign-ups without an account (issue 37 items 3–5). Every write runs in ONE write transaction begun IMMEDIATE:
 * SQLite lets one writer in at a time, so counting the places left and taking them cannot interleave with another
 * sign-up, in this process (better-sqlite3 is synchronous: a transaction runs to its end before any other request
 * is served) or in another process on the same file (the write lock is taken at BEGIN, not at the first write).
 * So 50 people asking at once for 10 places get exactly 10 places and 40 waiting, in arrival order.
 *
 * A sign-up that fits holds its places as `pending` for 48 hours; the e-mailed link confirms it (and sends the
 * ticket). One that does not fit is `waiting`. Places are freed at read time when a pending sign-up expires
 * (capacity.server.ts); each write to a date then settles it: expired sign-ups cancelled, waiting people moved up.
 */
export const CONFIRM_HOURS = 48;
const confirmMs = () => CONFIRM_HOURS * 3_600_000;

export type SignupRow = typeof eventSignups.$inferSelect;
export type SignupOutcome = {
  status: "pending" | "waiting";
  signupId: string;
  changed: boolean;
  /** Issue 38: "sms" when the sign-up is by phone (its code was texted; the page then asks for it). */
  channel: "email" | "sms";
  confirmed: boolean;
};

const immediate = { behavior: "immediate" } as const;
const emailKeyOf = (email: string) => email.trim().toLowerCase();

function nextArrival(tx: Tx): number {
  const row = tx
    .select({ last: sql<number>`coalesce(max(${eventSignups.arrival}), 0)` })
    .from(eventSignups)
    .get();
  return Number(row?.last ?? 0) + 1;
}

function openDate(tx: Tx, dateId: string, lang: Lang, now: number) {
  const row = tx
    .select({ date: eventDates, event: events })
    .from(eventDates)
    .innerJoin(events, eq(events.id, eventDates.eventId))
    .where(eq(eventDates.id, dateId))
    .get();
  const s = t(lang).events;
  if (!row || row.event.status !== "published" || row.date.status !== "scheduled" || row.date.endsAt.getTime() < now)
    throw new HttpError(404, s.dateMissing, { dateId: s.dateMissing });
  return row;
}

/** A visitor's sign-up (attendee, or volunteer with a shift). `userId`: the signed-in person, if any. */
export function signUp(given: unknown, lang: Lang, userId: string | null = null, now = Date.now()): SignupOutcome {
  const input = validate(signupSchema(lang), given);
  const s = t(lang).events;
  const sms = input.channel === "sms" ? input.smsTo : null;
  if (sms) smsSignupAllowed(lang);
  // Told the code (SMS) or the confirm link (e-mail), whichever the person chose.
  const askToConfirm = (tx: Tx, row: SignupRow, token: string) =>
    sms ? queueSignupCode(tx, row, token, now) : queueConfirmMail(tx, row, token);
  const outcome = db.transaction((tx): SignupOutcome => {
    const { date, event } = openDate(tx, input.dateId, lang, now);
    settleDate(tx, date.id, now);
    const volunteer = !!input.shiftId;
    if (volunteer) {
      const shift = tx
        .select()
        .from(eventShifts)
        .where(and(eq(eventShifts.id, input.shiftId!), eq(eventShifts.eventId, event.id)))
        .get();
      if (!shift) throw new HttpError(404, s.shiftMissing, { shiftId: s.shiftMissing });
    }
    const people = volunteer ? 1 : input.people;
    if (people > event.maxPerSignup)
      throw new HttpError(400, s.peopleInvalid(event.maxPerSignup), { people: s.peopleInvalid(event.maxPerSignup) });
    const emailKey = sms ? null : emailKeyOf(input.email);
    const existing = tx
      .select()
      .from(eventSignups)
      .where(
        and(
          eq(eventSignups.dateId, date.id),
          sms ? eq(eventSignups.smsTo, sms) : eq(eventSignups.emailKey, emailKey!),
          eq(eventSignups.kind, volunteer ? "volunteer" : "attendee"),
          volunteer ? eq(eventSignups.shiftId, input.shiftId!) : sql`1`,
        ),
      )
      .get();
    const live = existing && existing.status !== "cancelled" ? existing : undefined;
    // Places this sign-up may take: what is left plus what it already holds (a change of count, not a second one).
    const holding = live && (live.status === "pending" || live.status === "confirmed") ? live.people : 0;
    const left = volunteer
      ? (shiftPlacesLeft(date.id, tx, now).get(input.shiftId!) ?? 0) + holding
      : (() => {
          const l = placesLeft(date.id, tx, now);
          return l === null ? Infinity : l + holding;
        })();
    if (volunteer && left < 1 && !live) throw new HttpError(409, s.shiftIsFull, { shiftId: s.shiftIsFull });
    if (live && live.status !== "waiting" && people > left)
      throw new HttpError(409, s.tooMany(left), { people: s.tooMany(left) });
    const confirmToken = newLinkToken();
    const common = {
      name: input.name,
      email: sms ? null : input.email,
      emailKey,
      smsTo: sms,
      phone: input.phone || null,
      people,
      lang,
      userId: userId ?? live?.userId ?? null,
      consentAt: new Date(now),
      updatedAt: new Date(now),
    };
    let row: SignupRow;
    if (live) {
      // The same address again: the first sign-up changes; it keeps its place in the queue and its status.
      row = tx.update(eventSignups).set(common).where(eq(eventSignups.id, live.id)).returning().get();
      if (row.status === "pending") {
        row = tx
          .update(eventSignups)
          .set({ confirmTokenHash: linkTokenHash(confirmToken), expiresAt: new Date(now + confirmMs()) })
          .where(eq(eventSignups.id, row.id))
          .returning()
          .get();
        if (sms) recordSignupConsent(tx, row, lang);
        askToConfirm(tx, row, confirmToken);
      } else if (row.status === "confirmed") queueTicketMail(tx, row, "ticket");
      else if (sms && !row.confirmedAt) {
        recordSignupConsent(tx, row, lang);
        queueSignupCode(tx, row, rotateConfirm(tx, row, null), now);
      } else queueWaitingMail(tx, row, row.confirmedAt ? null : rotateConfirm(tx, row, null));
      const status = row.status === "waiting" ? "waiting" : "pending";
      return { status, signupId: row.id, changed: true, channel: input.channel, confirmed: row.status === "confirmed" };
    }
    const fits = people <= left;
    const values = {
      ...common,
      dateId: date.id,
      kind: volunteer ? ("volunteer" as const) : ("attendee" as const),
      shiftId: volunteer ? input.shiftId! : null,
      status: fits ? ("pending" as const) : ("waiting" as const),
      arrival: nextArrival(tx),
      confirmTokenHash: linkTokenHash(confirmToken),
      manageTokenHash: linkTokenHash(newLinkToken()),
      ticketCodeHash: null,
      expiresAt: fits ? new Date(now + confirmMs()) : null,
      confirmedAt: null,
      cancelledAt: null,
      checkedInAt: null,
    };
    row = existing
      ? tx.update(eventSignups).set(values).where(eq(eventSignups.id, existing.id)).returning().get()
      : tx.insert(eventSignups).values(values).returning().get();
    if (sms) recordSignupConsent(tx, row, lang);
    askToConfirm(tx, row, confirmToken);
    const status = row.status as "pending" | "waiting";
    return { status, signupId: row.id, changed: false, channel: input.channel, confirmed: false };
  }, immediate);
  deliverMailSoon();
  invalidateGuestPages();
  return outcome;
}

export function rotateConfirm(tx: Tx, row: SignupRow, expiresAt: Date | null): string {
  const token = newLinkToken();
  tx.update(eventSignups)
    .set({ confirmTokenHash: linkTokenHash(token), ...(expiresAt ? { expiresAt } : {}) })
    .where(eq(eventSignups.id, row.id))
    .run();
  return token;
}

/** The e-mailed confirm link: pending → confirmed (ticket mail); waiting → address confirmed, still waiting. */
export function confirmSignup(token: string, now = Date.now()): SignupRow | null {
  const result = db.transaction((tx) => {
    const row = tx
      .select()
      .from(eventSignups)
      .where(eq(eventSignups.confirmTokenHash, linkTokenHash(token)))
      .get();
    return row ? confirmRow(tx, row, now) : null;
  }, immediate);
  if (result) deliverMailSoon();
  invalidateGuestPages();
  return result;
}

/**
 * One sign-up confirmed inside the caller's transaction, by its link or (issue 38) its texted code: the same rule
 * for both, so places are counted one way. Null when it is cancelled or its 48 hours have run out.
 */
export function confirmRow(tx: Tx, row: SignupRow, now = Date.now()): SignupRow | null {
  if (row.status === "cancelled") return null;
  if (row.status === "pending" && row.expiresAt && row.expiresAt.getTime() <= now) {
    settleDate(tx, row.dateId, now);
    return null;
  }
  const confirmed = tx
    .update(eventSignups)
    .set({
      status: row.status === "pending" ? "confirmed" : row.status,
      confirmedAt: row.confirmedAt ?? new Date(now),
      confirmTokenHash: null,
      expiresAt: null,
      smsCodeHash: null,
      smsCodeExpiresAt: null,
      updatedAt: new Date(now),
    })
    .where(eq(eventSignups.id, row.id))
    .returning()
    .get();
  if (row.status === "pending") queueTicketMail(tx, confirmed, "ticket");
  else if (row.status === "waiting") queueWaitingMail(tx, confirmed, null);
  return confirmed;
}

export const findByManageToken = (token: string) =>
  db
    .select()
    .from(eventSignups)
    .where(eq(eventSignups.manageTokenHash, linkTokenHash(token)))
    .get();

/** The manage link's cancel (or "give my place back"): cancelled, and the waiting list moves up at once. */
export function cancelSignup(token: string, now = Date.now()): SignupRow | null {
  const result = db.transaction((tx) => {
    const row = tx
      .select()
      .from(eventSignups)
      .where(eq(eventSignups.manageTokenHash, linkTokenHash(token)))
      .get();
    if (!row) return null;
    if (row.status === "cancelled") return row;
    const cancelled = tx
      .update(eventSignups)
      .set({ status: "cancelled", cancelledAt: new Date(now), confirmTokenHash: null, updatedAt: new Date(now) })
      .where(eq(eventSignups.id, row.id))
      .returning()
      .get();
    settleDate(tx, row.dateId, now);
    return cancelled;
  }, immediate);
  deliverMailSoon();
  invalidateGuestPages();
  return result;
}

/** The manage link's change of head count (attendees): within the event's limit and the places left. */
export function changePeople(token: string, given: unknown, lang: Lang, now = Date.now()): SignupRow | null {
  const s = t(lang).events;
  const result = db.transaction((tx) => {
    const row = tx
      .select()
      .from(eventSignups)
      .where(eq(eventSignups.manageTokenHash, linkTokenHash(token)))
      .get();
    if (!row || row.status === "cancelled" || row.kind !== "attendee") return null;
    const event = tx
      .select({ max: events.maxPerSignup })
      .from(events)
      .innerJoin(eventDates, eq(eventDates.eventId, events.id))
      .where(eq(eventDates.id, row.dateId))
      .get();
    const max = event?.max ?? 1;
    const people = typeof given === "string" && /^\d+$/.test(given.trim()) ? Number(given) : NaN;
    if (!Number.isInteger(people) || people < 1 || people > max)
      throw new HttpError(400, s.peopleInvalid(max), { people: s.peopleInvalid(max) });
    if (row.status !== "waiting" && people > row.people) {
      const left = placesLeft(row.dateId, tx, now);
      if (left !== null && people - row.people > left)
        throw new HttpError(409, s.tooMany(left + row.people), { people: s.tooMany(left + row.people) });
    }
    const changed = tx
      .update(eventSignups)
      .set({ people, updatedAt: new Date(now) })
      .where(eq(eventSignups.id, row.id))
      .returning()
      .get();
    settleDate(tx, row.dateId, now);
    return changed;
  }, immediate);
  deliverMailSoon();
  invalidateGuestPages();
  return result;
}

/**
 * A date's queue put right, inside the caller's transaction: pending sign-ups past their 48 hours are cancelled,
 * then the first waiting attendees in arrival order take the places left (a group larger than what is left waits;
 * the next smaller group behind it does not jump it: strict order). Each person moved up is told at once
 * (`event-moved-up`): a confirmed address gets the ticket; one never confirmed is pending again for 48 hours.
 */
export function settleDate(tx: Tx, dateId: string, now = Date.now()): number {
  tx.update(eventSignups)
    .set({ status: "cancelled", cancelledAt: new Date(now), confirmTokenHash: null })
    .where(
      and(
        eq(eventSignups.dateId, dateId),
        eq(eventSignups.status, "pending"),
        lte(eventSignups.expiresAt, new Date(now)),
      ),
    )
    .run();
  let moved = 0;
  const waiting = tx
    .select()
    .from(eventSignups)
    .where(and(eq(eventSignups.dateId, dateId), eq(eventSignups.status, "waiting"), eq(eventSignups.kind, "attendee")))
    .orderBy(asc(eventSignups.arrival))
    .all();
  for (const person of waiting) {
    const left = placesLeft(dateId, tx, now);
    if (left !== null && person.people > left) break;
    if (left === 0) break;
    if (person.confirmedAt) {
      const row = tx
        .update(eventSignups)
        .set({ status: "confirmed", updatedAt: new Date(now) })
        .where(eq(eventSignups.id, person.id))
        .returning()
        .get();
      queueTicketMail(tx, row, "moved-up");
    } else {
      const expiresAt = new Date(now + confirmMs());
      const row = tx
        .update(eventSignups)
        .set({ status: "pending", expiresAt, updatedAt: new Date(now) })
        .where(eq(eventSignups.id, person.id))
        .returning()
        .get();
      const token = rotateConfirm(tx, row, expiresAt);
      queueTicketMail(tx, row, "moved-up", token);
      // Issue 38: a number never confirmed is texted a code; its link works while the places are held.
      if (row.smsTo) queueSignupCode(tx, row, token, now, expiresAt);
    }
    moved++;
  }
  return moved;
}

/** The signed-in person's sign-ups for /account: upcoming first. */
export function signupsOfUser(userId: string, email: string) {
  return db
    .select({ signup: eventSignups, date: eventDates, event: events })
    .from(eventSignups)
    .innerJoin(eventDates, eq(eventDates.id, eventSignups.dateId))
    .innerJoin(events, eq(events.id, eventDates.eventId))
    .where(sql`(${eventSignups.userId} = ${userId} or ${eventSignups.emailKey} = ${emailKeyOf(email)})`)
    .orderBy(asc(eventDates.startsAt))
    .all();
}

export const siteUrl = (path: string) => `${env.APP_URL}${path}`;
