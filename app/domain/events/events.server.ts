import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { db, type Tx } from "~/platform/data/db.server";
import { HttpError, notFound } from "~/platform/http/errors.server";
import { validate } from "~/platform/http/api.server";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { deliverMailSoon } from "~/platform/mail/outbox.server";
import { recordAudit } from "~/domain/audit/audit.server";
import { hasAccess, requireAccess } from "~/domain/auth/access.server";
import { sanitizePostHtml } from "~/domain/blog/sanitize.server";
import { images } from "~/domain/media/schema";
import type { User } from "~/domain/people/schema";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { toSiteInputValue } from "~/utils/site-time";
import { peopleToldIfCancelled, queueChangeMails } from "./change-mails.server";
import { wakeSms } from "./date-texts.server";
import { cancelSchema, eventSchema, MAX_DATES, moveDateSchema, type EventInput } from "./event-schema";
import { occurrences } from "./repetition";
import { eventDates, events, eventShifts } from "./schema";

/**
 * Events (issue 37): the one place staff write them, for the admin pages and /api/events alike. Editors and admins
 * (`events:manage`) do everything; authors (`events:draft`) write their own drafts only. Every write validates
 * with the shared schema, sanitises the descriptions with the blog's sanitiser, writes and audits in one
 * transaction, and drops the guests' cached pages.
 */
export type EventRow = typeof events.$inferSelect;
export type EventDateRow = typeof eventDates.$inferSelect;
export type ShiftRow = typeof eventShifts.$inferSelect;

const FORBIDDEN = "Only editors and admins manage events; authors may write drafts";

export const requireEventWriter = (actor: User | null) => requireAccess(actor, "events:draft", FORBIDDEN);
export const canManageEvents = (actor: User | null) => hasAccess(actor, "events:manage");

export function findEvent(id: string | undefined): EventRow | undefined {
  return id ? db.select().from(events).where(eq(events.id, id)).get() : undefined;
}

/** An event the actor may edit: any for `events:manage`, an author's own draft otherwise. */
function requireEditable(actor: User | null, id: string | undefined): { user: User; event: EventRow } {
  const user = requireEventWriter(actor);
  const event = findEvent(id);
  if (!event) throw notFound("That event does not exist");
  if (!canManageEvents(user) && (event.createdBy !== user.id || event.status !== "draft"))
    throw new HttpError(403, FORBIDDEN);
  return { user, event };
}

export const datesOf = (eventId: string, reader: Pick<Tx, "select"> = db) =>
  reader.select().from(eventDates).where(eq(eventDates.eventId, eventId)).orderBy(asc(eventDates.startsAt)).all();
export const shiftsOf = (eventId: string, reader: Pick<Tx, "select"> = db) =>
  reader.select().from(eventShifts).where(eq(eventShifts.eventId, eventId)).orderBy(asc(eventShifts.position)).all();

/** The stored event as the schema takes it (the form's values; an API PATCH overlays what it changes). */
export function eventValues(event: EventRow): Record<keyof EventInput, unknown> {
  const zone = siteTimeZone();
  const first = datesOf(event.id)[0];
  return {
    title: event.title,
    description: event.description,
    titleRw: event.titleRw,
    descriptionRw: event.descriptionRw,
    titleFr: event.titleFr,
    descriptionFr: event.descriptionFr,
    startsAt: first ? toSiteInputValue(first.startsAt, zone) : "",
    endsAt: first ? toSiteInputValue(first.endsAt, zone) : "",
    placeName: event.placeName,
    placeAddress: event.placeAddress,
    mapUrl: event.mapUrl,
    onlineUrl: event.onlineUrl,
    coverImage: event.coverImage ?? "",
    coverAlt: event.coverAlt,
    capacity: event.capacity ?? "",
    maxPerSignup: event.maxPerSignup,
    program: event.program,
    status: event.status,
    repeat: event.repeat,
    repeatUntil: event.repeatUntil ?? "",
    shifts: shiftsOf(event.id).map(({ role, roleRw, roleFr, startTime, endTime, places }) => ({
      role,
      roleRw,
      roleFr,
      startTime,
      endTime,
      places,
    })),
  };
}

