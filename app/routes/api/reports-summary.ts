import { buildReport, periodFromQuery } from "~/domain/reports/report.server";
import { apiHandler, methodNotAllowed } from "~/platform/http/api.server";
import { requireApiUser } from "~/server/web/access.server";
import type { Route } from "./+types/reports-summary";

// GET /api/reports/summary?from=&to= (or ?period=quarter), issue 39: every figure of the period and the one before,
// in the shapes /admin/reports draws, for staff (a Bearer token or the session), for a funder's spreadsheet.
export const loader = apiHandler(({ request, context }: Route.LoaderArgs) => {
  requireApiUser(context, "reports:view");
  const report = buildReport(periodFromQuery(new URL(request.url).searchParams));
  return Response.json({ success: true, data: report }, { headers: { "Cache-Control": "private, no-store" } });
});

export const action = () => methodNotAllowed(["GET"]);
