import { PROGRAM_PAGES } from "~/content/organisation";
import { env } from "~/domain/platform/env.server";
import { publishedPostDates } from "~/domain/blog/posts.server";
import { escapeXml } from "~/utils/xml";

const STATIC_PATHS = ["/", "/blog", "/about", "/programs", ...PROGRAM_PAGES.map((p) => `/programs/${p.slug}`), "/contact", "/privacy", "/terms"];

/** Public pages and published posts; account and admin screens are not for search engines. */
export function loader() {
  const urls = [
    ...STATIC_PATHS.map((path) => `  <url><loc>${escapeXml(env.APP_URL + path)}</loc></url>`),
    ...publishedPostDates().map((post) => {
      const lastmod = (post.updatedAt ?? post.publishedAt ?? post.createdAt).toISOString();
      return `  <url><loc>${escapeXml(`${env.APP_URL}/blog/${post.id}`)}</loc><lastmod>${lastmod}</lastmod></url>`;
    }),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=900" } });
}
