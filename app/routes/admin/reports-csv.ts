import { reportCsv } from "~/domain/reports/report-csv.server";
import { buildReport, periodFromQuery } from "~/domain/reports/report.server";
import { requirePageUser } from "~/server/web/access.server";
import type { Route } from "./+types/reports-csv";

// GET /admin/reports.csv?period=… (the page's own query): every figure of the report, with the previous period.
export function loader({ request, context }: Route.LoaderArgs) {
  requirePageUser(request, context, "reports:view");
  const report = buildReport(periodFromQuery(new URL(request.url).searchParams));
  const { from, to } = report.period.current;
  return new Response(reportCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="report-${from}-to-${to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
