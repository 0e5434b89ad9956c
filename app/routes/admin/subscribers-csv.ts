import { requirePageUser } from "~/server/web/access.server";
import {
  readSubscriberQuery,
  requireSubscriberStaff,
  subscribersCsv,
} from "~/domain/newsletter/subscribers-admin.server";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { dayStamp } from "~/utils/dates";
import type { Route } from "./+types/subscribers-csv";

// GET /admin/subscribers.csv: the subscribers matching the page's filter, as a spreadsheet-safe CSV download.
export function loader({ request, context }: Route.LoaderArgs) {
  requireSubscriberStaff(requirePageUser(request, context, "subscribers:manage"));
  const day = dayStamp(new Date(), siteTimeZone());
  return new Response(subscribersCsv(readSubscriberQuery(new URL(request.url))), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
