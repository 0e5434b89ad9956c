import type { Figures } from "~/domain/reports/report.server";
import { Figure, ReportChart, type Bar } from "./report-chart";
import { bars, HowCounted, monthBars, monthsOf, Section } from "./report-parts";

const rwf = (n: number) => `${n.toLocaleString("en")} RWF`;

/**
 * A campaign too small to show (fewer than 5 gifts) has no bar: its "fewer than 5" would read as under 5 %. The
 * list below the chart names it; a previous period's hidden figure is "–".
 */
function progressBars(c: Figures, p: Figures): Bar[] {
  const before = new Map(p.money.campaigns.map((r) => [r.key, r.percent ?? undefined]));
  return c.money.campaigns
    .filter((r) => r.percent !== null)
    .map((r) => ({ label: r.key, value: r.percent, previous: before.has(r.key) ? before.get(r.key) : 0 }));
}

export function MoneySection({ c, p }: { c: Figures; p: Figures }) {
  const months = (f: Figures) => ({ months: monthsOf(f.range.from, f.range.to), rows: f.money.byMonth });
  return (
    <Section title="Money">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Confirmed gifts" value={c.money.gifts} previous={p.money.gifts} />
        <Figure label="Amount (RWF)" value={c.money.amount} previous={p.money.amount} />
        <Figure label="Average gift (RWF)" value={c.money.average} previous={p.money.average} />
        <Figure label="Donors" value={c.money.donors} previous={p.money.donors} />
        <Figure label="New donors" value={c.money.newDonors} previous={p.money.newDonors} />
        <Figure
          label="Returning donors"
          value={c.money.returningDonors}
          previous={p.money.returningDonors}
          note="Gave a confirmed gift before the period."
        />
      </dl>
      <HowCounted>
        A donor is the e-mail address or mobile money number a gift was made with (never shown), else the gift itself;
        returning donors had a confirmed gift before the period, new ones had none.
      </HowCounted>
      <ReportChart title="Gifts by month" unit="gifts" bars={monthBars(months(c), months(p), (r) => r.shown)} />
      <ReportChart
        title="Amount by month (RWF)"
        unit="RWF"
        bars={monthBars(months(c), months(p), (r) => (r.shown === null ? null : r.amount))}
      />
      <HowCounted>
        Months in UTC, each beside the same month of the period before. A month with fewer than 5 gifts shows neither
        the number nor the amount.
      </HowCounted>
      <ReportChart
        title="Gifts by campaign"
        unit="gifts"
        bars={bars(c.money.byCampaign, p.money.byCampaign, (r) => r.shown)}
      />
      <p className="text-sm wrap-anywhere text-slate-700">
        Amounts by campaign:{" "}
        {c.money.byCampaign
          .map((r) => `${r.key} ${r.shown === null ? "(fewer than 5 gifts)" : rwf(r.amount)}`)
          .join(" · ") || "none"}
      </p>
      <ReportChart title="Campaigns' progress (% of goal)" unit="% of goal" bars={progressBars(c, p)} />
      <ul className="space-y-1 text-sm text-slate-700" data-campaign-progress="">
        {c.money.campaigns.map((r) => (
          <li key={r.key} className="wrap-anywhere">
            {r.key}: {r.raised === null ? "fewer than 5 gifts" : rwf(r.raised)} raised of {rwf(r.goal)}
          </li>
        ))}
      </ul>
      <HowCounted>
        Campaigns running in the period (not drafts); raised is every confirmed gift up to the period&apos;s end. A
        campaign with fewer than 5 gifts does not show what it raised.
      </HowCounted>
    </Section>
  );
}
