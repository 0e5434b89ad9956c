import { useLocalePath, useT } from "~/i18n/use-language";
import type { CampaignView } from "~/domain/giving/campaign-view.server";
import { CampaignProgress } from "./campaign-progress";

/** The home page's featured campaign (issue 25), just under the hero and its Donate button: text and a bar, no picture. */
export function FeaturedCampaign({ campaign }: { campaign: CampaignView }) {
  const g = useT().giving;
  const lp = useLocalePath();
  return (
    <section aria-labelledby="featured-campaign-title" className="container-page -mt-8 sm:-mt-10">
      <div className="grid gap-4 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:grid-cols-[2fr_3fr] sm:items-center">
        <div>
          <p className="text-xs font-semibold uppercase tracking-widest text-brand-700">{g.featuredKicker}</p>
          <h2 id="featured-campaign-title" className="mt-1 text-lg font-bold text-slate-900" lang={campaign.titleLang}>
            <a href={lp(`/give/${campaign.id}`)} className="hover:underline">
              {campaign.title}
            </a>
          </h2>
          <a
            href={lp("/give")}
            className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
          >
            {g.seeAll}
          </a>
        </div>
        <CampaignProgress {...campaign} />
      </div>
    </section>
  );
}
