import { Link } from "react-router";
import { DonateButton } from "~/components/donation-dialog";
import { CheckIcon } from "~/components/icons";
import { PageHero, StatGrid } from "~/components/page-hero";
import { organisationText } from "~/content/organisation";
import { programPages } from "~/content/program-pages";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useLang, useLocalePath, useT } from "~/i18n/use-language";
import { useSiteSettings } from "~/ui/root-data";
import { pageMeta } from "~/ui/meta";
import { guestPage, NO_QUERY_SPLICE } from "~/platform/cache/guest-page.server";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/programs";

/** Nothing to load: the loader is only here to say the page may be kept for guests. */
export function loader({ context }: Route.LoaderArgs) {
  guestPage(context, NO_QUERY_SPLICE);
  return null;
}

export default function Programs() {
  const figures = useSiteSettings().figures.about;
  const lang = useLang();
  const lp = useLocalePath();
  const { pages, ask } = useT();
  const { programs } = pages;
  return (
    <>
      <PageHero title={programs.title} subtitle={programs.subtitle} />
      <section className="container-page py-14" aria-label={programs.listLabel}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {organisationText(lang).programs.map((program) => (
            <li key={program.title} className="card flex flex-col">
              <h2 className="text-xl font-bold text-slate-900">{program.title}</h2>
              <p className="mt-2 text-slate-700">{program.description}</p>
              <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">
                {programs.keyFeatures}
              </h3>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {program.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2 text-sm text-slate-800">
                    <CheckIcon className="h-4 w-4 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <dl className="mt-5 grid grid-cols-3 gap-3 rounded-xl bg-brand-50 p-3 text-center text-sm">
                <div>
                  <dt className="text-slate-600">{programs.participants}</dt>
                  <dd className="font-bold text-brand-800">{program.participants}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{programs.locations}</dt>
                  <dd className="font-bold text-brand-800">{program.locations}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{programs.satisfaction}</dt>
                  <dd className="font-bold text-brand-800">{program.satisfaction}</dd>
                </div>
              </dl>
              {/* SPEC §2: "A Learn More button does nothing." */}
              <button type="button" className="btn-outline mt-5 self-start">
                {programs.learnMore}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="container-page" aria-labelledby="areas-title">
        <h2 id="areas-title" className="section-title">
          {programs.areas}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {programPages(lang).map((page) => (
            <li key={page.slug}>
              <Link to={lp(`/programs/${page.slug}`)} className="card block h-full hover:border-brand-500">
                <h3 className="font-semibold text-brand-800">{page.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{page.summary}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="container-page py-14" aria-labelledby="figures-title">
        <h2 id="figures-title" className="section-title mb-6">
          {programs.reach}
        </h2>
        <StatGrid stats={figures} />
      </section>
      <section className="container-page" aria-labelledby="involved-title">
        <div className="rounded-3xl bg-brand-800 px-6 py-12 text-center text-white">
          <h2 id="involved-title" className="text-2xl font-bold sm:text-3xl">
            {programs.involvedTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">{programs.involvedText}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={lp("/contact#message-us")} className="btn-accent">
              {programs.volunteer}
            </Link>
            <DonateButton className="btn-ghost-light">{programs.donate}</DonateButton>
            <Link to={lp("/ask")} className="btn-ghost-light">
              {ask.links.programs}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const { programs } = t(langOfPath(location.pathname)).pages;
  return pageMeta(matches, programs.title, programs.metaDescription);
};

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020).
export const handle = STATIC_PAGE;
