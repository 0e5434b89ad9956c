import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { PostImage } from "~/components/blog/post-image";
import { ErrorScreen } from "~/components/error-screen";
import { CampaignProgress } from "~/components/giving/campaign-progress";
import { GiftForm } from "~/components/giving/gift-form";
import { campaignForPage, publicDonors } from "~/domain/giving/campaign-view.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { giftFormData } from "~/domain/giving/gift-form.server";
import { htmlToText } from "~/domain/blog/sanitize.server";
import { t } from "~/i18n/catalogue";
import { formatMoney } from "~/i18n/intl";
import { langOfPath, langOfRequest } from "~/i18n/languages";
import { msg } from "~/i18n/message";
import { useLang, useLocalePath, useMessage, useT } from "~/i18n/use-language";
import { guestPage } from "~/platform/cache/guest-page.server";
import { env } from "~/platform/ops/env.server";
import { pageMeta, settingsOf } from "~/ui/meta";
import { formatCalendarDay } from "~/utils/dates";
import { absoluteUrl, largeImagePath } from "~/utils/image-sources";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/give-campaign";

export function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const found = campaignForPage(params.id, lang, getCurrentUser(context));
  // Unknown ids and drafts (for anyone but staff) are the same 404: a draft's existence does not leak.
  if (!found) throw data({ message: msg("campaignNotFound") }, { status: 404 });
  const { campaign, preview } = found;
  // Only a public campaign is the same for every guest; a staff preview is never stored.
  if (!preview) guestPage(context, { query: [], splice: true });
  const story = campaign.story;
  return {
    campaign,
    preview,
    donors: publicDonors(campaign.id),
    gift: giftFormData(),
    description: htmlToText(story).slice(0, 200),
    image: campaign.cover ? absoluteUrl(env.APP_URL, largeImagePath(campaign.cover)) : null,
  };
}

export default function GiveCampaign({ loaderData }: Route.ComponentProps) {
  const { campaign, preview, donors, gift } = loaderData;
  const g = useT().giving;
  const lang = useLang();
  const lp = useLocalePath();
  const money = (n: number) => formatMoney(n, "RWF", lang);
  const closed = campaign.status === "closed";
  return (
    <article className="container-page max-w-3xl py-10">
      <p>
        <a href={lp("/give")} className="inline-flex min-h-11 items-center text-brand-800 underline">
          {g.backToGive}
        </a>
      </p>
      {preview ? (
        <p role="note" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          {g.preview}
        </p>
      ) : null}
      <h1 className="mt-4 text-3xl font-extrabold text-slate-900 sm:text-4xl" lang={campaign.titleLang}>
        {campaign.title}
      </h1>
      <div className="mt-6">
        {/* The alt text is written once, in English (the admin area's language). */}
        <div lang="en">
          <PostImage
            image={campaign.cover}
            alt={campaign.coverAlt}
            sizes="(min-width: 768px) 48rem, 100vw"
            priority
            className="h-auto w-full rounded-2xl object-cover"
          />
        </div>
      </div>
      <section aria-label={g.progressLabel(campaign.title)} className="mt-6 rounded-2xl bg-brand-50 p-5">
        {closed ? (
          <>
            <h2 className="text-xl font-bold text-slate-900">{g.closedTitle}</h2>
            <p className="mt-2 text-slate-900">
              {g.closedRaised(money(campaign.raised), money(campaign.goal), g.gifts(campaign.gifts))}
            </p>
            {campaign.endsOn ? (
              <p className="text-sm text-slate-700">{g.closedOn(formatCalendarDay(campaign.endsOn, "long", lang))}</p>
            ) : null}
            <p className="mt-2 text-slate-700">{g.closedThanks}</p>
            <a href={lp("/give")} className="btn-primary mt-3">
              {g.mostNeededTitle}
            </a>
          </>
        ) : (
          <CampaignProgress {...campaign} />
        )}
      </section>
      {campaign.story ? (
        <div
          className="prose-post mt-8"
          lang={campaign.storyLang}
          dangerouslySetInnerHTML={{ __html: campaign.story }}
        />
      ) : null}
      {campaign.open ? (
        <section className="mt-10" aria-labelledby="give-title">
          <h2 id="give-title" className="section-title">
            {g.giveToThis}
          </h2>
          <div className="mt-4">
            <GiftForm campaignId={campaign.id} data={gift} />
          </div>
          <p className="mt-4 text-slate-700">
            {g.tellUsText}{" "}
            <a href={lp(`/give/tell-us?campaign=${campaign.id}`)} className="font-semibold text-brand-800 underline">
              {g.tellUs}
            </a>
          </p>
          <p className="mt-2">
            <a href={lp("/give#ways-title")} className="inline-flex min-h-11 items-center text-brand-800 underline">
              {g.waysTitle}
            </a>
          </p>
        </section>
      ) : null}
      <section className="mt-10" aria-labelledby="donors-title">
        <h2 id="donors-title" className="section-title">
          {g.donorsTitle}
        </h2>
        {donors.length === 0 ? (
          <p className="mt-2 text-slate-700">{g.noDonors}</p>
        ) : (
          <>
            <p className="mt-2 text-slate-700">{g.donorsIntro}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {donors.map((d, i) => (
                <li key={i} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-900">
                  {d.name}
                  {d.amount !== null ? ` · ${money(d.amount)}` : ""}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const lang = langOfPath(location.pathname);
  const g = t(lang).giving;
  if (!loaderData) return pageMeta(matches, t(lang).messages.campaignNotFound, undefined, lang);
  const { campaign, description, image, preview } = loaderData;
  const tags: ReturnType<typeof pageMeta> = pageMeta(
    matches,
    campaign.title,
    description || g.metaDescription(settingsOf(matches).identity.name),
    lang,
  );
  const extra: Record<string, string>[] = [
    { property: "og:type", content: "website" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image)
    extra.push({ property: "og:image", content: image }, { property: "og:image:alt", content: campaign.coverAlt });
  if (preview) extra.push({ name: "robots", content: "noindex" });
  return [...tags, ...extra];
};

export function ErrorBoundary() {
  const error = useRouteError();
  const g = useT().giving;
  const m = useMessage();
  const lp = useLocalePath();
  if (!(isRouteErrorResponse(error) && error.status === 404)) return <ErrorScreen />;
  return (
    <div className="container-page max-w-3xl py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{m(msg("campaignNotFound"))}</h1>
      <a href={lp("/give")} className="btn-primary mt-6">
        {g.backToGive}
      </a>
    </div>
  );
}

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020).
export const handle = STATIC_PAGE;
