import { organisationText } from "~/content/organisation";
import { env } from "~/platform/ops/env.server";
import { imageRefOf } from "~/domain/blog/post-json.server";
import { latestPublished } from "~/domain/blog/posts.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { absoluteUrl, largeImagePath } from "~/utils/image-sources";
import { displayCategory, displayTitle } from "~/utils/post-display";
import { escapeXml } from "~/utils/xml";
import { t } from "~/i18n/catalogue";
import { langOfRequest, localizePath } from "~/i18n/languages";
import type { Route } from "./+types/rss";

const RSS_ITEMS = 20;

/**
 * RSS 2.0 of the latest 20 published posts of one language (issue 17): /rss.xml English, /rw/rss.xml Kinyarwanda,
 * /fr/rss.xml French. A feed is one language (its <language>): a reader subscribes to the one they read. Its title
 * names the organisation as staff set it (settings); its description is the organisation's, in the feed's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const { name } = getSiteSettings().identity;
  const url = (path: string) => `${env.APP_URL}${localizePath(path, lang)}`;
  const items = latestPublished(RSS_ITEMS, lang).map((post) => {
    const link = url(`/blog/${post.id}`);
    const image = imageRefOf(post);
    const date = post.publishedAt ?? post.createdAt;
    return [
      "    <item>",
      `      <title>${escapeXml(displayTitle(post.title))}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${date.toUTCString()}</pubDate>`,
      `      <category>${escapeXml(displayCategory(post.category))}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      image
        ? `      <media:content url="${escapeXml(absoluteUrl(env.APP_URL, largeImagePath(image)))}" medium="image" />`
        : "",
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>${escapeXml(t(lang).blog.rssTitle(name))}</title>
    <link>${escapeXml(url("/blog"))}</link>
    <atom:link href="${escapeXml(url("/rss.xml"))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(organisationText(lang).description)}</description>
    <language>${lang}</language>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
