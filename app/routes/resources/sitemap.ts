import { PROGRAM_PAGES } from "~/content/organisation";
import { env } from "~/platform/ops/env.server";
import { publishedPostDates } from "~/domain/blog/posts.server";
import { escapeXml } from "~/utils/xml";
import { publicCampaignIds } from "~/domain/giving/campaign-view.server";
import { postLanguagePaths } from "~/utils/post-languages";
import { LANGUAGES, localizePath, type Lang } from "~/i18n/languages";
import { publishedLibraryDates } from "~/domain/questions/library.server";
import { sitemapEvents } from "~/domain/events/event-sitemap.server";

const STATIC_PATHS = [
  "/",
  "/blog",
  "/about",
  "/programs",
  ...PROGRAM_PAGES.map((p) => `/programs/${p.slug}`),
  "/contact",
  "/privacy",
  "/terms",
  "/give",
  // Issue 26: the question form and the library's list, in each language (each lists the entries of its own).
  "/ask",
  "/questions",
  // Issue 37: the events list.
  "/events",
];

const absolute = (path: string) => escapeXml(env.APP_URL + path);
const samePath = (path: string) => Object.fromEntries(LANGUAGES.map((lang) => [lang, path])) as Record<Lang, string>;

/**
 * One <url> per page per language (`listed`), each listing the page in all three and x-default (the English one) as
 * alternates, as search engines read hreflang from a sitemap (issue 17). `paths` are English paths per language:
 * the same path for a page, and for a post its translations where it has them (issue 23, as the page's own head).
 */
function entries(paths: Record<Lang, string>, listed: readonly Lang[], lastmod?: Date) {
  const alternates = [
    ...LANGUAGES.map(
      (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${absolute(localizePath(paths[lang], lang))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(paths.en)}"/>`,
  ].join("");
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return listed.map(
    (lang) => `  <url><loc>${absolute(localizePath(paths[lang], lang))}</loc>${modified}${alternates}</url>`,
  );
}

/**
 * Each published post is listed in the languages where it is the page read (postLanguagePaths): its own, and those
 * it has no translation in. Where a translation exists, the translation is listed instead.
 */
function postEntries() {
  const rows = publishedPostDates();
  const groups = new Map<string, { id: string; lang: Lang }[]>();
  for (const row of rows) {
    const root = row.translationOf ?? row.id;
    const group = groups.get(root) ?? [];
    group.push({ id: row.id, lang: row.lang });
    groups.set(root, group);
  }
  return rows.flatMap((row) => {
    const paths = postLanguagePaths(row, groups.get(row.translationOf ?? row.id)!);
    const own = LANGUAGES.filter((lang) => paths[lang] === `/blog/${row.id}`);
    return entries(paths, own, row.updatedAt ?? row.publishedAt ?? row.createdAt);
  });
}

/** Public pages and published posts; account and admin screens are not for search engines. */
export function loader() {
  const urls = [
    ...STATIC_PATHS.flatMap((path) => entries(samePath(path), LANGUAGES)),
    ...postEntries(),
    // Issue 25: each public campaign, in every language (one page, its text translated or the English).
    ...publicCampaignIds().flatMap((c) => entries(samePath(`/give/${c.id}`), LANGUAGES, c.updatedAt)),
    // Issue 37: each published event, upcoming or recent, in every language (its text translated or the English).
    ...sitemapEvents().flatMap((e) => entries(samePath(`/events/${e.id}`), LANGUAGES, e.updatedAt)),
    // Issue 26: each published answer, at its address in its own language (it is written in that one only).
    ...publishedLibraryDates().map(
      (q) =>
        `  <url><loc>${absolute(localizePath(`/questions/${q.id}`, q.lang))}</loc><lastmod>${(q.updatedAt ?? q.publishedAt).toISOString()}</lastmod></url>`,
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
