import { data, type RouterContextProvider } from "react-router";
import {
  canManageEvents,
  createEvent,
  eventValues,
  findEvent,
  updateEvent,
  type EventRow,
} from "~/domain/events/events.server";
import { eventSchema, MAX_SHIFTS } from "~/domain/events/event-schema";
import { htmlToPlainText, plainTextToHtml } from "~/domain/blog/plain-text.server";
import { sanitizePostHtml } from "~/domain/blog/sanitize.server";
import { imageUrl, storeUpload } from "~/domain/media/images.server";
import { readMultipart } from "~/domain/media/uploads.server";
import type { User } from "~/domain/people/schema";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { requirePageUser } from "~/server/web/access.server";
import { answerableError } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { readForm } from "~/platform/http/forms.server";
import { redirectWithSuccess } from "~/platform/http/toast.server";
import { formFieldsOf, unflattenForm } from "~/utils/nested-form";

/**
 * The event form's server half (issue 37), shared by /admin/events/new and /admin/events/:id. It reads the form
 * the way the campaign form is read (campaign-form.server.ts: cover picture as a file or an upload's URL, the
 * descriptions as editor HTML or, without JavaScript, plain text), turns `shifts.N.role` names into rows with the
 * schema-derived field list (app/utils/nested-form.ts), and hands everything to the domain, which owns the rules.
 * "Add a shift" and "Remove" are submit buttons, so rows change without JavaScript: the page comes back with the
 * typed values and one row more or less, nothing saved.
 */
export type ShiftRowValues = Record<"role" | "roleRw" | "roleFr" | "startTime" | "endTime" | "places", string>;
export type EventFormResult = {
  ok: false;
  error: string;
  fields: Record<string, string>;
  values: Record<string, string>;
  shifts: ShiftRowValues[];
};

const DESCRIPTIONS = ["description", "descriptionRw", "descriptionFr"] as const;
const SHIFT_FIELDS = formFieldsOf(eventSchema).filter((f) => f.name.startsWith("shifts."));
const BLANK_SHIFT: ShiftRowValues = { role: "", roleRw: "", roleFr: "", startTime: "", endTime: "", places: "" };

const lines = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n")
    .trim();

/** The stored event as the form starts from: the schema's values as strings, shifts as rows. */
export function eventFormValues(event: EventRow | null): { values: Record<string, string>; shifts: ShiftRowValues[] } {
  if (!event) return { values: { status: "draft", repeat: "none", maxPerSignup: "4" }, shifts: [] };
  const { shifts, ...rest } = eventValues(event);
  const values = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v == null ? "" : String(v)]));
  const rows = (shifts as Array<Record<string, unknown>>).map(
    (s) => Object.fromEntries(Object.keys(BLANK_SHIFT).map((k) => [k, String(s[k] ?? "")])) as ShiftRowValues,
  );
  return { values, shifts: rows };
}

/** Plain text of the stored descriptions, for the no-JavaScript boxes. */
export const descriptionTexts = (event: EventRow | null) =>
  Object.fromEntries(DESCRIPTIONS.map((k) => [k, event ? htmlToPlainText(event[k]) : ""])) as Record<
    (typeof DESCRIPTIONS)[number],
    string
  >;

