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
import { answerExcerpt, latestLibraryEntries } from "~/domain/questions/library.server";
import type { Route } from "./+types/rss";

const RSS_ITEMS = 20;

/**
 * RSS 2.0 of the latest 20 published posts and library answers (issue 26) of one language (issue 17): /rss.xml English, /rw/rss.xml Kinyarwanda,
 * /fr/rss.xml French. A feed is one language (its <language>): a reader subscribes to the one they read. Its title
 * names the organisation as staff set it (settings); its description is the organisation's, in the feed's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const { name } = getSiteSettings().identity;
  const url = (path: string) => `${env.APP_URL}${localizePath(path, lang)}`;
  const posts = latestPublished(RSS_ITEMS, lang).map((post) => {
    const link = url(`/blog/${post.id}`);
    const image = imageRefOf(post);
    const date = post.publishedAt ?? post.createdAt;
    const xml = [
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
    return { at: date.getTime(), xml };
  });
  // Issue 26: the library's answers written in the feed's language, among the posts by date; 20 in all.
  const answers = latestLibraryEntries(RSS_ITEMS, lang).map((entry) => {
    const link = url(`/questions/${entry.id}`);
    const date = entry.publishedAt ?? entry.updatedAt;
    const xml = [
      "    <item>",
      `      <title>${escapeXml(entry.publicQuestion.replace(/\s+/g, " ").trim().slice(0, 200))}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${date.toUTCString()}</pubDate>`,
      `      <category>${escapeXml(t(lang).library.rssCategory)}</category>`,
      `      <description>${escapeXml(answerExcerpt(entry.answerText))}</description>`,
      "    </item>",
    ].join("\n");
    return { at: date.getTime(), xml };
  });
  const items = [...posts, ...answers]
    .sort((a, b) => b.at - a.at)
    .slice(0, RSS_ITEMS)
    .map((item) => item.xml);
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
