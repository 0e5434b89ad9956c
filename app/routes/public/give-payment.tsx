import { data } from "react-router";
import { PageHero } from "~/components/page-hero";
import { ReceiptLink } from "~/components/giving/receipt-link";
import { HttpError } from "~/platform/http/errors.server";
import { paymentByToken, paymentView } from "~/domain/giving/momo/payment-status.server";
import { t } from "~/i18n/catalogue";
import { formatMoney } from "~/i18n/intl";
import { langOfPath } from "~/i18n/languages";
import { useLang, useLocalePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/give-payment";

// One donor's payment: never kept by a cache or the browser's history, never indexed.
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
export const headers = () => PRIVATE;

/** /give/payment/:token: the gift's status, asked of MTN when it is still open (app/domain/giving/momo/payment-status.server.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  let gift;
  try {
    gift = await paymentByToken(params.token);
  } catch (error) {
    if (error instanceof HttpError) throw data({ message: error.message }, { status: error.status, headers: PRIVATE });
    throw error;
  }
  return data(
    { view: paymentView(gift), token: params.token, receiptNumber: gift.receiptNumber },
    { headers: PRIVATE },
  );
}

function Icon({ ok }: { ok: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`h-10 w-10 ${ok ? "text-brand-700" : "text-red-700"}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="10" />
      {ok ? (
        <path d="m7 12 3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
      )}
    </svg>
  );
}

export default function GivePayment({ loaderData: { view, token, receiptNumber } }: Route.ComponentProps) {
  const s = useT().payments.status;
  const lang = useLang();
  const lp = useLocalePath();
  const amount = formatMoney(view.amount, "RWF", lang);
  const here = lp(`/give/payment/${token}`);
  // "Try again" opens the form with the campaign and the amount kept (give-pay.tsx reads and checks them).
  const retryQuery = new URLSearchParams({
    ...(view.campaignId ? { campaign: view.campaignId } : {}),
    amount: String(view.amount),
  });
  const retry = lp(`/give/pay?${retryQuery}`);
  const link = "inline-flex min-h-11 items-center font-medium text-brand-700 underline";
  return (
    <>
      <PageHero title={s.metaTitle} />
      <div className="container-page max-w-2xl py-10">
        <section className="card space-y-4" data-payment={view.status} aria-live="polite">
          {view.status === "pending" ? (
            <>
              {/* Without JavaScript the page reloads itself; with it, the enhancement polls the JSON quietly. */}
              {/* …less often as the gift ages (5, 15, then 30 s): a page left open costs little. */}
              <noscript>
                <meta httpEquiv="refresh" content={String(view.refreshSeconds)} />
              </noscript>
              <h2 className="section-title">{view.stage === "unconfirmed" ? s.unconfirmedTitle : s.pendingTitle}</h2>
              <p className="text-slate-700">
                {view.stage === "requested"
                  ? s.pendingText(amount, view.phone)
                  : view.stage === "unconfirmed"
                    ? s.unconfirmedText(amount, view.phone)
                    : s.sendingText(amount, view.phone)}
              </p>
              <p className="font-medium text-slate-900" data-do-not-pay-again="">
                {s.doNotPayAgain}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="font-medium text-slate-600">{s.amount}</dt>
                <dd className="font-semibold text-slate-900">{amount}</dd>
                <dt className="font-medium text-slate-600">{s.number}</dt>
                <dd className="font-semibold text-slate-900">{view.phone}</dd>
              </dl>
              <form method="get" action={here} data-payment-poll={`/api/donations/payment/${token}`}>
                <button type="submit" className="btn-primary min-h-11">
                  {s.checkAgain}
                </button>
              </form>
              <p className="text-sm text-slate-600">{s.pendingRefresh(view.refreshSeconds)}</p>
            </>
          ) : view.status === "confirmed" ? (
            <>
              <Icon ok />
              <h2 className="section-title">{s.successTitle}</h2>
              <p className="text-slate-700">{s.successText(amount)}</p>
              {view.receipt ? <p className="text-slate-700">{s.receiptNote}</p> : null}
              {receiptNumber ? <ReceiptLink number={receiptNumber} href={lp(`/give/receipt/${token}`)} /> : null}
              <a href={lp("/give")} className={link}>
                {s.backToGive}
              </a>
            </>
          ) : (
            <>
              <Icon ok={false} />
              <h2 className="section-title">{view.status === "expired" ? s.expiredTitle : s.failedTitle}</h2>
              <p className="text-slate-700">{s.reasons[view.reason ?? "other"]}</p>
              <p className="font-medium text-slate-900">{s.nothingCharged}</p>
              <div className="flex flex-wrap gap-4">
                <a href={retry} className="btn-primary inline-flex min-h-11 items-center">
                  {s.tryAgain}
                </a>
                <a href={lp("/give")} className={link}>
                  {s.backToGive}
                </a>
              </div>
            </>
          )}
        </section>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const s = t(langOfPath(location.pathname)).payments.status;
  return [...pageMeta(matches, s.metaTitle), { name: "robots", content: "noindex" }];
};

export const handle = STATIC_PAGE;