async function readEventForm(request: Request, before?: EventRow) {
  const type = request.headers.get("content-type") ?? "";
  let fields: Record<string, string>;
  let entries: Array<[string, string]>;
  let file: Buffer | null = null;
  let refused: string | null = null;
  if (/^multipart\/form-data\b/i.test(type)) {
    const form = await readMultipart(request, { maxFiles: 1, keepOversized: true });
    fields = form.fields;
    entries = Object.entries(form.fields);
    file = form.files.featuredImage?.bytes ?? null;
    refused = form.refused.featuredImage ?? null;
  } else {
    fields = await readForm(request);
    entries = Object.entries(fields);
  }
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (!key.startsWith("shifts.")) values[key] = value;
  if (fields.featuredImage !== undefined) values.coverImage = fields.featuredImage;
  else if (before) values.coverImage = before.coverImage ?? "";
  values.coverAlt = fields.featuredImageAlt ?? values.coverAlt ?? "";
  const rows = ((unflattenForm(entries, SHIFT_FIELDS).shifts as ShiftRowValues[] | undefined) ?? []).map((row) => ({
    ...BLANK_SHIFT,
    ...row,
  }));
  const asText = DESCRIPTIONS.filter((key) => fields[`${key}Format`] === "text");
  const typed: Record<string, string> = {};
  for (const key of asText) {
    const text = fields[key] ?? "";
    typed[key] = text;
    const stored = before?.[key] ?? "";
    values[key] = stored && lines(text) === lines(htmlToPlainText(stored)) ? stored : plainTextToHtml(text);
  }
  return { values, rows, file, refused, typed, intent: fields.intent ?? "save" };
}

async function storeCover(file: Buffer | null, refused: string | null, values: Record<string, string>, user: User) {
  if (refused) throw new HttpError(413, refused, { coverImage: `${refused}: choose a smaller picture.` });
  if (!file) return;
  try {
    values.coverImage = imageUrl(await storeUpload(file, { uploadedBy: user.id }));
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(error.status, error.message, { coverImage: error.message });
    throw error;
  }
}

const answer = (result: EventFormResult, status = 400, headers?: HeadersInit) => data(result, { status, headers });

/** The create and edit actions: one domain call; a failure (or a row added/removed) comes back with what was typed. */
export async function saveEventForm(request: Request, user: User, id?: string) {
  const before = id ? findEvent(id) : undefined;
  if (id && !before) throw data("This event does not exist or was deleted.", { status: 404 });
  let read: Awaited<ReturnType<typeof readEventForm>> | null = null;
  const typedBack = () => {
    const values = { ...(read?.values ?? {}) };
    for (const key of DESCRIPTIONS)
      if (read && key in read.typed) values[key] = read.typed[key]!;
      else if (values[key]) values[key] = sanitizePostHtml(values[key]);
    return values;
  };
  try {
    read = await readEventForm(request, before);
    await storeCover(read.file, read.refused, read.values, user);
    if (read.intent === "add-shift") {
      const shifts = read.rows.length < MAX_SHIFTS ? [...read.rows, { ...BLANK_SHIFT }] : read.rows;
      return answer({ ok: false, error: "", fields: {}, values: typedBack(), shifts }, 200);
    }
    const removing = /^remove-shift-(\d{1,2})$/.exec(read.intent);
    if (removing) {
      const shifts = read.rows.filter((_, i) => i !== Number(removing[1]));
      return answer({ ok: false, error: "", fields: {}, values: typedBack(), shifts }, 200);
    }
    const input = { ...read.values, shifts: read.rows };
    if (!before) {
      const made = createEvent(user, input);
      return redirectWithSuccess(`/admin/events/${made.id}`, "Event created");
    }
    updateEvent(user, before.id, input);
    return redirectWithSuccess(`/admin/events/${before.id}`, "Event saved");
  } catch (error) {
    const known = answerableError(error);
    if (!known) throw error;
    return answer(
      {
        ok: false,
        error: known.message || "Failed to save the event",
        fields: known.fields ?? {},
        values: typedBack(),
        shifts: read?.rows ?? [],
      },
      known.status,
      known.headers,
    );
  }
}

/** /admin/events/new: an empty form for anyone who may write events. */
export function eventCreateScreen(request: Request, context: Readonly<RouterContextProvider>) {
  const user = requirePageUser(request, context, "events:draft");
  return {
    ...eventFormValues(null),
    texts: descriptionTexts(null),
    timeZone: siteTimeZone(),
    canManage: canManageEvents(user),
  };
}

export function handleEventCreate(request: Request, context: Readonly<RouterContextProvider>) {
  return saveEventForm(request, requirePageUser(request, context, "events:draft"));
}