function coverImageId(url: string): string | null {
  if (!url) return null;
  const hash = /^\/images\/([0-9a-f]{32})\//.exec(url)?.[1];
  const image = hash ? db.select({ id: images.id }).from(images).where(eq(images.hash, hash)).get() : undefined;
  if (!image)
    throw new HttpError(400, "That uploaded image does not exist", { coverImage: "Upload the picture again" });
  return image.id;
}

const clean = (html: string) => (html.trim() === "" ? "" : sanitizePostHtml(html));

function columnsOf(input: EventInput) {
  return {
    title: input.title,
    description: clean(input.description),
    titleRw: input.titleRw,
    descriptionRw: clean(input.descriptionRw),
    titleFr: input.titleFr,
    descriptionFr: clean(input.descriptionFr),
    placeName: input.placeName,
    placeAddress: input.placeAddress,
    mapUrl: input.mapUrl,
    onlineUrl: input.onlineUrl,
    coverImage: input.coverImage || null,
    coverImageId: coverImageId(input.coverImage),
    coverAlt: input.coverImage ? input.coverAlt : "",
    capacity: input.capacity ?? null,
    maxPerSignup: input.maxPerSignup,
    program: input.program,
    status: input.status,
    repeat: input.repeat,
    repeatUntil: input.repeat === "none" ? null : input.repeatUntil,
  };
}

function datesFor(input: EventInput) {
  const list = occurrences(
    input.startsAt,
    input.endsAt,
    input.repeat,
    input.repeatUntil || null,
    siteTimeZone(),
    MAX_DATES + 1,
  );
  if (list.length > MAX_DATES)
    throw new HttpError(400, `A repetition makes at most ${MAX_DATES} dates`, { repeatUntil: "Choose an earlier day" });
  return list;
}

function writeShifts(tx: Tx, eventId: string, input: EventInput) {
  tx.delete(eventShifts).where(eq(eventShifts.eventId, eventId)).run();
  input.shifts.forEach((shift, position) =>
    tx
      .insert(eventShifts)
      .values({ ...shift, eventId, position })
      .run(),
  );
}

export function createEvent(actor: User | null, given: unknown): EventRow {
  const user = requireEventWriter(actor);
  const input = validate(eventSchema, given);
  if (!canManageEvents(user) && input.status !== "draft") throw new HttpError(403, FORBIDDEN, { status: FORBIDDEN });
  const values = columnsOf(input);
  const dates = datesFor(input);
  const row = db.transaction((tx) => {
    const made = tx
      .insert(events)
      .values({ ...values, createdBy: user.id })
      .returning()
      .get();
    for (const date of dates)
      tx.insert(eventDates)
        .values({ eventId: made.id, ...date })
        .run();
    writeShifts(tx, made.id, input);
    recordAudit(tx, {
      actor: user,
      action: "event.create",
      targetType: "event",
      targetId: made.id,
      summary: values.title,
      details: { status: values.status, dates: dates.length, shifts: input.shifts.length },
    });
    return made;
  });
  invalidateGuestPages();
  return row;
}

/**
 * An edit: the given fields over the stored ones, validated whole. The texts, place, capacity and shifts change in
 * place. A changed first time or repetition re-plans the dates that have no sign-ups yet... kept simple here: the
 * dates are replanned only while no date has a sign-up; afterwards staff move or cancel dates one by one. Every
 * date whose calendar entry changes gets a raised SEQUENCE and its people an `event-change` mail.
 */
export function updateEvent(actor: User | null, id: string | undefined, changes: Record<string, unknown>): EventRow {
  const { user, event } = requireEditable(actor, id);
  const input = validate(eventSchema, { ...eventValues(event), ...changes });
  if (!canManageEvents(user) && input.status !== "draft") throw new HttpError(403, FORBIDDEN, { status: FORBIDDEN });
  if (input.status === "cancelled" && event.status !== "cancelled")
    throw new HttpError(400, "Use “Cancel event” to cancel it with a message", { status: "Use “Cancel event”" });
  const values = columnsOf(input);
  const before = eventValues(event);
  const timesChanged =
    before.startsAt !== input.startsAt ||
    before.endsAt !== input.endsAt ||
    before.repeat !== input.repeat ||
    (before.repeatUntil || "") !== (input.repeatUntil || "");
  const calendarChanged = ["title", "description", "placeName", "placeAddress", "onlineUrl"].some(
    (key) => (values as Record<string, unknown>)[key] !== (event as Record<string, unknown>)[key],
  );
  const row = db.transaction((tx) => {
    const updated = tx
      .update(events)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(events.id, event.id))
      .returning()
      .get();
    writeShifts(tx, event.id, input);
    const current = datesOf(event.id, tx);
    if (timesChanged) replanDates(tx, event.id, current, datesFor(input));
    else if (calendarChanged && event.status === "published") {
      const ids = current.filter((d) => d.status === "scheduled").map((d) => d.id);
      raiseSequence(tx, ids);
      const placeChanged = ["placeName", "placeAddress", "onlineUrl"].some(
        (key) => (values as Record<string, unknown>)[key] !== (event as Record<string, unknown>)[key],
      );
      queueChangeMails(tx, { dateIds: ids, change: "updated", placeChanged });
    }
    recordAudit(tx, {
      actor: user,
      action: "event.update",
      targetType: "event",
      targetId: event.id,
      summary: values.title,
      details: { status: values.status, timesChanged },
    });
    return updated;
  });
  deliverMailSoon();
  wakeSms();
  invalidateGuestPages();
  return row;
}

