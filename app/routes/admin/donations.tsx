import { Form, Link } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { DonationRow, EnterGiftForm, TotalsTable } from "~/components/admin/donation-parts";
import { requirePageUser } from "~/server/web/access.server";
import { donationsAction, donationsScreen } from "./donations.server";
import { DONATION_METHODS, DONATION_STATUSES } from "~/domain/giving/schema";
import type { Route } from "./+types/donations";
import { PagerLinks } from "~/components/admin/pager-links";

export function loader({ request, context }: Route.LoaderArgs) {
  return donationsScreen(requirePageUser(request, context, "donations:view"), new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return donationsAction(request, requirePageUser(request, context, "donations:view"));
}

const rwf = (n: number) => `${n.toLocaleString("en")} RWF`;

export default function Donations({ loaderData, actionData }: Route.ComponentProps) {
  const { list, query, campaigns, viewer, csvHref, today } = loaderData;
  const { totals } = list;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Donations</h1>
        <p className="text-slate-700">
          Every gift: MoMo payments, gifts donors told us about and gifts entered by staff. Only confirmed gifts count.
        </p>
      </div>
      <Form
        method="get"
        className="card grid gap-3 p-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
        aria-label="Find gifts"
      >
        <div className="sm:col-span-3 lg:col-span-2">
          <label htmlFor="don-q" className="field-label">
            {viewer.details
              ? "Search name, e-mail, phone, reference or receipt"
              : "Search shown name, reference or receipt"}
          </label>
          <input id="don-q" name="q" type="search" defaultValue={query.q ?? ""} className="field-input min-h-11" />
        </div>
        <Select
          id="don-status"
          name="status"
          label="Status"
          value={query.status}
          options={DONATION_STATUSES.map((s) => [s, s])}
        />
        <Select
          id="don-method"
          name="method"
          label="Method"
          value={query.method}
          options={DONATION_METHODS.map((m) => [m, m])}
        />
        <Select
          id="don-campaign"
          name="campaign"
          label="Campaign"
          value={query.campaign}
          options={[["general", "Where most needed"], ...campaigns.map((c) => [c.id, c.title] as [string, string])]}
        />
        <div>
          <label htmlFor="don-month" className="field-label">
            Month
          </label>
          <input
            id="don-month"
            name="month"
            type="month"
            defaultValue={query.month ?? ""}
            className="field-input min-h-11"
          />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-3 lg:col-span-6">
          <button type="submit" className="btn-primary min-h-11">
            Filter
          </button>
          <Link to="/admin/donations" className="btn-outline min-h-11">
            Clear
          </Link>
          <a href={csvHref} className="btn-outline min-h-11" download>
            Export CSV
          </a>
        </div>
      </Form>
      <section aria-labelledby="don-totals" className="space-y-3">
        <h2 id="don-totals" className="font-semibold text-slate-900">
          Confirmed: <span data-total>{rwf(totals.amount)}</span> from {totals.gifts}{" "}
          {totals.gifts === 1 ? "gift" : "gifts"}
        </h2>
        <div className="grid gap-3 md:grid-cols-3">
          <TotalsTable caption="Per campaign" rows={totals.byCampaign} />
          <TotalsTable caption="Per month" rows={totals.byMonth} />
          <TotalsTable caption="Per method" rows={totals.byMethod} />
        </div>
      </section>
      {viewer.record ? <EnterGiftForm campaigns={campaigns} today={today} result={actionData} /> : null}
      <section aria-labelledby="don-list">
        <h2 id="don-list" className="mb-3 font-semibold text-slate-900">
          {list.total} {list.total === 1 ? "gift" : "gifts"}
          {list.pages > 1 ? ` · page ${list.page} of ${list.pages}` : ""}
        </h2>
        {list.rows.length === 0 ? (
          <p className="card text-center text-slate-700">No gifts found</p>
        ) : (
          <ul className="space-y-2">
            {list.rows.map((g) => (
              <DonationRow key={g.id} gift={g} canRecord={viewer.record} />
            ))}
          </ul>
        )}
        {list.pages > 1 ? (
          <PagerLinks label="Gift pages" prevHref={loaderData.prevHref} nextHref={loaderData.nextHref} />
        ) : null}
      </section>
    </div>
  );
}

function Select(props: { id: string; name: string; label: string; value?: string; options: [string, string][] }) {
  return (
    <div>
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.value ?? ""} className="field-input min-h-11">
        <option value="">All</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

export const meta = () => [{ title: "Donations" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError />;
}
