import { data, isRouteErrorResponse, type HeadersFunction } from "react-router";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { ListFailed } from "~/components/blog/blog-states";
import { PageHero } from "~/components/page-hero";
import { AskOwnQuestion, LibraryCard, LibraryFilters } from "~/components/questions/library-parts";
import { LIBRARY_PAGE_SIZE, parseLibraryQueryLenient } from "~/domain/questions/library-schema";
import { listLibrary } from "~/domain/questions/library.server";
import { toLibraryCard } from "~/domain/questions/library-view.server";
import { siteDates } from "~/domain/settings/site-settings.server";
import { guestPage } from "~/platform/cache/guest-page.server";
import { searchResultHeaders } from "~/domain/reports/search-terms.server";
import { env } from "~/platform/ops/env.server";
import { failForTests } from "~/platform/ops/test-hooks.server";
import { t as catalogue } from "~/i18n/catalogue";
import { formatNumber } from "~/i18n/intl";
import { langOfPath, langOfRequest, localizePath } from "~/i18n/languages";
import { useLang, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import type { PageHandle } from "~/utils/page-handle";
import { listHref } from "~/utils/pagination";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/questions";

const hrefOf = (filters: { q?: string; topic?: string }, page: number) =>
  listHref("/questions", { q: filters.q, topic: filters.topic }, page);

export function loader({ request, context }: Route.LoaderArgs) {
  failForTests(request);
  // The same for every guest: what the list shows depends only on these parameters and the URL's language.
  guestPage(context, { query: ["q", "topic", "page"], splice: true });
  const { q, topic, page } = parseLibraryQueryLenient(new URL(request.url).searchParams);
  const lang = langOfRequest(request);
  const listing = listLibrary({ q, topic, lang }, page, LIBRARY_PAGE_SIZE);
  const date = siteDates(lang);
  // The search it answered, counted by the server once the page is sent (docs/decisions/042).
  return data(
    {
      cards: listing.rows.map((row) => toLibraryCard(row, date)),
      page: listing.page,
      pages: listing.pages,
      total: listing.total,
      filters: { q, topic },
      canonical: `${env.APP_URL}${localizePath(hrefOf({ q, topic }, listing.page), lang)}`,
    },
    { headers: searchResultHeaders(q, listing.page, listing.total) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Questions({ loaderData }: Route.ComponentProps) {
  const { cards, page, pages, filters } = loaderData;
  const t = useT().library;
  const lang = useLang();
  const filtered = !!(filters.q || filters.topic);
  return (
    <>
      <PageHero title={t.heroTitle} subtitle={t.heroSubtitle} />
      <div className="container-page -mt-6 sm:-mt-8">
        <LibraryFilters key={`${filters.q ?? ""}|${filters.topic ?? ""}`} filters={filters} />
      </div>
      <div className="container-page py-10">
        {cards.length === 0 ? (
          <div className="card py-12 text-center">
            <p className="text-lg font-semibold text-slate-900">{filtered ? t.emptyFiltered : t.empty}</p>
            {filtered ? <p className="mt-2 text-slate-700">{t.emptyHint}</p> : null}
          </div>
        ) : (
          <section aria-labelledby="library-title">
            <h2 id="library-title" className="section-title mb-5">
              {t.answeredQuestions}
              {pages > 1 ? (
                <span className="ml-2 text-base font-medium text-slate-600">
                  {t.pageOf(formatNumber(page, lang), formatNumber(pages, lang))}
                </span>
              ) : null}
            </h2>
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {cards.map((entry) => (
                <li key={entry.id} className="flex">
                  <LibraryCard entry={entry} />
                </li>
              ))}
            </ul>
            <BlogPagination page={page} pages={pages} hrefFor={(p) => localizePath(hrefOf(filters, p), lang)} />
          </section>
        )}
        <div className="mx-auto max-w-3xl">
          <AskOwnQuestion />
        </div>
      </div>
    </>
  );
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const page = loaderData?.page ?? 1;
  const lang = langOfPath(location.pathname);
  const t = catalogue(lang).library;
  const title = page > 1 ? t.metaTitlePage(formatNumber(page, lang)) : t.metaTitle;
  const tags = pageMeta(matches, title, t.metaDescription, lang);
  return loaderData
    ? [
        ...tags,
        { tagName: "link", rel: "canonical", href: loaderData.canonical },
        { property: "og:url", content: loaderData.canonical },
      ]
    : tags;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  const t = useT().library;
  return <ListFailed hero={{ title: t.heroTitle, subtitle: t.heroSubtitle }} text={[t.listFailed, t.listFailedHint]} />;
}

// Served as HTML and CSS without the framework client (docs/decisions/020). Every page of this feature has the
// quick exit: a young person reading about abuse or their body on a shared phone must be able to leave at once.
export const handle: PageHandle<Route.ComponentProps["loaderData"]> = { ...STATIC_PAGE, quickExit: () => true };
