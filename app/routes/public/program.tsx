import { Link, redirect } from "react-router";
import { DonateButton } from "~/components/donation-dialog";
import { ArrowLeftIcon, CheckIcon } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import { PROGRAM_PAGES } from "~/content/organisation";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/program";

export function loader({ params }: Route.LoaderArgs) {
  const page = PROGRAM_PAGES.find((p) => p.slug === params.slug);
  // Only the six program routes of SPEC §2 exist; anything else is "any other path".
  if (!page) throw redirect("/");
  return { page };
}

export default function Program({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={page.title} subtitle={page.summary} />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          {page.sections.map((section) => (
            <section key={section.heading}>
              <h2 className="section-title">{section.heading}</h2>
              <p className="mt-3 text-lg text-slate-700">{section.text}</p>
            </section>
          ))}
        </div>
        <aside className="card h-fit">
          <h2 className="text-lg font-bold text-slate-900">Highlights</h2>
          <ul className="mt-3 space-y-2">
            {page.highlights.map((item) => (
              <li key={item} className="flex gap-2 text-slate-800">
                <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-2">
            <Link to="/contact#message-us" className="btn-primary">Volunteer With Us</Link>
            <DonateButton className="btn-accent">Make a Donation</DonateButton>
          </div>
        </aside>
      </div>
      <div className="container-page">
        <Link to="/programs" className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
          <ArrowLeftIcon className="h-4 w-4" /> All programs
        </Link>
      </div>
    </>
  );
}

export const meta = ({ data }: Route.MetaArgs) => (data ? pageMeta(data.page.title, data.page.summary) : []);
