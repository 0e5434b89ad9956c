import { isoDate } from "~/utils/dates";
import { siteDates, type SiteDates } from "~/domain/settings/site-settings.server";
import { DEFAULT_LANG, type Lang } from "~/i18n/languages";
import { masterPath, type ImageRef } from "~/utils/image-sources";
import { displayCategory, displayReadTime, displayTitle } from "~/utils/post-display";
import type { PostCardRow, PostRow } from "./posts.server";

/** The featured image of a row: an uploaded image (served responsive by /images) or an external http(s) URL. */
export function imageRefOf(row: PostCardRow): ImageRef | null {
  if (row.imageHash && row.imageWidth && row.imageHeight) {
    return {
      kind: "uploaded",
      hash: row.imageHash,
      width: row.imageWidth,
      height: row.imageHeight,
      alt: row.imageAlt ?? "",
    };
  }
  const url = row.featuredImage?.trim();
  if (url && /^https:\/\/[^\s"'<>]+$/i.test(url)) return { kind: "external", url };
  // A path to one of our own images, e.g. from an import: only the exact /images/... shape.
  if (url && /^\/images\/[0-9a-f]{32}\/\d{3,4}\.(jpg|webp)$/.test(url)) return { kind: "external", url };
  return null;
}

const imageUrlOf = (row: PostCardRow) => {
  const ref = imageRefOf(row);
  return ref ? (ref.kind === "uploaded" ? masterPath(ref.hash) : ref.url) : null;
};

/** A post as the API returns it (SPEC §3): raw values, `_id`, author {_id, name}, image URL, ISO dates. */
export function toPostJson(row: PostRow) {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    tags: Array.isArray(row.tags) ? row.tags : [],
    category: row.category,
    featuredImage: imageUrlOf(row),
    featuredImageAlt: row.featuredImageAlt,
    featuredImageCaption: row.featuredImageCaption,
    featured: row.featured,
    helpBox: row.helpBox,
    /** Issue 17: the language the post is written in, and the original it translates (null for an original). */
    lang: row.lang,
    translationOf: row.translationOf ?? null,
    author: row.authorId ? { _id: row.authorId, name: row.authorName ?? "" } : null,
    status: row.status,
    /** An editor's note when a post was sent back from review (null otherwise); only staff and the author see drafts. */
    reviewNote: row.reviewNote ?? null,
    views: row.views,
    likes: row.likes,
    readTime: row.readTime,
    createdAt: isoDate(row.createdAt) ?? null,
    publishedAt: isoDate(row.publishedAt) ?? null,
    updatedAt: isoDate(row.updatedAt) ?? null,
  };
}
export type PostJson = ReturnType<typeof toPostJson>;

/**
 * A card for the pages, with SPEC §2 defaults applied and dates already formatted on the site's clock (a list
 * passes one `date` for all its cards): the browser, in whatever zone, renders the same text.
 */
export function toPostCard(row: PostCardRow, lang: Lang = DEFAULT_LANG, date: SiteDates = siteDates(lang)) {
  const shownDate = row.publishedAt ?? row.createdAt;
  return {
    id: row.id,
    title: displayTitle(row.title),
    excerpt: row.excerpt.trim(),
    category: displayCategory(row.category),
    readTime: displayReadTime(row.readTime),
    views: row.views,
    likes: row.likes,
    image: imageRefOf(row),
    createdAt: isoDate(row.createdAt) ?? "",
    createdLabel: date(row.createdAt, "long"),
    /** Grid cards show the published date, or the created one (SPEC §2). */
    shownAt: isoDate(shownDate) ?? "",
    shownLabel: date(shownDate, "long"),
    /** The language the post is written in; cards in another language than the page's say so (and carry `lang`). */
    lang: row.lang,
  };
}
export type PostCard = ReturnType<typeof toPostCard>;
