import type { RouterContextProvider } from "react-router";
import { staffEventList } from "~/domain/events/events.server";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { requirePageUser } from "~/server/web/access.server";
import { formatSiteTime } from "~/utils/site-time";

export type EventListLine = { id: string; title: string; status: string; dates: number; next: string; first: string };

/** Staff's list of events (issue 37): upcoming ones by their next date, then past ones, newest first. */
export function eventsScreen(request: Request, context: Readonly<RouterContextProvider>) {
  const user = requirePageUser(request, context, "events:draft");
  const zone = siteTimeZone();
  const now = Date.now();
  const upcoming: Array<EventListLine & { at: number }> = [];
  const past: Array<EventListLine & { at: number }> = [];
  for (const { event, dates } of staffEventList(user)) {
    const next = dates.find((d) => d.endsAt.getTime() >= now);
    const last = dates.at(-1);
    const line = {
      id: event.id,
      title: event.title,
      status: event.status,
      dates: dates.length,
      next: next ? formatSiteTime(next.startsAt, zone) : "",
      first: dates[0] ? formatSiteTime(dates[0].startsAt, zone) : "",
    };
    if (next) upcoming.push({ ...line, at: next.startsAt.getTime() });
    else past.push({ ...line, at: last ? last.startsAt.getTime() : event.createdAt.getTime() });
  }
  upcoming.sort((a, b) => a.at - b.at);
  past.sort((a, b) => b.at - a.at);
  const strip = ({ at: _at, ...line }: EventListLine & { at: number }): EventListLine => line;
  return { upcoming: upcoming.map(strip), past: past.map(strip) };
}
