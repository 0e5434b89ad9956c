import { Link } from "react-router";

type Giving = {
  month: string;
  raisedThisMonth: number;
  giftsThisMonth: number;
  campaigns: { id: string; title: string; goal: number; raised: number; gifts: number }[];
};

const rwf = (n: number) => `${n.toLocaleString("en")} RWF`;

/** The dashboard's giving panel: this month's confirmed money and each active campaign's progress. */
export function GivingPanel({ giving }: { giving: Giving }) {
  return (
    <section aria-labelledby="giving-title" className="card">
      <h2 id="giving-title" className="mb-3 font-semibold text-slate-900">
        Giving
      </h2>
      <p className="text-sm text-slate-700">Raised this month (confirmed)</p>
      <p className="text-3xl font-bold text-slate-900" data-stat="Raised this month">
        {rwf(giving.raisedThisMonth)}
      </p>
      <p className="text-sm text-slate-600">
        {giving.giftsThisMonth} {giving.giftsThisMonth === 1 ? "gift" : "gifts"}
      </p>
      {giving.campaigns.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {giving.campaigns.map((c) => {
            const pct = Math.min(100, Math.round((c.raised / c.goal) * 100));
            return (
              <li key={c.id}>
                <p className="text-sm font-medium text-slate-900">{c.title}</p>
                <div
                  role="progressbar"
                  aria-label={`${c.title}: raised of goal`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={pct}
                  className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div className="h-full bg-brand-700" style={{ width: `${pct}%` }} />
                </div>
                <p className="text-xs text-slate-700">
                  {rwf(c.raised)} of {rwf(c.goal)} · {pct}%
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Link to="/admin/donations" className="btn-outline mt-4 min-h-11 w-full">
        View donations
      </Link>
    </section>
  );
}
