import { PostImage } from "~/components/blog/post-image";
import { useLocalePath, useT } from "~/i18n/use-language";
import type { CampaignView } from "~/domain/giving/campaign-view.server";
import { CampaignProgress } from "./campaign-progress";

/** One active campaign on /give: picture, title in the reader's language, progress, and the way to its page. */
export function CampaignCard({ campaign }: { campaign: CampaignView }) {
  const t = useT().giving;
  const lp = useLocalePath();
  return (
    <article className="card flex h-full flex-col overflow-hidden p-0">
      {/* The alt text is written once, in English (the admin area's language). */}
      <div lang="en">
        <PostImage
          image={campaign.cover}
          alt={campaign.coverAlt}
          sizes="(min-width: 1024px) 28rem, (min-width: 640px) 50vw, 100vw"
          className="aspect-[16/9] h-auto w-full object-cover"
          placeholder
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <h3 className="text-xl font-bold text-slate-900" lang={campaign.titleLang}>
          {/* Issue 35: the title is a link to the campaign too, and looks like one. */}
          <a
            href={lp(`/give/${campaign.id}`)}
            className="text-brand-800 underline decoration-2 underline-offset-4 hover:text-brand-900"
          >
            {campaign.title}
          </a>
        </h3>
        <CampaignProgress {...campaign} />
        <a href={lp(`/give/${campaign.id}`)} className="btn-primary mt-auto self-start">
          {t.giveToThis}
          <span className="sr-only" lang={campaign.titleLang}>
            : {campaign.title}
          </span>
        </a>
      </div>
    </article>
  );
}
