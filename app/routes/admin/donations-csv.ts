import { requirePageUser } from "~/server/web/access.server";
import { readDonationQuery, viewerOf } from "~/domain/giving/donations-admin.server";
import { donationsCsv } from "~/domain/giving/donations-csv.server";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { dayStamp } from "~/utils/dates";
import type { Route } from "./+types/donations-csv";

// GET /admin/donations.csv: the gifts of the page's filter (e.g. ?month=2026-11), spreadsheet-safe; contacts for admins only.
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "donations:view");
  const url = new URL(request.url);
  const query = { ...readDonationQuery(url), page: 1, limit: 200 };
  const name = query.month ?? dayStamp(new Date(), siteTimeZone());
  return new Response(donationsCsv(query, viewerOf(user)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="donations-${name}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
