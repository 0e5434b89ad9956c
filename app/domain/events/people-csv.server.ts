import { csvCell } from "~/domain/newsletter/subscribers-admin.server";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { formatDate } from "~/utils/dates";
import type { DateRow } from "./door.server";
import { dateSignups } from "./people-lists.server";

/**
 * The staff list of an event as CSV (issue 37, item 9): one row per sign-up of each date given. A name or any
 * typed cell starting like a formula (= + - @, a tab) is neutralised by the one csvCell the subscribers' and
 * donations' exports use.
 */
export function peopleCsv(dates: DateRow[]) {
  const tz = siteTimeZone();
  const head = [
    "date",
    "kind",
    "shift",
    "name",
    "email",
    "phone",
    "people",
    "status",
    "waiting_position",
    "walk_in",
    "checked_in_at",
  ];
  const lines: string[] = [head.map(csvCell).join(",")];
  for (const date of dates) {
    const when = formatDate(date.startsAt, "withTime", "en", tz);
    let waiting = 0;
    for (const r of dateSignups(date.id)) {
      const place = r.status === "waiting" && r.kind === "attendee" ? String(++waiting) : "";
      lines.push(
        [
          when,
          r.kind,
          r.role ?? "",
          r.name,
          r.email ?? "",
          r.phone ?? "",
          String(r.people),
          r.status,
          place,
          r.walkIn ? "yes" : "no",
          r.checkedInAt ? formatDate(r.checkedInAt, "withTime", "en", tz) : "",
        ]
          .map(csvCell)
          .join(","),
      );
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}
