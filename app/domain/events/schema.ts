// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LANGUAGES } from "../../i18n/languages";
import { createdAt, id } from "../../platform/data/columns";
import { images } from "../media/schema";
import { users } from "../people/schema";

/**
 * Events and volunteering (issue 37). An event is what staff write once (texts, place, capacity, repetition); each
 * of its dates is its own occurrence with its own sign-ups, its own calendar UID and SEQUENCE, and can be moved or
 * cancelled alone.
 */

/** draft (staff only) → published (public, takes sign-ups) → cancelled (every date cancelled, people told). */
export const EVENT_STATUSES = ["draft", "published", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_REPEATS = ["none", "weekly", "monthly"] as const;
export type EventRepeat = (typeof EVENT_REPEATS)[number];

const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());

export const events = sqliteTable(
  "events",
  {
    id: id(),
    title: text("title").notNull(),
    /** Sanitised HTML from the post editor, like a post's content. */
    description: text("description").notNull().default(""),
    /** Translations: empty means "show the English". */
    titleRw: text("title_rw").notNull().default(""),
    descriptionRw: text("description_rw").notNull().default(""),
    titleFr: text("title_fr").notNull().default(""),
    descriptionFr: text("description_fr").notNull().default(""),
    /** Where: a place (name, address, an optional map link) or an online link, or both. */
    placeName: text("place_name").notNull().default(""),
    placeAddress: text("place_address").notNull().default(""),
    mapUrl: text("map_url").notNull().default(""),
    onlineUrl: text("online_url").notNull().default(""),
    coverImage: text("cover_image"),
    coverImageId: text("cover_image_id").references(() => images.id, { onDelete: "set null" }),
    coverAlt: text("cover_alt").notNull().default(""),
    /** Places per date, people counted (a sign-up for 3 takes 3); null is "no limit". */
    capacity: integer("capacity"),
    /** How many people one sign-up may bring (themselves included). */
    maxPerSignup: integer("max_per_signup").notNull().default(4),
    /** A program's slug (app/content/program-pages.ts) or "" for none. */
    program: text("program").notNull().default(""),
    status: text("status", { enum: EVENT_STATUSES }).notNull().default("draft"),
    /** How the dates were made; the dates themselves are rows of event_dates. */
    repeat: text("repeat", { enum: EVENT_REPEATS }).notNull().default("none"),
    /** YYYY-MM-DD in the site's time zone, the last day a repetition may fall on. */
    repeatUntil: text("repeat_until"),
    /** What staff told everyone when they cancelled the whole event. */
    cancelMessage: text("cancel_message").notNull().default(""),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("events_status_idx").on(t.status),
    check("events_capacity_positive", sql`${t.capacity} IS NULL OR ${t.capacity} > 0`),
    check("events_max_per_signup_positive", sql`${t.maxPerSignup} > 0`),
  ],
);

export const EVENT_DATE_STATUSES = ["scheduled", "cancelled"] as const;
export type EventDateStatus = (typeof EVENT_DATE_STATUSES)[number];

