import { CampaignCard } from "~/components/giving/campaign-card";
import { GiftForm } from "~/components/giving/gift-form";
import { WaysToGive } from "~/components/giving/ways-to-give";
import { PageHero } from "~/components/page-hero";
import { activeCampaigns } from "~/domain/giving/campaign-view.server";
import { giftFormData } from "~/domain/giving/gift-form.server";
import { generalFundProgress } from "~/domain/giving/progress.server";
import { t } from "~/i18n/catalogue";
import { formatMoney } from "~/i18n/intl";
import { langOfPath, langOfRequest } from "~/i18n/languages";
import { useLang, useT } from "~/i18n/use-language";
import { guestPage, NO_QUERY_SPLICE } from "~/platform/cache/guest-page.server";
import { pageMeta, settingsOf } from "~/ui/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/give";

/** /give (issue 25): the same page for every guest; the guest cache drops it on any campaign or gift write. */
export function loader({ request, context }: Route.LoaderArgs) {
  guestPage(context, NO_QUERY_SPLICE);
  return {
    campaigns: activeCampaigns(langOfRequest(request)),
    general: generalFundProgress(),
    gift: giftFormData(),
  };
}

export default function Give({ loaderData }: Route.ComponentProps) {
  const { campaigns, general, gift } = loaderData;
  const g = useT().giving;
  const lang = useLang();
  return (
    <>
      <PageHero title={g.title} subtitle={g.subtitle} />
      <section className="container-page py-12" aria-labelledby="campaigns-title">
        <h2 id="campaigns-title" className="section-title">
          {g.campaignsTitle}
        </h2>
        {campaigns.length === 0 ? (
          <p className="mt-4 text-slate-700">{g.noCampaigns}</p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {campaigns.map((c) => (
              <li key={c.id}>
                <CampaignCard campaign={c} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="bg-brand-50" aria-labelledby="general-title">
        <div className="container-page py-12">
          <h2 id="general-title" className="section-title">
            {g.mostNeededTitle}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">{g.mostNeededText}</p>
          {general.gifts > 0 ? (
            <p className="mt-2 text-sm font-semibold text-slate-900">
              {g.mostNeededRaised(formatMoney(general.raised, "RWF", lang), g.gifts(general.gifts))}
            </p>
          ) : null}
          <div className="mt-4">
            <GiftForm campaignId={null} data={gift} />
          </div>
        </div>
      </section>
      <WaysToGive />
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfPath(location.pathname);
  const g = t(lang).giving;
  return pageMeta(matches, g.title, g.metaDescription(settingsOf(matches).identity.name), lang);
};

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020).
export const handle = STATIC_PAGE;