/**
 * New times for the event as a whole. Dates are matched in order: the n-th existing date takes the n-th new time
 * (its sign-ups, UID and a raised SEQUENCE go with it, and its people are told); extra new times become new dates;
 * existing dates beyond the new list are cancelled (kept, with their sign-ups told), never deleted.
 */
function replanDates(tx: Tx, eventId: string, current: EventDateRow[], planned: { startsAt: Date; endsAt: Date }[]) {
  const live = current.filter((d) => d.status === "scheduled");
  const moved: string[] = [];
  const dropped: string[] = [];
  planned.forEach((slot, i) => {
    const date = live[i];
    if (!date)
      return void tx
        .insert(eventDates)
        .values({ eventId, ...slot })
        .run();
    if (date.startsAt.getTime() === slot.startsAt.getTime() && date.endsAt.getTime() === slot.endsAt.getTime()) return;
    tx.update(eventDates)
      .set({ ...slot, sequence: date.sequence + 1, reminderSentAt: null, updatedAt: new Date() })
      .where(eq(eventDates.id, date.id))
      .run();
    moved.push(date.id);
  });
  for (const date of live.slice(planned.length)) {
    tx.update(eventDates)
      .set({ status: "cancelled", sequence: date.sequence + 1, updatedAt: new Date() })
      .where(eq(eventDates.id, date.id))
      .run();
    dropped.push(date.id);
  }
  if (moved.length) queueChangeMails(tx, { dateIds: moved, change: "moved" });
  if (dropped.length) queueChangeMails(tx, { dateIds: dropped, change: "cancelled" });
}

function raiseSequence(tx: Tx, dateIds: string[]) {
  if (dateIds.length === 0) return;
  for (const date of tx.select().from(eventDates).where(inArray(eventDates.id, dateIds)).all())
    tx.update(eventDates)
      .set({ sequence: date.sequence + 1, updatedAt: new Date() })
      .where(eq(eventDates.id, date.id))
      .run();
}

function requireManager(actor: User | null) {
  return requireAccess(actor, "events:manage", FORBIDDEN);
}

function requireDate(eventId: string | undefined, dateId: string | undefined): EventDateRow {
  const date = dateId
    ? db
        .select()
        .from(eventDates)
        .where(and(eq(eventDates.id, dateId), eq(eventDates.eventId, eventId ?? "")))
        .get()
    : undefined;
  if (!date) throw notFound("That date does not exist");
  return date;
}

/** One date to a new time: same UID, SEQUENCE raised, the reminder due again, everyone confirmed told. */
export function moveDate(actor: User | null, eventId: string | undefined, dateId: string | undefined, given: unknown) {
  const user = requireManager(actor);
  const date = requireDate(eventId, dateId);
  if (date.status === "cancelled") throw new HttpError(409, "That date is cancelled");
  const input = validate(moveDateSchema, given);
  const occurrence = occurrences(input.startsAt, input.endsAt, "none", null, siteTimeZone())[0]!;
  const mails = db.transaction((tx) => {
    tx.update(eventDates)
      .set({ ...occurrence, sequence: date.sequence + 1, reminderSentAt: null, updatedAt: new Date() })
      .where(eq(eventDates.id, date.id))
      .run();
    recordAudit(tx, {
      actor: user,
      action: "event.date.move",
      targetType: "event",
      targetId: date.eventId,
      summary: `${input.startsAt} – ${input.endsAt}`,
      details: { dateId: date.id },
    });
    return queueChangeMails(tx, { dateIds: [date.id], change: "moved" });
  });
  deliverMailSoon();
  wakeSms();
  invalidateGuestPages();
  return { mails };
}

