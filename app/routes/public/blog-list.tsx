import { NewsletterForm } from "~/components/newsletter-form";
import { data, isRouteErrorResponse, type HeadersFunction } from "react-router";
import { BlogFilters } from "~/components/blog/blog-filters";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { BlogEmpty, BlogPending, ListFailed } from "~/components/blog/blog-states";
import { FeaturedPostCard } from "~/components/blog/featured-post-card";
import { PostCard } from "~/components/blog/post-card";
import { PageHero } from "~/components/page-hero";
import { env } from "~/platform/ops/env.server";
import { toPostCard } from "~/domain/blog/post-json.server";
import { siteDates } from "~/domain/settings/site-settings.server";
import { blogListing } from "~/domain/blog/posts.server";
import { failForTests } from "~/platform/ops/test-hooks.server";
import { parseListQueryLenient } from "~/domain/blog/post-list-schema";
import { pageMeta } from "~/ui/meta";
import { blogListHref } from "~/utils/pagination";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/blog-list";
import { guestPage } from "~/platform/cache/guest-page.server";
import { searchResultHeaders } from "~/domain/reports/search-terms.server";
import { t as catalogue } from "~/i18n/catalogue";
import { formatNumber } from "~/i18n/intl";
import { langOfPath, langOfRequest, localizePath } from "~/i18n/languages";
import { useLang, useT } from "~/i18n/use-language";

export function loader({ request, context }: Route.LoaderArgs) {
  failForTests(request);
  // What parseListQueryLenient reads for this page (sort and order are the API's only).
  guestPage(context, { query: ["q", "category", "page"], splice: true });
  // Bad parameters (page=abc, a 500-character search) are ignored here; the API answers them with a 400.
  const { q, category, page } = parseListQueryLenient(new URL(request.url).searchParams);
  // Each language's list: its own posts first, then those not translated into it yet (blogListing).
  const lang = langOfRequest(request);
  const listing = blogListing({ q, category }, page, lang);
  const date = siteDates(lang);
  // The search it answered, counted by the server once the page is sent (docs/decisions/042).
  return data(
    {
      featured: listing.featured ? toPostCard(listing.featured, lang, date) : null,
      cards: listing.cards.map((row) => toPostCard(row, lang, date)),
      page: listing.page,
      pages: listing.pages,
      total: listing.total,
      filters: { q, category },
      canonical: `${env.APP_URL}${localizePath(blogListHref({ q, category }, listing.page), lang)}`,
    },
    { headers: searchResultHeaders(q, listing.page, listing.total) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { featured, cards, page, pages, filters } = loaderData;
  const filtered = !!(filters.q || filters.category);
  const t = useT().blog;
  const lang = useLang();
  return (
    <>
      <BlogPending />
      <PageHero title={t.heroTitle} subtitle={t.heroSubtitle} />
      <div className="container-page -mt-6 sm:-mt-8">
        <BlogFilters key={`${filters.q ?? ""}|${filters.category ?? ""}`} filters={filters} />
      </div>
      <div className="container-page py-10">
        {!featured && cards.length === 0 ? <BlogEmpty filtered={filtered} /> : null}
        {featured ? (
          <section aria-labelledby="featured-title" className="mb-12">
            <h2 id="featured-title" className="section-title mb-5">
              {t.featuredArticle}
            </h2>
            <FeaturedPostCard post={featured} />
          </section>
        ) : null}
        {cards.length > 0 ? (
          <section aria-labelledby="latest-title">
            <h2 id="latest-title" className="section-title mb-5">
              {t.latestArticles}
              {pages > 1 ? (
                <span className="ml-2 text-base font-medium text-slate-600">
                  {t.pageOf(formatNumber(page, lang), formatNumber(pages, lang))}
                </span>
              ) : null}
            </h2>
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {cards.map((post) => (
                <li key={post.id} className="flex">
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
            <BlogPagination page={page} pages={pages} filters={filters} />
          </section>
        ) : null}
        <div className="card mx-auto mt-12 max-w-xl">
          <NewsletterForm place="blog" />
        </div>
      </div>
    </>
  );
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const page = loaderData?.page ?? 1;
  const lang = langOfPath(location.pathname);
  const t = catalogue(lang).blog;
  const title = page > 1 ? t.metaTitlePage(formatNumber(page, lang)) : t.metaTitle;
  const tags = pageMeta(matches, title, t.metaDescription);
  return loaderData
    ? [
        ...tags,
        { tagName: "link", rel: "canonical", href: loaderData.canonical },
        { property: "og:url", content: loaderData.canonical },
      ]
    : tags;
}

/** SPEC §2/§8 list error state: the error text and Try Again, a plain link that reloads (works without JS). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  const t = useT().blog;
  return <ListFailed hero={{ title: t.heroTitle, subtitle: t.heroSubtitle }} text={[t.listFailed, t.listFailedHint]} />;
}

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020).
export const handle = STATIC_PAGE;
