import { Form } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { NewsletterSendings } from "~/components/admin/newsletter-sendings";
import { requirePageUser } from "~/server/web/access.server";
import { subscribersAction, subscribersScreen } from "./subscribers.server";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/languages";
import type { Route } from "./+types/subscribers";
import { PagerLinks } from "~/components/admin/pager-links";

export function loader({ request, context }: Route.LoaderArgs) {
  return subscribersScreen(requirePageUser(request, context, "subscribers:manage"), new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return subscribersAction(request, requirePageUser(request, context, "subscribers:manage"));
}

const STATUS_LABELS = {
  pending: "Waiting for confirmation",
  active: "Subscribed",
  unsubscribed: "Unsubscribed",
} as const;

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { counts, list, query, sendings, csvHref } = loaderData;
  const n = (x: number) => x.toLocaleString("en");
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Subscribers</h1>
        <p className="text-slate-700">People who get new posts by e-mail, in the language they chose.</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Subscriber counts">
        {(["active", "pending", "unsubscribed"] as const).map((s) => (
          <div key={s} className="card p-4">
            <dt className="text-sm text-slate-700">{STATUS_LABELS[s]}</dt>
            <dd className="text-2xl font-bold text-slate-900" data-count={s}>
              {n(counts.byStatus[s])}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">
        Subscribed by language: {LANGUAGES.map((l) => `${LANGUAGE_NAMES[l]} ${n(counts.activeByLang[l])}`).join(" · ")}
      </p>
      <Form method="get" className="card grid gap-3 p-4 sm:grid-cols-4 sm:items-end" aria-label="Find subscribers">
        <div className="sm:col-span-2">
          <label htmlFor="sub-q" className="field-label">
            Search by address
          </label>
          <input id="sub-q" name="q" type="search" defaultValue={query.q ?? ""} className="field-input min-h-11" />
        </div>
        <div>
          <label htmlFor="sub-status" className="field-label">
            Status
          </label>
          <select id="sub-status" name="status" defaultValue={query.status ?? ""} className="field-input min-h-11">
            <option value="">All</option>
            {(["active", "pending", "unsubscribed"] as const).map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="sub-lang" className="field-label">
            Language
          </label>
          <select id="sub-lang" name="lang" defaultValue={query.lang ?? ""} className="field-input min-h-11">
            <option value="">All</option>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-4">
          <button type="submit" className="btn-primary min-h-11">
            Filter
          </button>
          <a href={csvHref} className="btn-outline min-h-11" download>
            Export CSV
          </a>
        </div>
      </Form>
      <section aria-labelledby="subscriber-list-title">
        <h2 id="subscriber-list-title" className="mb-3 font-semibold text-slate-900">
          {n(list.total)} {list.total === 1 ? "subscriber" : "subscribers"}
          {list.pages > 1 ? ` · page ${query.page} of ${list.pages}` : ""}
        </h2>
        {list.rows.length === 0 ? (
          <p className="card text-center text-slate-700">No subscribers found</p>
        ) : (
          <ul className="space-y-2">
            {list.rows.map((r) => (
              <li
                key={r.id}
                className="card flex flex-wrap items-center justify-between gap-3 p-4"
                data-subscriber={r.email}
              >
                <div>
                  <p className="break-all font-semibold text-slate-900">{r.email}</p>
                  <p className="text-sm text-slate-700">
                    {STATUS_LABELS[r.status]} · {LANGUAGE_NAMES[r.lang]} · since {r.since}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={r.id} />
                  <button type="submit" className="btn-outline min-h-11" aria-label={`Remove ${r.email}`}>
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {list.pages > 1 ? (
          <PagerLinks label="Subscriber pages" prevHref={loaderData.prevHref} nextHref={loaderData.nextHref} />
        ) : null}
      </section>
      <NewsletterSendings sendings={sendings} />
    </div>
  );
}

export const meta = () => [{ title: "Subscribers" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError />;
}
