import type { MetaDescriptor } from "react-router";
import { isRouteErrorResponse } from "react-router";
import type { PostView } from "~/domain/blog/post-view.server";
import { pageMeta, settingsOf, type MetaMatchList } from "./meta";

/**
 * Title, description, canonical URL, Open Graph and Twitter card tags (so links shared in WhatsApp and social
 * apps show a picture, the title and the excerpt) and a schema.org BlogPosting. React Router writes the JSON-LD
 * as a data block with "<" escaped, so a title containing "</script>" cannot end it early.
 */
export function postMeta(matches: MetaMatchList, post: PostView | null, error?: unknown): MetaDescriptor[] {
  if (!post) {
    const missing = isRouteErrorResponse(error) && error.status === 404;
    return [
      ...pageMeta(matches, missing ? "Post Not Found" : "Error Loading Post"),
      { name: "robots", content: "noindex" },
    ];
  }
  const { seo } = post;
  const tags: MetaDescriptor[] = [
    ...pageMeta(matches, post.title, seo.description || undefined),
    { tagName: "link", rel: "canonical", href: post.url },
    { property: "og:type", content: "article" },
    { property: "og:url", content: post.url },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: post.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (seo.image) {
    tags.push({ property: "og:image", content: seo.image }, { name: "twitter:image", content: seo.image });
    tags.push({ property: "og:image:alt", content: post.title });
    if (seo.imageWidth && seo.imageHeight) {
      tags.push(
        { property: "og:image:width", content: String(seo.imageWidth) },
        { property: "og:image:height", content: String(seo.imageHeight) },
      );
    }
  }
  if (seo.publishedTime) tags.push({ property: "article:published_time", content: seo.publishedTime });
  if (seo.modifiedTime) tags.push({ property: "article:modified_time", content: seo.modifiedTime });
  if (seo.category) tags.push({ property: "article:section", content: seo.category });
  if (post.status !== "published") tags.push({ name: "robots", content: "noindex" });
  tags.push({ "script:ld+json": blogPostingJsonLd(post, settingsOf(matches).identity.name) });
  return tags;
}

/** The organisation (its name from the settings) publishes every post, and is its author when no person is named. */
export function blogPostingJsonLd(post: PostView, organisation: string) {
  const { seo } = post;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: seo.description || undefined,
    url: post.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
    image: seo.image ? [seo.image] : undefined,
    datePublished: seo.publishedTime ?? post.createdAt,
    dateModified: seo.modifiedTime ?? undefined,
    author: seo.authorName
      ? { "@type": "Person", name: seo.authorName }
      : { "@type": "Organization", name: organisation },
    publisher: { "@type": "Organization", name: organisation },
    articleSection: seo.category ?? undefined,
    keywords: seo.keywords.length > 0 ? seo.keywords.join(", ") : undefined,
  };
}
