import { AdminError } from "~/components/admin/admin-error";
import { PeriodForm } from "~/components/admin/reports/period-form";
import { ReportSections } from "~/components/admin/reports/report-sections";
import { ImpactForm } from "~/components/admin/reports/impact-form";
import { reportsAction, reportScreen } from "./reports.server";
import { requirePageUser } from "~/server/web/access.server";
import type { Route } from "./+types/reports";

export function loader({ request, context }: Route.LoaderArgs) {
  requirePageUser(request, context, "reports:view");
  return reportScreen(new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePageUser(request, context, "reports:view");
  return reportsAction(request);
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { report, query, error, csvHref, impact } = loaderData;
  const { current, previous } = report.period;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Reports</h1>
        <p className="text-slate-700">
          What the organisation reached and did from {current.from} to {current.to}, beside {previous.from} to{" "}
          {previous.to}. No cookie counts these visits, and no group of fewer than 5 people is shown by its number.
        </p>
      </div>
      <PeriodForm query={query} error={error} />
      <p>
        <a href={csvHref} className="font-medium text-brand-700 underline" download>
          Every figure as CSV
        </a>
      </p>
      <ImpactForm range={current} impact={impact} />
      <ReportSections report={report} />
    </div>
  );
}

export const meta = () => [{ title: "Reports" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError title="The reports could not load" />;
}
