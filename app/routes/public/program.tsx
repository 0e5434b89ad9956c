import { Link } from "react-router";
import { PostCard } from "~/components/blog/post-card";
import { PostImage } from "~/components/blog/post-image";
import { DonateButton } from "~/components/donation-dialog";
import { ArrowLeftIcon, CheckIcon } from "~/components/icons";
import { PageHero, StatGrid } from "~/components/page-hero";
import { programPage } from "~/content/program-pages";
import { langOfRequest } from "~/i18n/languages";
import { useLocalePath, useT } from "~/i18n/use-language";
import { toPostCard } from "~/domain/blog/post-json.server";
import { latestOnTheme } from "~/domain/blog/posts.server";
import { pageImage } from "~/domain/media/page-images.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { pageMeta } from "~/ui/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import { EventCards } from "~/components/events/event-card";
import { publicEventList } from "~/domain/events/event-view.server";
import type { PageHandle } from "~/utils/page-handle";
import type { Route } from "./+types/program";
import { guestPage, NO_QUERY_SPLICE } from "~/platform/cache/guest-page.server";
import { homeForUnknownPath } from "~/platform/http/unknown-path.server";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const page = programPage(params.slug, lang);
  // Only the six program routes of SPEC §2 exist; anything else is "any other path".
  if (!page) throw await homeForUnknownPath(request);
  guestPage(context, NO_QUERY_SPLICE);
  const slot = `program-${page.slug}`;
  return {
    page,
    image: pageImage(slot, getSiteSettings().pageImages[slot], lang),
    // Posts about this program, in the page's language first (issue 23).
    posts: latestOnTheme(page.related, lang).map((row) => toPostCard(row, lang)),
    // Issue 37: this program's upcoming events.
    events: publicEventList(lang, Date.now(), page.slug).upcoming,
  };
}

export default function Program({ loaderData: { page, image, posts, events } }: Route.ComponentProps) {
  const { program, programs } = useT().pages;
  const { programTitle } = useT().eventListings;
  const lp = useLocalePath();
  const facts = [
    { heading: program.whatWeDo, text: page.whatWeDo },
    { heading: program.whoWeServe, text: page.whoWeServe },
    { heading: program.where, text: page.where },
  ];
  return (
    <>
      <PageHero title={page.title} subtitle={page.summary} />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          {/* A block of its own: <picture> is inline, so the column's spacing did not reach the heading below it. */}
          <div>
            <PostImage
              image={image}
              alt={image?.kind === "uploaded" ? image.alt : ""}
              sizes="(min-width: 1024px) 720px, 92vw"
              priority
              className="block h-auto w-full rounded-2xl object-cover shadow-sm"
            />
          </div>
          {facts.map((fact) => (
            <section key={fact.heading}>
              <h2 className="section-title">{fact.heading}</h2>
              <p className="mt-3 text-lg text-slate-700">{fact.text}</p>
            </section>
          ))}
          <StatGrid stats={page.figures} />
          <figure className="rounded-2xl bg-brand-50 p-6">
            <blockquote className="text-lg italic text-slate-800">{page.story.text}</blockquote>
            <figcaption className="mt-2 font-semibold text-brand-800">{page.story.who}</figcaption>
          </figure>
        </div>
        <aside className="card h-fit" aria-labelledby="involved-title">
          <h2 className="text-lg font-bold text-slate-900">{program.highlights}</h2>
          <ul className="mt-3 space-y-2">
            {page.highlights.map((item) => (
              <li key={item} className="flex gap-2 text-slate-800">
                <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
          <h2 id="involved-title" className="mt-6 text-lg font-bold text-slate-900">
            {program.getInvolved}
          </h2>
          <p className="mt-2 text-slate-700">{page.getInvolved}</p>
          <div className="mt-4 flex flex-col gap-2">
            <Link to={lp("/contact#message-us")} className="btn-primary min-h-11">
              {programs.volunteer}
            </Link>
            <DonateButton className="btn-accent min-h-11">{programs.donate}</DonateButton>
          </div>
        </aside>
      </div>
      <EventCards id="events-title" title={programTitle} cards={events} />
      {posts.length > 0 ? (
        <section className="container-page pb-10" aria-labelledby="latest-title">
          <h2 id="latest-title" className="section-title">
            {program.latest}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="container-page">
        <Link
          to={lp("/programs")}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:underline"
        >
          <ArrowLeftIcon className="h-4 w-4" /> {program.allPrograms}
        </Link>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? pageMeta(matches, data.page.title, data.page.summary) : [];

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020); the
// programs about violence, maternal health and rights have the quick exit.
export const handle: PageHandle<Route.ComponentProps["loaderData"]> = {
  ...STATIC_PAGE,
  quickExit: (data) => !!data.page.quickExit,
};
