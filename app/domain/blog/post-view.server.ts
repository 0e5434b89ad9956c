import { absoluteUrl, largeImagePath } from "~/utils/image-sources";
import { displayAuthor, visibleTags } from "~/utils/post-display";
import { isoDate } from "~/utils/dates";
import { DEFAULT_LANG, localizePath, type Lang } from "~/i18n/languages";
import { toPostCard } from "./post-json.server";
import { renderPostContent } from "./post-content.server";
import type { PostRow } from "./posts.server";
import { htmlToText } from "./sanitize.server";

const DESCRIPTION_CHARS = 200;

/** Everything the article page shows, with SPEC §2 defaults, plus what link previews and search engines read. */
export function toPostView(row: PostRow, origin: string, lang: Lang = DEFAULT_LANG) {
  const card = toPostCard(row, lang);
  const url = `${origin}${localizePath(`/blog/${row.id}`, lang)}`;
  const text = row.excerpt.trim() || htmlToText(row.content);
  const description = text.length > DESCRIPTION_CHARS ? `${text.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…` : text;
  const image = card.image;
  return {
    ...card,
    status: row.status,
    author: displayAuthor(row.authorName),
    tags: visibleTags(row.tags),
    helpBox: row.helpBox,
    /** The featured image's alt text and caption as written on the post (older posts: the image's own alt). */
    imageAlt: row.featuredImageAlt.trim() || (image?.kind === "uploaded" ? image.alt : ""),
    imageCaption: row.featuredImageCaption.trim(),
    contentHtml: renderPostContent(row.content),
    url,
    seo: {
      description,
      image: image ? absoluteUrl(origin, largeImagePath(image)) : null,
      imageWidth: image?.kind === "uploaded" ? Math.min(image.width, 1200) : null,
      imageHeight:
        image?.kind === "uploaded" ? Math.round((image.height * Math.min(image.width, 1200)) / image.width) : null,
      publishedTime: isoDate(row.publishedAt) ?? null,
      modifiedTime: isoDate(row.updatedAt ?? row.publishedAt ?? row.createdAt) ?? null,
      authorName: row.authorName?.trim() || null,
      category: row.category.trim() || null,
      keywords: visibleTags(row.tags),
    },
  };
}
export type PostView = ReturnType<typeof toPostView>;
