import { Link } from "react-router";
import { DonateButton } from "~/components/donation-dialog";
import { CheckIcon } from "~/components/icons";
import { FocusAreaIcon } from "~/components/focus-area-icons";
import { StatGrid } from "~/components/page-hero";
import { organisationText } from "~/content/organisation";
import { langOfPath, langOfRequest } from "~/i18n/languages";
import { useLang, useLocalePath, useT } from "~/i18n/use-language";
import { useSiteSettings } from "~/ui/root-data";
import { organisationJsonLd } from "~/ui/organisation-json-ld";
import type { Route } from "./+types/home";
import { guestPage, NO_QUERY_SPLICE } from "~/platform/cache/guest-page.server";
import { env } from "~/platform/ops/env.server";
import { pageImage } from "~/domain/media/page-images.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { PostImage } from "~/components/blog/post-image";
import { useDataSaver } from "~/ui/root-data";
import { FeaturedCampaign } from "~/components/giving/featured-campaign";
import { featuredCampaign } from "~/domain/giving/campaign-view.server";
import { pageMeta, settingsOf } from "~/ui/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import { EventCards } from "~/components/events/event-card";
import { publicEventList } from "~/domain/events/event-view.server";

// The site's public address, for the Organization JSON-LD (search engines want absolute URLs).
export function loader({ context, request }: Route.LoaderArgs) {
  guestPage(context, NO_QUERY_SPLICE);
  const lang = langOfRequest(request);
  return {
    origin: env.APP_URL,
    image: pageImage("home", getSiteSettings().pageImages.home, lang),
    campaign: featuredCampaign(lang),
    // Issue 37: the next events (up to 3); the section is left out when none is planned.
    events: publicEventList(lang).upcoming.slice(0, 3),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const dataSaver = useDataSaver();
  const lang = useLang();
  const lp = useLocalePath();
  const { home } = useT().pages;
  const text = organisationText(lang);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
        <div className="container-page grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">{home.kicker}</p>
            <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">{home.title}</h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-50">{text.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={lp("/programs")} className="btn-accent">
                {home.explorePrograms}
              </Link>
              <DonateButton className="btn-ghost-light" />
              <Link to={lp("/about#story")} className="btn-ghost-light">
                {home.ourStory}
              </Link>
            </div>
          </div>
          {/* Fills the right half at wide screens. Lazy: on phones it is not displayed, so it is never downloaded. */}
          {/* With the data saver on, the hero is text only (issue 27). */}
          {dataSaver ? null : (
            <PostImage
              image={loaderData.image}
              alt={loaderData.image?.kind === "uploaded" ? loaderData.image.alt : ""}
              sizes="(min-width: 1024px) 40vw, 1px"
              className="hidden h-auto w-full rounded-3xl object-cover shadow-2xl ring-4 ring-white/20 lg:block"
            />
          )}
        </div>
      </section>

      {loaderData.campaign ? <FeaturedCampaign campaign={loaderData.campaign} /> : null}

      <section aria-label={home.reach} className={`container-page ${loaderData.campaign ? "mt-8" : "-mt-8 sm:-mt-10"}`}>
        <div className="rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200">
          <StatGrid stats={settings.figures.home} />
        </div>
      </section>

      <EventCards id="events-title" title={useT().eventListings.homeTitle} cards={loaderData.events} />

      <section className="container-page py-16" aria-labelledby="focus-title">
        <h2 id="focus-title" className="section-title">
          {home.focusAreas}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {text.focusAreas.map((area) => (
            <li key={area.key} className="card">
              <FocusAreaIcon area={area.key} className="h-9 w-9 text-brand-600" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{area.title}</h3>
              <p className="mt-2 text-slate-700">{area.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-brand-50" aria-labelledby="mission-title">
        <div className="container-page grid gap-10 py-16 lg:grid-cols-2">
          <div>
            <h2 id="mission-title" className="section-title">
              {home.mission}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{text.mission}</p>
          </div>
          <div>
            <h2 className="section-title">{home.impact}</h2>
            <ul className="mt-4 space-y-3">
              {text.impactBullets.map((item) => (
                <li key={item} className="flex items-center gap-3 text-lg text-slate-800">
                  <CheckIcon className="h-5 w-5 shrink-0 text-brand-600" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="container-page py-16" aria-labelledby="partners-title">
        <h2 id="partners-title" className="section-title">
          {home.partners}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-3">
          {settings.partners.partners.map((partner) => (
            <li key={partner.name} className="card text-center">
              {partner.logo ? (
                <img src={partner.logo} alt="" loading="lazy" className="mx-auto mb-3 h-12 w-auto object-contain" />
              ) : null}
              <p className="font-semibold text-slate-900">
                {partner.url ? (
                  <a
                    href={partner.url}
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center hover:underline"
                  >
                    {partner.name}
                  </a>
                ) : (
                  partner.name
                )}
              </p>
              {partner.description ? <p className="mt-1 text-sm text-slate-600">{partner.description}</p> : null}
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page" aria-labelledby="join-title">
        <div className="rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="join-title" className="text-2xl font-bold sm:text-3xl">
            {home.joinTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50">{home.joinText}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={lp("/programs")} className="btn-accent">
              {home.getInvolved}
            </Link>
            <Link to={lp("/contact")} className="btn-ghost-light">
              {home.partnerWithUs}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const settings = settingsOf(matches);
  const lang = langOfPath(location.pathname);
  const { description } = organisationText(lang);
  return [
    ...pageMeta(matches, settings.identity.name, description),
    { "script:ld+json": organisationJsonLd(settings, loaderData?.origin ?? "", lang) },
  ];
};

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020).
export const handle = STATIC_PAGE;
