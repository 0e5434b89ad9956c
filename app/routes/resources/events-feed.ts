import { feedIcs } from "~/domain/events/calendar.server";
import { langOfRequest } from "~/i18n/languages";
import { calendarResponse } from "./calendar-response.server";
import type { Route } from "./+types/events-feed";

// GET /events.ics, /rw/events.ics, /fr/events.ics: the subscription feed of one language (issue 37 item 7).
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  return calendarResponse(feedIcs(lang), lang === "en" ? "events.ics" : `events-${lang}.ics`);
}
