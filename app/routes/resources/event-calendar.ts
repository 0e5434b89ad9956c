import { eventCalendarFile } from "~/domain/events/calendar.server";
import { isPlausibleId } from "~/platform/data/ids.server";
import { langOfRequest } from "~/i18n/languages";
import { calendarNotFound, calendarResponse } from "./calendar-response.server";
import type { Route } from "./+types/event-calendar";

// GET /events/:id/calendar.ics[?date=<dateId>] (and under /rw, /fr): one event's dates as a calendar file.
// Ids that cannot be ours (isPlausibleId) are simply not found.
export function loader({ request, params }: Route.LoaderArgs) {
  const dateId = new URL(request.url).searchParams.get("date");
  if (!isPlausibleId(params.id) || (dateId !== null && !isPlausibleId(dateId))) return calendarNotFound();
  const file = eventCalendarFile(params.id, dateId, langOfRequest(request));
  return file ? calendarResponse(file.body, file.filename) : calendarNotFound();
}
