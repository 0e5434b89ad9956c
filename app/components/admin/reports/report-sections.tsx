import type { Report } from "~/domain/reports/report.server";
import { Figure, ReportChart, type Bar } from "./report-chart";

const CHANNEL_LABELS: Record<string, string> = {
  whatsapp: "WhatsApp",
  facebook: "Facebook",
  x: "X (Twitter)",
  instagram: "Instagram",
  search: "Search engines",
  newsletter: "Newsletter and e-mail",
  sms: "SMS links",
  other: "Other sites",
  direct: "Direct (no referrer)",
};

type Keyed = { key: string };
/** Bars for a breakdown, this period's rows first, with the previous period's figure of the same key. */
function bars<T extends Keyed>(
  now: T[],
  before: T[],
  value: (row: T) => number | null,
  label: (key: string) => string = (k) => k,
): Bar[] {
  const prior = new Map(before.map((row) => [row.key, value(row)]));
  // A small group's figure is null ("fewer than 5"), kept as such; only a key the previous period lacks is 0.
  return now.map((row) => ({
    label: label(row.key),
    value: value(row),
    previous: prior.has(row.key) ? prior.get(row.key)! : 0,
  }));
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3" aria-labelledby={`sec-${title}`}>
      <h2 id={`sec-${title}`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The report's sections, each figure beside the previous period's (issue 39). */
export function ReportSections({ report }: { report: Report }) {
  const { current: c, previous: p } = report;
  const rwf = (n: number) => `${n.toLocaleString("en")} RWF`;
  return (
    <div className="space-y-8">
      <Section title="Reach">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Page views" value={c.reach.views} previous={p.reach.views} />
          <Figure
            label="Daily visitors, summed"
            value={c.reach.visitors}
            previous={p.reach.visitors}
            note="A person who comes on three days counts three times."
          />
        </dl>
        <ReportChart
          title="Visits by channel"
          unit="views"
          bars={bars(
            c.reach.channels,
            p.reach.channels,
            (r) => r.views,
            (k) => CHANNEL_LABELS[k] ?? k,
          )}
        />
        <ReportChart
          title="Visits by language"
          unit="views"
          bars={bars(c.reach.languages, p.reach.languages, (r) => r.views)}
        />
        <ReportChart
          title="Visits by device"
          unit="views"
          bars={bars(c.reach.devices, p.reach.devices, (r) => r.views)}
        />
        <ReportChart title="Top pages" unit="views" bars={bars(c.reach.pages, p.reach.pages, (r) => r.views)} />
      </Section>
      <Section title="Money">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Confirmed gifts" value={c.money.gifts} previous={p.money.gifts} />
          <Figure label="Amount (RWF)" value={c.money.amount} previous={p.money.amount} />
          <Figure label="Average gift (RWF)" value={c.money.average} previous={p.money.average} />
          <Figure label="Donors" value={c.money.donors} previous={p.money.donors} />
        </dl>
        <ReportChart
          title="Gifts by campaign"
          unit="gifts"
          bars={bars(c.money.byCampaign, p.money.byCampaign, (r) => r.shown)}
        />
        <p className="text-sm text-slate-700">
          Amounts by campaign:{" "}
          {c.money.byCampaign
            .map((r) => `${r.key} ${r.shown === null ? "(fewer than 5 gifts)" : rwf(r.amount)}`)
            .join(" · ") || "none"}
        </p>
      </Section>
      <Section title="Young people">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Questions asked" value={c.youngPeople.asked} previous={p.youngPeople.asked} />
          <Figure label="Questions answered" value={c.youngPeople.answered} previous={p.youngPeople.answered} />
          <Figure label="Urgent questions" value={c.youngPeople.urgent} previous={p.youngPeople.urgent} />
          <Figure
            label="Median hours to answer"
            value={c.youngPeople.medianHoursToAnswer}
            previous={p.youngPeople.medianHoursToAnswer}
          />
        </dl>
        <ReportChart
          title="Questions by topic"
          unit="questions"
          bars={bars(c.youngPeople.byTopic, p.youngPeople.byTopic, (r) => r.shown)}
        />
        <ReportChart
          title="Questions by language"
          unit="questions"
          bars={bars(c.youngPeople.byLanguage, p.youngPeople.byLanguage, (r) => r.shown)}
        />
      </Section>
      <Section title="What people looked for and did not find">
        {c.notFound.length === 0 ? (
          <p className="text-slate-700">Every search in this period found something.</p>
        ) : (
          <table className="card w-full p-4 text-left text-sm">
            <thead>
              <tr>
                <th scope="col">Search</th>
                <th scope="col">Where</th>
                <th scope="col" className="text-right">
                  Found nothing
                </th>
              </tr>
            </thead>
            <tbody>
              {c.notFound.map((row) => (
                <tr key={`${row.area}-${row.term}`}>
                  <th scope="row" className="font-normal wrap-anywhere">
                    {row.term}
                  </th>
                  <td>{row.area === "blog" ? "Blog" : "Questions library"}</td>
                  <td className="text-right">{row.empty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
    </div>
  );
}
