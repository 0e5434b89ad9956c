import { HttpError } from "~/platform/http/errors.server";
import type { Range } from "~/domain/reports/period-schema";
import { buildReport, periodFromQuery, type Report } from "~/domain/reports/report.server";

const csvHref = ({ from, to }: Range) => `/admin/reports.csv?period=custom&from=${from}&to=${to}`;

export type ReportScreen = {
  report: Report;
  /** What the form shows: the period asked, and the custom days as typed. */
  query: { period: string; from: string; to: string };
  /** Why the period asked was not used (this month is shown instead). */
  error: string | null;
  /** The CSV of the period shown. */
  csvHref: string;
};

/**
 * /admin/reports' data (issue 39): the period asked, checked by the API's schema; a wrong one is said beside the
 * form, and this month is shown meanwhile, so the page never fails on a typo.
 */
export function reportScreen(url: URL, now = new Date()): ReportScreen {
  const params = url.searchParams;
  const query = { period: params.get("period") ?? "month", from: params.get("from") ?? "", to: params.get("to") ?? "" };
  try {
    const period = periodFromQuery(params, now);
    return { report: buildReport(period), query, error: null, csvHref: csvHref(period.current) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const fallback = periodFromQuery(new URLSearchParams("period=month"), now);
    return { report: buildReport(fallback), query, error: error.message, csvHref: csvHref(fallback.current) };
  }
}
