import { PageHero, StatGrid } from "~/components/page-hero";
import { useSiteSettings } from "~/ui/root-data";
import { organisationText } from "~/content/organisation";
import { t } from "~/i18n/catalogue";
import { langOfPath, langOfRequest } from "~/i18n/languages";
import { useLang, useT } from "~/i18n/use-language";
import { pageMeta, settingsOf } from "~/ui/meta";
import { PostImage } from "~/components/blog/post-image";
import { pageImage } from "~/domain/media/page-images.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/about";
import { guestPage, NO_QUERY_SPLICE } from "~/platform/cache/guest-page.server";

export function loader({ context, request }: Route.LoaderArgs) {
  guestPage(context, NO_QUERY_SPLICE);
  return { image: pageImage("about", getSiteSettings().pageImages.about, langOfRequest(request)) };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const figures = useSiteSettings().figures.about;
  const { about } = useT().pages;
  const text = organisationText(useLang());
  return (
    <>
      <PageHero title={about.title} subtitle={text.tagline} />
      <section className="container-page grid gap-6 py-14 md:grid-cols-2">
        <article className="card">
          <h2 className="section-title">{about.mission}</h2>
          <p className="mt-3 text-slate-700">{text.mission}</p>
        </article>
        <article className="card">
          <h2 className="section-title">{about.vision}</h2>
          <p className="mt-3 text-slate-700">{text.vision}</p>
        </article>
      </section>
      <section id="story" className="bg-brand-50" aria-labelledby="story-title">
        <div className="container-page grid items-center gap-10 py-14 lg:grid-cols-2">
          <div>
            <h2 id="story-title" className="section-title">
              {about.story}
            </h2>
            <div className="mt-4 max-w-3xl space-y-4 text-lg text-slate-700">
              {text.story.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <PostImage
            image={loaderData.image}
            alt={loaderData.image?.kind === "uploaded" ? loaderData.image.alt : ""}
            sizes="(min-width: 1024px) 50vw, 92vw"
            className="h-auto w-full rounded-3xl object-cover shadow-lg"
          />
        </div>
      </section>
      <section className="container-page py-14" aria-labelledby="values-title">
        <h2 id="values-title" className="section-title">
          {about.values}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {text.values.map((value) => (
            <li key={value.title} className="card">
              <h3 className="text-lg font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="container-page" aria-labelledby="impact-title">
        <h2 id="impact-title" className="section-title mb-6">
          {about.impact}
        </h2>
        <StatGrid stats={figures} />
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const { about } = t(langOfPath(location.pathname)).pages;
  return pageMeta(matches, about.title, about.metaDescription(settingsOf(matches).identity.name));
};

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020).
export const handle = STATIC_PAGE;