/** One date cancelled (kept, STATUS:CANCELLED in the calendars), everyone confirmed told with the message. */
export function cancelDate(
  actor: User | null,
  eventId: string | undefined,
  dateId: string | undefined,
  given: unknown,
) {
  const user = requireManager(actor);
  const date = requireDate(eventId, dateId);
  if (date.status === "cancelled") throw new HttpError(409, "That date is already cancelled");
  const { message } = validate(cancelSchema, given);
  const mails = db.transaction((tx) => {
    tx.update(eventDates)
      .set({ status: "cancelled", sequence: date.sequence + 1, updatedAt: new Date() })
      .where(eq(eventDates.id, date.id))
      .run();
    recordAudit(tx, {
      actor: user,
      action: "event.date.cancel",
      targetType: "event",
      targetId: date.eventId,
      details: { dateId: date.id },
    });
    return queueChangeMails(tx, { dateIds: [date.id], change: "cancelled", message });
  });
  deliverMailSoon();
  wakeSms();
  invalidateGuestPages();
  return { mails };
}

/** The whole event cancelled with a message: every date still scheduled is cancelled and its people told. */
export function cancelEvent(actor: User | null, eventId: string | undefined, given: unknown) {
  const { user, event, message } = cancellable(actor, eventId, given);
  const mails = db.transaction((tx) => {
    tx.update(events)
      .set({ status: "cancelled", cancelMessage: message, updatedAt: new Date() })
      .where(eq(events.id, event.id))
      .run();
    const live = datesOf(event.id, tx).filter((d) => d.status === "scheduled");
    for (const date of live)
      tx.update(eventDates)
        .set({ status: "cancelled", sequence: date.sequence + 1, updatedAt: new Date() })
        .where(eq(eventDates.id, date.id))
        .run();
    recordAudit(tx, {
      actor: user,
      action: "event.cancel",
      targetType: "event",
      targetId: event.id,
      summary: event.title,
    });
    return queueChangeMails(tx, { dateIds: live.map((d) => d.id), change: "cancelled", message });
  });
  deliverMailSoon();
  wakeSms();
  invalidateGuestPages();
  return { mails };
}

function cancellable(actor: User | null, eventId: string | undefined, given: unknown) {
  const user = requireManager(actor);
  const event = findEvent(eventId);
  if (!event) throw notFound("That event does not exist");
  if (event.status === "cancelled") throw new HttpError(409, "That event is already cancelled");
  return { user, event, ...validate(cancelSchema, given) };
}

/** What cancelling would do, written nowhere: the screen's "are you sure" step (the same checks as cancelEvent). */
export function checkCancelEvent(actor: User | null, eventId: string | undefined, given: unknown) {
  const { event, message } = cancellable(actor, eventId, given);
  return { message, people: peopleToldIfCancelled(event.id) };
}

/** A copy as a new draft ("Copy of …"), with the same texts, place, capacity, shifts and times. */
export function duplicateEvent(actor: User | null, eventId: string | undefined): EventRow {
  const user = requireEventWriter(actor);
  const event = findEvent(eventId);
  if (!event) throw notFound("That event does not exist");
  const values = eventValues(event);
  return createEvent(user, { ...values, title: `Copy of ${event.title}`.slice(0, 140), status: "draft" });
}

/** Staff's list: every event (authors see their own), with its first and next date. */
export function staffEventList(actor: User | null) {
  const user = requireEventWriter(actor);
  const rows = canManageEvents(user)
    ? db.select().from(events).all()
    : db.select().from(events).where(eq(events.createdBy, user.id)).all();
  const dates = rows.length
    ? db
        .select()
        .from(eventDates)
        .where(
          and(
            inArray(
              eventDates.eventId,
              rows.map((r) => r.id),
            ),
            ne(eventDates.status, "cancelled"),
          ),
        )
        .orderBy(asc(eventDates.startsAt))
        .all()
    : [];
  return rows.map((event) => ({ event, dates: dates.filter((d) => d.eventId === event.id) }));
}
