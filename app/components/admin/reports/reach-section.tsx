import type { Figures } from "~/domain/reports/report.server";
import { Figure, ReportChart } from "./report-chart";
import { bars, HowCounted, Section } from "./report-parts";

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

export function ReachSection({ c, p }: { c: Figures; p: Figures }) {
  const [n, o] = [c.reach.newsletter, p.reach.newsletter];
  return (
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
      <h3 className="text-lg font-semibold text-slate-900">Newsletter</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="New subscribers" value={n.subscribed} previous={o.subscribed} />
        <Figure label="Subscriptions confirmed" value={n.confirmed} previous={o.confirmed} />
        <Figure label="Subscribers who left" value={n.left} previous={o.left} />
        <Figure label="Newsletters sent" value={n.sendings} previous={o.sendings} note={`${n.emails} e-mails queued`} />
      </dl>
      <HowCounted>
        New: first subscribed in the period (coming back later is not new). Confirmed: the latest confirmation falls in
        the period. Left: unsubscribed in the period and not back since. Newsletters: posts whose sending started in the
        period.
      </HowCounted>
    </Section>
  );
}
