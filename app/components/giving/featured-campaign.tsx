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
            {/* Issue 35: it looks like what it is, a link (underlined, the links' colour). */}
            <a
              href={lp(`/give/${campaign.id}`)}
              className="text-brand-800 underline decoration-2 underline-offset-4 hover:text-brand-900"
            >
              {campaign.title}
            </a>
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
            {/* Issue 35: the way to give to it, right here (its page has the MoMo form and the other ways). */}
            <a href={lp(`/give/${campaign.id}`)} className="btn-primary min-h-11 px-4" data-featured-give="">
              {g.giveToThis}
              <span className="sr-only" lang={campaign.titleLang}>
                : {campaign.title}
              </span>
            </a>
            <a
              href={lp("/give")}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
            >
              {g.seeAll}
            </a>
          </div>
        </div>
        <CampaignProgress {...campaign} />
      </div>
    </section>
  );
}
