import { data, type RouterContextProvider } from "react-router";
import {
  canManageEvents,
  cancelDate,
  cancelEvent,
  checkCancelEvent,
  datesOf,
  duplicateEvent,
  findEvent,
  moveDate,
  requireEventWriter,
} from "~/domain/events/events.server";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { requirePageUser } from "~/server/web/access.server";
import { answerableError } from "~/platform/http/api.server";
import { readForm } from "~/platform/http/forms.server";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { msg } from "~/i18n/message";
import { formatSiteTime, toSiteInputValue } from "~/utils/site-time";
import { descriptionTexts, eventFormValues, saveEventForm } from "./event-form.server";

export type DateLine = {
  id: string;
  status: string;
  sequence: number;
  when: string;
  startsAt: string;
  endsAt: string;
};
export type DateFormResult = { ok: false; dateId: string; error: string; fields: Record<string, string> };
/** The "are you sure" step before cancelling the whole event: nothing is written until it is confirmed. */
export type CancelCheck = { confirmCancel: { message: string; people: number } };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The edit screen's data: the form's values, the dates with their own actions, what the actor may do. */
export function eventEditScreen(request: Request, context: Readonly<RouterContextProvider>, id: string | undefined) {
  const user = requirePageUser(request, context, "events:draft");
  const event = findEvent(id);
  if (!event || (!canManageEvents(user) && event.createdBy !== user.id))
    throw data("This event does not exist or was deleted.", { status: 404, statusText: "Event Not Found" });
  const zone = siteTimeZone();
  const dates: DateLine[] = datesOf(event.id).map((d) => ({
    id: d.id,
    status: d.status,
    sequence: d.sequence,
    when: `${formatSiteTime(d.startsAt, zone)} – ${formatSiteTime(d.endsAt, zone)}`,
    startsAt: toSiteInputValue(d.startsAt, zone),
    endsAt: toSiteInputValue(d.endsAt, zone),
  }));
  return {
    id: event.id,
    title: event.title,
    status: event.status,
    cancelMessage: event.cancelMessage,
    canManage: canManageEvents(user),
    timeZone: zone,
    ...eventFormValues(event),
    texts: descriptionTexts(event),
    dates,
  };
}

/**
 * The edit screen's forms: the event form itself (multipart) and the small urlencoded forms below it — move a
 * date, cancel a date, duplicate, cancel the event. Each one domain call; the domain checks the rights.
 */
export async function handleEventEdit(request: Request, context: Readonly<RouterContextProvider>, id?: string) {
  const user = requirePageUser(request, context, "events:draft");
  if (!/^application\/x-www-form-urlencoded/i.test(request.headers.get("content-type") ?? ""))
    return saveEventForm(request, user, id);
  const form = await readForm(request);
  const here = `/admin/events/${id}`;
  const dateId = form.dateId ?? "";
  try {
    requireEventWriter(user);
    switch (form.intent) {
      case "move-date": {
        const { mails } = moveDate(user, id, dateId, { startsAt: form.startsAt, endsAt: form.endsAt });
        return redirectWithSuccess(here, `Date moved; ${plural(mails, "person")} told`);
      }
      case "cancel-date": {
        const { mails } = cancelDate(user, id, dateId, { message: form.message });
        return redirectWithSuccess(here, `Date cancelled; ${plural(mails, "person")} told`);
      }
      case "cancel-event": {
        // One press tells everyone: the first press only asks (the message typed is carried to the question).
        if (form.confirmed !== "yes") {
          return { confirmCancel: checkCancelEvent(user, id, { message: form.message }) } satisfies CancelCheck;
        }
        const { mails } = cancelEvent(user, id, { message: form.message });
        return redirectWithSuccess(here, `Event cancelled; ${plural(mails, "person")} told`);
      }
      case "duplicate": {
        const copy = duplicateEvent(user, id);
        return redirectWithSuccess(`/admin/events/${copy.id}`, "Copy made as a draft");
      }
      default:
        return redirectWithError(here, msg("unknownAction"));
    }
  } catch (error) {
    const known = answerableError(error);
    if (!known) throw error;
    if (form.intent === "move-date")
      return data(
        { ok: false as const, dateId, error: known.message, fields: known.fields ?? {} } satisfies DateFormResult,
        { status: known.status },
      );
    return redirectWithError(here, known.message);
  }
}
