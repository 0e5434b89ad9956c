import { GiftForm, type GiftFormResult } from "~/components/giving/gift-form";
import { PageHero } from "~/components/page-hero";
import { giftFormData } from "~/domain/giving/gift-form.server";
import { payAction, retryValues } from "./give-pay.server";
import { t } from "~/i18n/catalogue";
import { langOfPath, langOfRequest } from "~/i18n/languages";
import { useLocalePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/give-pay";

// GET: the MoMo form on a page of its own ("Try again" from a payment's page, ?campaign=<id>&amount=<n>, both
// checked: anything else is ignored); POST: every gift form lands here. Not kept for guests: after a refusal it shows
// what this person typed.
export function loader({ request }: Route.LoaderArgs) {
  const data = giftFormData();
  return { data, ...retryValues(new URL(request.url).searchParams, data.momo) };
}

export async function action({ request }: Route.ActionArgs) {
  return payAction(request, langOfRequest(request));
}

export default function GivePay({ loaderData, actionData }: Route.ComponentProps) {
  const all = useT();
  const strings = all.payments;
  const s = strings.form;
  const back = strings.status.backToGive;
  const lp = useLocalePath();
  const result = (actionData ?? null) as GiftFormResult;
  const campaignId = result?.values?.campaignId || loaderData.campaignId;
  const kept = result ?? (loaderData.amount ? { values: { amount: loaderData.amount } } : null);
  return (
    <>
      <PageHero title={all.common.donation.title} subtitle={all.common.donation.intro} />
      <div className="container-page max-w-3xl py-10">
        <section className="card">
          {loaderData.data.momo ? (
            <GiftForm campaignId={campaignId} data={loaderData.data} result={kept} />
          ) : (
            <p role="status" className="text-slate-700">
              {s.unavailable}
            </p>
          )}
        </section>
        <p className="mt-6">
          <a href={lp("/give")} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
            {back}
          </a>
        </p>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const s = t(langOfPath(location.pathname)).payments.form;
  return [...pageMeta(matches, s.title, s.intro), { name: "robots", content: "noindex" }];
};

export const handle = STATIC_PAGE;
