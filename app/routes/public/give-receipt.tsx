import { data } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { findByReceiptSecret, receiptView } from "~/domain/giving/receipts.server";
import { t as catalogue } from "~/i18n/catalogue";
import { langOfPath, langOfRequest } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import type { Route } from "./+types/give-receipt";
import printCss from "./give-receipt-print.css?url";

// The link is the receipt's only key: never stored by a browser, proxy or the guest cache, never indexed, never sent
// on as a Referer.
const PRIVATE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};
export const headers = () => PRIVATE;

/** /give/receipt/:secret: the printable receipt (issue 25 §4), in the page's language; unknown secret → 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  const gift = findByReceiptSecret(params.secret);
  if (!gift?.receiptNumber) throw data({ message: "Not found" }, { status: 404, headers: PRIVATE });
  return data({ receipt: receiptView(gift, langOfRequest(request)) }, { headers: PRIVATE });
}

// A receipt fills one A4 sheet (the site's header and footer are not printed) and reads on a 360 px phone.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: printCss, media: "print" }];

export default function GiveReceipt({ loaderData: { receipt: r } }: Route.ComponentProps) {
  const t = useT().gifts.receipt;
  const hydrated = useHydrated();
  const rows: [string, string][] = [
    [t.number, r.number],
    [t.date, r.date],
    [t.donor, r.donor || t.anonymous],
    [t.amount, r.amount],
    [t.inWords, r.words],
    [t.campaign, r.campaign],
    [t.method, r.method],
    ...(r.reference ? ([[t.reference, r.reference]] as [string, string][]) : []),
  ];
  return (
    <div className="container-page py-8">
      <article
        aria-labelledby="receipt-title"
        className="receipt-sheet relative mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10"
      >
        <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
          <div>
            <p className="text-lg font-bold text-brand-800">{r.org}</p>
            <p className="text-sm text-slate-700">{r.address}</p>
          </div>
          <h1 id="receipt-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {t.heading}
          </h1>
        </div>
        {r.void ? (
          <div role="status" className="mt-4 rounded-lg border-2 border-red-700 px-4 py-3 text-red-800">
            <p className="text-3xl font-black tracking-widest">{t.void}</p>
            <p className="text-sm">{t.voidNote}</p>
          </div>
        ) : null}
        <dl className="mt-4 divide-y divide-slate-100">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="text-sm font-semibold text-slate-600">{label}</dt>
              <dd className={`text-slate-900 ${r.void ? "line-through decoration-red-700" : ""}`}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-slate-800">{t.thanks(r.org)}</p>
        {hydrated ? (
          <button type="button" data-no-print className="btn-primary mt-6" onClick={() => window.print()}>
            {t.print}
          </button>
        ) : null}
      </article>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const t = catalogue(langOfPath(location.pathname)).gifts.receipt;
  return [
    ...pageMeta(matches, loaderData ? t.title(loaderData.receipt.number) : t.notFound),
    { name: "robots", content: "noindex" },
  ];
};
