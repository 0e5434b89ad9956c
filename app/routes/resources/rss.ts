import { ORG } from "~/content/organisation";
import { env } from "~/domain/platform/env.server";
import { imageRefOf } from "~/domain/blog/post-json.server";
import { latestPublished } from "~/domain/blog/posts.server";
import { absoluteUrl, largeImagePath } from "~/utils/image-sources";
import { displayCategory, displayTitle } from "~/utils/post-display";
import { escapeXml } from "~/utils/xml";

const RSS_ITEMS = 20;

/** RSS 2.0 of the latest 20 published posts. */
export function loader() {
  const items = latestPublished(RSS_ITEMS).map((post) => {
    const link = `${env.APP_URL}/blog/${post.id}`;
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
      image ? `      <media:content url="${escapeXml(absoluteUrl(env.APP_URL, largeImagePath(image)))}" medium="image" />` : "",
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>${escapeXml(`${ORG.name} Blog`)}</title>
    <link>${escapeXml(`${env.APP_URL}/blog`)}</link>
    <atom:link href="${escapeXml(`${env.APP_URL}/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(ORG.description)}</description>
    <language>en</language>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=900" } });
}
