import { data, type RouterContextProvider } from "react-router";
import { requirePageUser } from "~/server/web/access.server";
import { chooseDate, doorCounts, findEventWithDates, type DoorCounts } from "~/domain/events/door.server";
import {
  MAX_MESSAGE,
  previewEventMessage,
  sendEventMessage,
  type MessagePreview,
} from "~/domain/events/event-message.server";
import { peopleLists, type ShiftCoverage, type StaffSignup } from "~/domain/events/people-lists.server";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { answerableError } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { readForm } from "~/platform/http/forms.server";
import { redirectWithSuccess } from "~/platform/http/toast.server";
import { formatDate } from "~/utils/dates";

export type { DoorCounts, MessagePreview, ShiftCoverage };
export type PersonLine = Omit<StaffSignup, "checkedInAt"> & { checkedInAt: string | null };
export type PeopleFormResult =
  | { step: "confirm"; preview: MessagePreview }
  | { step: "error"; error: string; fields: Record<string, string>; values: Record<string, string> };

/** The staff lists of one date of an event (issue 37, item 9). */
export function peopleScreen(request: Request, context: Readonly<RouterContextProvider>, eventId: string | undefined) {
  requirePageUser(request, context, "events:manage");
  let found;
  try {
    found = findEventWithDates(eventId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      throw data("This event does not exist.", { status: 404, statusText: "Event Not Found" });
    throw error;
  }
  const { event, dates } = found;
  const tz = siteTimeZone();
  const { ordered, date } = chooseDate(dates, new URL(request.url).searchParams.get("date"), new Date(), tz);
  const line = (r: StaffSignup): PersonLine => ({
    ...r,
    checkedInAt: r.checkedInAt ? formatDate(r.checkedInAt, "time", "en", tz) : null,
  });
  const lists = date && !date.detailsErasedAt ? peopleLists(event.id, date.id) : null;
  return {
    eventId: event.id,
    title: event.title,
    dates: ordered.map((d) => ({
      id: d.id,
      label: formatDate(d.startsAt, "withTime", "en", tz),
      cancelled: d.status === "cancelled",
    })),
    dateId: date?.id ?? null,
    erasedOn: date?.detailsErasedAt ? formatDate(date.detailsErasedAt, "long", "en", tz) : null,
    counts: date ? doorCounts(date) : null,
    signups: lists?.signups.map(line) ?? [],
    waiting: lists?.waiting.map(line) ?? [],
    coverage: lists?.coverage ?? [],
    checkIns: lists?.checkIns.map(line) ?? [],
    maxMessage: MAX_MESSAGE,
  };
}

/**
 * "E-mail everyone signed up": the first post (`intent=preview`) comes back as a confirmation step with the count;
 * the second (`intent=send`) queues the mails and goes back to the lists with a toast.
 */
export async function handlePeopleForm(request: Request, context: Readonly<RouterContextProvider>, eventId: string) {
  const user = requirePageUser(request, context, "events:manage");
  let form: Record<string, string> = {};
  try {
    form = await readForm(request, 32 * 1024);
    const input = {
      dateId: form.date,
      subject: form.subject,
      message: form.message,
      includeWaiting: form.includeWaiting === "on",
    };
    if (form.intent === "send") {
      const count = sendEventMessage(user, eventId, input);
      const back = `/admin/events/${encodeURIComponent(eventId)}/people?date=${encodeURIComponent(form.date ?? "")}`;
      return redirectWithSuccess(back, `Message queued for ${count} ${count === 1 ? "person" : "people"}.`);
    }
    const result: PeopleFormResult = { step: "confirm", preview: previewEventMessage(user, eventId, input) };
    return result;
  } catch (error) {
    const known = answerableError(error);
    if (!known) throw error;
    const result: PeopleFormResult = { step: "error", error: known.message, fields: known.fields ?? {}, values: form };
    return data(result, { status: known.status });
  }
}
