import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { ReportChart, type Bar, type ChartWords } from "~/components/admin/reports/report-chart";
import { publishedImpact } from "~/domain/reports/impact.server";
import { t } from "~/i18n/catalogue";
import { fillMessage } from "~/i18n/message";
import { langOfPath, langOfRequest } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import { useSiteSettings } from "~/ui/root-data";
import type { Route } from "./+types/impact";

// The published impact report (issue 39), in the page's language: a 404 until staff publish one.
export function loader({ request }: Route.LoaderArgs) {
  const found = publishedImpact(langOfRequest(request));
  if (!found) throw data({ message: "No impact report has been published yet." }, { status: 404 });
  return found;
}

// The site's own header, footer and navigation are left off the printed page; the report's title is not a <header>.
const A4 =
  "@page { size: A4; margin: 14mm } @media print { header, footer, nav, [data-no-print] { display: none !important } }";

export default function Impact({ loaderData }: Route.ComponentProps) {
  const { range, text, figures } = loaderData;
  const w = useT().impact;
  const site = useSiteSettings();
  const words: ChartWords = { now: w.figure, few: w.fewerThanFive };
  const n = (x: number) => x.toLocaleString("en");
  const bar = (key: string, value: number | null): Bar => ({ label: key, value });
  const { address } = site.contact;
  return (
    <article className="mx-auto max-w-3xl space-y-5 px-4 py-6 print:p-0" data-impact="">
      <style>{A4}</style>
      <div className="space-y-1">
        <p className="font-semibold text-slate-700">{site.identity.name}</p>
        <h1 className="text-3xl font-bold text-slate-900">{w.title}</h1>
        <p className="text-slate-700">{fillMessage(w.period, { from: range.from, to: range.to })}</p>
      </div>
      {text ? <p className="text-lg whitespace-pre-line text-slate-900">{text}</p> : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 print:grid-cols-3">
        {(
          [
            [w.views, figures.reach.views],
            [w.visitors, figures.reach.visitors],
            [w.gifts, figures.money.gifts],
            [w.answered, figures.youngPeople.answered],
            [w.eventsHeld, figures.events.held],
            [w.eventPeople, figures.events.signedUp],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="card p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{n(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">{w.visitorsNote}</p>
      <div className="grid gap-3 sm:grid-cols-3 print:grid-cols-3">
        <ReportChart
          title={w.byChannel}
          unit=""
          words={words}
          bars={figures.reach.channels.map((r) => bar(r.key, r.views))}
        />
        <ReportChart
          title={w.byCampaign}
          unit=""
          words={words}
          bars={figures.money.byCampaign.map((r) => bar(r.key, r.shown))}
        />
        <ReportChart
          title={w.byTopic}
          unit=""
          words={words}
          bars={figures.youngPeople.byTopic.map((r) => bar(r.key, r.shown))}
        />
      </div>
      <p className="text-sm text-slate-700">{w.howCounted}</p>
      <p className="text-sm text-slate-700">
        {site.identity.name} · {[address.street, address.city, address.country].filter(Boolean).join(", ")}
      </p>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfPath(location.pathname);
  const { impact } = t(lang);
  return pageMeta(matches, impact.title, impact.description, lang);
};

export function ErrorBoundary() {
  const error = useRouteError();
  const w = useT().impact;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{w.title}</h1>
      <p data-status={status}>{w.notPublished}</p>
    </div>
  );
}
