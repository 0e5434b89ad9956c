import { randomBytes } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { requirePageUser } from "~/server/web/access.server";
import { checkIn } from "~/domain/events/check-in.server";
import { chooseDate, doorCounts, doorList, findEventWithDates, type DoorCounts } from "~/domain/events/door.server";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { answerableError } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { readForm } from "~/platform/http/forms.server";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { formatDate } from "~/utils/dates";

/** One person on the door's list, as the screen shows them. */
export type DoorRow = {
  id: string;
  name: string;
  kind: "attendee" | "volunteer";
  people: number;
  role: string | null;
  walkIn: boolean;
  checkedIn: boolean;
  checkedInAt: string | null;
};

export type DoorScreen = {
  eventId: string;
  title: string;
  dates: { id: string; label: string; cancelled: boolean }[];
  dateId: string | null;
  erased: boolean;
  q: string;
  people: DoorRow[];
  counts: DoorCounts | null;
  /** The walk-in form's key: sent again (a re-sent form), it adds nobody twice. */
  walkInKey: string;
};

export type DoorFormResult = { error: string; fields: Record<string, string>; values: Record<string, string> };

export type { DoorCounts };

const newKey = () => randomBytes(16).toString("base64url");

/** The door screen (issue 37, item 8): the date chosen (today's first), everyone expected, the counts. */
export function doorScreen(
  request: Request,
  context: Readonly<RouterContextProvider>,
  eventId: string | undefined,
): DoorScreen {
  requirePageUser(request, context, "events:check-in");
  const { event, dates } = findOr404(eventId);
  const url = new URL(request.url);
  const tz = siteTimeZone();
  const { ordered, date } = chooseDate(dates, url.searchParams.get("date"), new Date(), tz);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  return {
    eventId: event.id,
    title: event.title,
    dates: ordered.map((d) => ({
      id: d.id,
      label: formatDate(d.startsAt, "withTime", "en", tz),
      cancelled: d.status === "cancelled",
    })),
    dateId: date?.id ?? null,
    erased: !!date?.detailsErasedAt,
    q,
    people: date
      ? doorList(date.id).map((p) => ({
          ...p,
          checkedIn: p.checkedInAt !== null,
          checkedInAt: p.checkedInAt ? formatDate(p.checkedInAt, "time", "en", tz) : null,
        }))
      : [],
    counts: date ? doorCounts(date) : null,
    walkInKey: newKey(),
  };
}

function findOr404(eventId: string | undefined) {
  try {
    return findEventWithDates(eventId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      throw data("This event does not exist.", { status: 404, statusText: "Event Not Found" });
    throw error;
  }
}

/** Where a form goes back to: the same date and search. */
function backTo(eventId: string, form: Record<string, string>) {
  const params = new URLSearchParams();
  if (form.date) params.set("date", form.date.slice(0, 64));
  if (form.q) params.set("q", form.q.slice(0, 100));
  const query = params.toString();
  return `/admin/events/${encodeURIComponent(eventId)}/check-in${query ? `?${query}` : ""}`;
}

/**
 * The door's forms without JavaScript (a tap, a ticket code, a walk-in): one write through the domain, then back
 * to the list with the answer. A wrong ticket code or walk-in comes back to the page with its message and what
 * was typed; a refused tap comes back as an error toast. A post lost on the network simply fails and can be re-sent.
 */
export async function handleDoorForm(request: Request, context: Readonly<RouterContextProvider>, eventId: string) {
  const user = requirePageUser(request, context, "events:check-in");
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    const input =
      form.action === "set"
        ? { action: "set", signupId: form.signupId, checkedIn: form.checkedIn }
        : form.action === "code"
          ? { action: "code", dateId: form.date, code: form.code }
          : { action: form.action, dateId: form.date, name: form.name, people: form.people, clientKey: form.clientKey };
    const done = checkIn(user, eventId, input);
    return redirectWithSuccess(backTo(eventId, { ...form, date: done.dateId }), done.message);
  } catch (error) {
    const known = answerableError(error);
    if (!known) throw error;
    if (form.action === "set") return redirectWithError(backTo(eventId, form), known.message);
    const result: DoorFormResult = { error: known.message, fields: known.fields ?? {}, values: form };
    return data(result, { status: known.status });
  }
}
