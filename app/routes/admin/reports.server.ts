import { impactFor, saveImpact } from "~/domain/reports/impact.server";
import type { ImpactReport } from "~/domain/reports/schema";
import { answerableError } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { readForm } from "~/platform/http/forms.server";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
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
  /** The impact report of the period shown: staff's texts, and whether it is the one public at /impact. */
  impact: ImpactReport | null;
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
    const impact = impactFor(period.current);
    return { report: buildReport(period), query, error: null, csvHref: csvHref(period.current), impact };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const fallback = periodFromQuery(new URLSearchParams("period=month"), now);
    const impact = impactFor(fallback.current);
    return { report: buildReport(fallback), query, error: error.message, csvHref: csvHref(fallback.current), impact };
  }
}

const DONE = {
  save: "Impact report saved",
  publish: "Impact report published at /impact",
  unpublish: "Impact report withdrawn",
};

/** The impact form (save, publish, withdraw): back to the same period with what happened. */
export async function reportsAction(request: Request) {
  const back = `/admin/reports${new URL(request.url).search}`;
  try {
    const form = await readForm(request);
    saveImpact(form);
    return redirectWithSuccess(back, DONE[form.intent as keyof typeof DONE] ?? "Saved");
  } catch (error) {
    const known = answerableError(error);
    if (!known) throw error;
    return redirectWithError(back, known.message);
  }
}