export const eventDates = sqliteTable(
  "event_dates",
  {
    /** Also the stable part of the calendar UID (`<id>@<host>`). */
    id: id(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    status: text("status", { enum: EVENT_DATE_STATUSES }).notNull().default("scheduled"),
    /** RFC 5545 SEQUENCE: raised on every change a calendar should take (time, place, texts, cancellation). */
    sequence: integer("sequence").notNull().default(0),
    /** The day-before reminder went out (the job's claim; never twice, a restart included). */
    reminderSentAt: integer("reminder_sent_at", { mode: "timestamp_ms" }),
    /** Sign-up details erased after the retention period; only the counts below are kept. */
    detailsErasedAt: integer("details_erased_at", { mode: "timestamp_ms" }),
    keptSignedUp: integer("kept_signed_up"),
    keptCame: integer("kept_came"),
    keptVolunteers: integer("kept_volunteers"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("event_dates_starts_idx").on(t.startsAt),
    index("event_dates_event_idx").on(t.eventId, t.startsAt),
    check("event_dates_order", sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

/** A volunteer role in a time slot of each date, e.g. "Registration desk, 08:00–10:00, 3 people". */
export const eventShifts = sqliteTable(
  "event_shifts",
  {
    id: id(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    roleRw: text("role_rw").notNull().default(""),
    roleFr: text("role_fr").notNull().default(""),
    /** HH:MM in the site's time zone, on the date's own day. */
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    places: integer("places").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("event_shifts_event_idx").on(t.eventId, t.position),
    check("event_shifts_places", sql`${t.places} > 0`),
  ],
);

export const SIGNUP_KINDS = ["attendee", "volunteer"] as const;
export type SignupKind = (typeof SIGNUP_KINDS)[number];

/**
 * pending (not yet confirmed by the e-mailed link; frees its places after 48 h) → confirmed | waiting (the date was
 * full; moved up in arrival order) → cancelled (by the person, by staff, or expired).
 */
export const SIGNUP_STATUSES = ["pending", "confirmed", "waiting", "cancelled"] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

export const eventSignups = sqliteTable(
  "event_signups",
  {
    id: id(),
    dateId: text("date_id")
      .notNull()
      .references(() => eventDates.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SIGNUP_KINDS }).notNull().default("attendee"),
    /** A volunteer's shift; null for an attendee. */
    shiftId: text("shift_id").references(() => eventShifts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    /** The address lowercased and trimmed: the same address signing up twice changes its first sign-up. */
    emailKey: text("email_key"),
    phone: text("phone"),
    /**
     * Issue 38: a sign-up by SMS instead of e-mail: the normalised Rwandan number (250…) texts go to. Its 6-digit
     * code is stored hashed, with its expiry and the wrong tries made (a new code is needed after too many).
     */
    smsTo: text("sms_to"),
    smsCodeHash: text("sms_code_hash"),
    smsCodeExpiresAt: integer("sms_code_expires_at", { mode: "timestamp_ms" }),
    smsCodeTries: integer("sms_code_tries").notNull().default(0),
    people: integer("people").notNull().default(1),
    lang: text("lang", { enum: LANGUAGES }).notNull().default("en"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** When the person ticked "contact me about this event" (null: not ticked). */
    consentAt: integer("consent_at", { mode: "timestamp_ms" }),
    status: text("status", { enum: SIGNUP_STATUSES }).notNull().default("pending"),
    /** Order of arrival, for the waiting list (one counter per database, given in the sign-up's transaction). */
    arrival: integer("arrival").notNull(),
    /** Hashes only: the confirm link, the change/cancel link and the ticket code are shown once and never stored. */
    confirmTokenHash: text("confirm_token_hash"),
    manageTokenHash: text("manage_token_hash").notNull(),
    ticketCodeHash: text("ticket_code_hash"),
    /** A pending sign-up's places are freed after this. */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    checkedInAt: integer("checked_in_at", { mode: "timestamp_ms" }),
    walkIn: integer("walk_in", { mode: "boolean" }).notNull().default(false),
    /** A walk-in added at the door carries the check-in screen's key, so a retried add never makes two. */
    clientKey: text("client_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("event_signups_date_idx").on(t.dateId, t.status, t.arrival),
    index("event_signups_user_idx").on(t.userId),
    index("event_signups_email_idx").on(t.emailKey),
    uniqueIndex("event_signups_attendee_unique")
      .on(t.dateId, t.emailKey)
      .where(sql`${t.kind} = 'attendee' AND ${t.emailKey} IS NOT NULL`),
    uniqueIndex("event_signups_volunteer_unique")
      .on(t.dateId, t.shiftId, t.emailKey)
      .where(sql`${t.kind} = 'volunteer' AND ${t.emailKey} IS NOT NULL`),
    uniqueIndex("event_signups_attendee_sms_unique")
      .on(t.dateId, t.smsTo)
      .where(sql`${t.kind} = 'attendee' AND ${t.smsTo} IS NOT NULL`),
    uniqueIndex("event_signups_volunteer_sms_unique")
      .on(t.dateId, t.shiftId, t.smsTo)
      .where(sql`${t.kind} = 'volunteer' AND ${t.smsTo} IS NOT NULL`),
    uniqueIndex("event_signups_confirm_unique").on(t.confirmTokenHash),
    uniqueIndex("event_signups_manage_unique").on(t.manageTokenHash),
    uniqueIndex("event_signups_ticket_unique").on(t.ticketCodeHash),
    uniqueIndex("event_signups_client_key_unique").on(t.clientKey),
    uniqueIndex("event_signups_arrival_unique").on(t.arrival),
    check("event_signups_people_positive", sql`${t.people} > 0`),
  ],
);
