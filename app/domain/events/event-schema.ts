import { z } from "zod";
import { isCalendarDay } from "~/domain/giving/campaign-schema";
import { isLocalDateTime } from "~/utils/site-time";
import { EVENT_REPEATS, EVENT_STATUSES } from "./schema";

/**
 * The fields an event is written with (issue 37), one schema for the admin form and POST/PATCH /api/events. Staff
 * write in English (the admin area is English-only); the Kinyarwanda and French title and description are optional.
 * Times are wall-clock times in the site's zone ("2026-12-05T09:00"); the domain turns them into instants.
 */
export const MAX_EVENT_TITLE = 140;
export const MAX_EVENT_DESCRIPTION = 50_000;
export const MAX_SHIFTS = 20;
/** A repetition makes at most this many dates (two years of weeks): more is a typing mistake in "until". */
export const MAX_DATES = 104;

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);
const text = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? "" : trimmed(v)),
    z.string({ message: `${label} must be text` }).max(max, `${label} is too long (${max} characters at most)`),
  );
const required = (label: string, max: number) =>
  z.preprocess(
    trimmed,
    z
      .string({ message: `${label} is required` })
      .min(1, `${label} is required`)
      .max(max, `${label} is too long (${max} characters at most)`),
  );
const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : /^\d+$/.test(v.trim()) ? Number(v) : NaN) : v),
    z
      .number({ message: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );
const webLink = (label: string) =>
  text(label, 500).refine((v) => v === "" || /^https:\/\/[^\s]+$/i.test(v), `${label} must start with https://`);
const localTime = (label: string) =>
  z.preprocess(
    trimmed,
    z
      .string({ message: `${label} is required` })
      .min(1, `${label} is required`)
      .refine(isLocalDateTime, `${label} must be a date and time, e.g. 2026-12-05T09:00`),
  );
const clock = (label: string) =>
  z.preprocess(
    trimmed,
    z.string({ message: `${label} is required` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be HH:MM`),
  );

export const shiftSchema = z
  .object({
    role: required("Role", 80),
    roleRw: text("Kinyarwanda role", 80),
    roleFr: text("French role", 80),
    startTime: clock("Shift start"),
    endTime: clock("Shift end"),
    places: wholeNumber("Shift places", 1, 500),
  })
  .refine((s) => s.endTime > s.startTime, { path: ["endTime"], message: "A shift must end after it starts" });

export const eventSchema = z
  .object({
    title: required("Title", MAX_EVENT_TITLE),
    /** Sanitised by the domain (the blog's sanitiser) before it is stored; this only bounds it. */
    description: text("Description", MAX_EVENT_DESCRIPTION),
    titleRw: text("Kinyarwanda title", MAX_EVENT_TITLE),
    descriptionRw: text("Kinyarwanda description", MAX_EVENT_DESCRIPTION),
    titleFr: text("French title", MAX_EVENT_TITLE),
    descriptionFr: text("French description", MAX_EVENT_DESCRIPTION),
    startsAt: localTime("Start"),
    endsAt: localTime("End"),
    placeName: text("Place", 200),
    placeAddress: text("Address", 300),
    mapUrl: webLink("Map link"),
    onlineUrl: webLink("Online link"),
    coverImage: text("Cover picture", 200).refine(
      (v) => v === "" || /^\/images\/[0-9a-f]{32}\/\d{3,4}\.(jpg|webp)$/.test(v),
      "Cover picture must be an uploaded image",
    ),
    coverAlt: text("Alt text", 300),
    /** Empty: no limit. */
    capacity: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      wholeNumber("Capacity", 1, 100_000).optional(),
    ),
    maxPerSignup: z.preprocess((v) => (v === "" || v === undefined ? 4 : v), wholeNumber("Max per sign-up", 1, 50)),
    program: text("Program", 80),
    status: z.preprocess(
      (v) => (v === undefined || v === "" ? "draft" : trimmed(v)),
      z.enum(EVENT_STATUSES, { message: "Status must be draft, published or cancelled" }),
    ),
    repeat: z.preprocess(
      (v) => (v === undefined || v === "" ? "none" : trimmed(v)),
      z.enum(EVENT_REPEATS, { message: "Repeat must be none, weekly or monthly" }),
    ),
    repeatUntil: text("Repeat until", 10).refine(
      (v) => v === "" || isCalendarDay(v),
      "Repeat until must be a date written YYYY-MM-DD",
    ),
    shifts: z.array(shiftSchema).max(MAX_SHIFTS, `At most ${MAX_SHIFTS} shifts`).default([]),
  })
  .refine((e) => e.endsAt >= e.startsAt, { path: ["endsAt"], message: "The end cannot be before the start" })
  .refine((e) => e.placeName !== "" || e.onlineUrl !== "", {
    path: ["placeName"],
    message: "Give a place or an online link",
  })
  .refine((e) => e.coverImage === "" || e.coverAlt !== "", {
    path: ["coverAlt"],
    message: "Describe the cover picture in a few words (alt text) for people who cannot see it",
  })
  .refine((e) => e.repeat === "none" || e.repeatUntil !== "", {
    path: ["repeatUntil"],
    message: "Say until which day the event repeats",
  })
  .refine((e) => e.repeat === "none" || e.repeatUntil >= e.startsAt.slice(0, 10), {
    path: ["repeatUntil"],
    message: "Repeat until cannot be before the first date",
  });

export type EventInput = z.output<typeof eventSchema>;
export type ShiftInput = z.output<typeof shiftSchema>;

/** Moving one date: its new start and end (wall-clock times in the site's zone). */
export const moveDateSchema = z
  .object({ startsAt: localTime("Start"), endsAt: localTime("End") })
  .refine((d) => d.endsAt >= d.startsAt, { path: ["endsAt"], message: "The end cannot be before the start" });

/** Cancelling an event or a date: an optional message to everyone signed up. */
export const cancelSchema = z.object({ message: text("Message", 2000) });
