import { PROGRAM_PAGES } from "~/content/organisation";
import { env } from "~/domain/platform/env.server";
import { publishedPostDates } from "~/domain/blog/posts.server";
import { escapeXml } from "~/utils/xml";
import { LANGUAGES, localizePath } from "~/i18n/languages";

const STATIC_PATHS = ["/", "/blog", "/about", "/programs", ...PROGRAM_PAGES.map((p) => `/programs/${p.slug}`), "/contact", "/privacy", "/terms"];

const absolute = (path: string) => escapeXml(env.APP_URL + path);

/**
 * One <url> per page per language, each listing all three and x-default (the English page) as alternates, as
 * search engines read hreflang from a sitemap (issue 17).
 */
function entries(path: string, lastmod?: Date) {
  const alternates = [
    ...LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${absolute(localizePath(path, lang))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(path)}"/>`,
  ].join("");
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return LANGUAGES.map((lang) => `  <url><loc>${absolute(localizePath(path, lang))}</loc>${modified}${alternates}</url>`);
}

/** Public pages and published posts; account and admin screens are not for search engines. */
export function loader() {
  const urls = [
    ...STATIC_PATHS.flatMap((path) => entries(path)),
    ...publishedPostDates().flatMap((post) => entries(`/blog/${post.id}`, post.updatedAt ?? post.publishedAt ?? post.createdAt)),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=900" } });
}
