// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";
import { LANGUAGES } from "../../i18n/languages";
import { createdAt, id } from "../../platform/data/columns";
import { users } from "../people/schema";
import { images } from "../media/schema";

/** Posts and what hangs on them: revisions, preview links, likes and daily views. */

/**
 * A post's life (issue 15): draft → pending (an author asked for review) → published, or scheduled (published by
 * the server at `publishedAt`). Guests see only "published"; the scheduling job flips "scheduled" when due.
 */
export const POST_STATUSES = ["draft", "pending", "scheduled", "published"] as const;

export type PostStatus = (typeof POST_STATUSES)[number];

/** A post's date for "newest published first": its publication date, or its creation date before it has one. */
export const newestPublishedAt = (t: { publishedAt: AnySQLiteColumn; createdAt: AnySQLiteColumn }) =>
  sql`(case when ${t.publishedAt} is null then ${t.createdAt} else ${t.publishedAt} end)`;

export const posts = sqliteTable(
  "posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** Sanitised HTML: sanitising happens once, on write. */
    content: text("content").notNull().default(""),
    /**
     * The plain text of `content` (no tags or attributes), what the full-text index reads (issue 16). SQL cannot
     * strip HTML, so the app writes it with the content (contentDerived()); NULL means "not computed yet", and
     * start-up fills those rows (raw SQL imports, the large-site generator). drizzle/0005 holds posts_fts and
     * the triggers that index title, excerpt, this and tags on every insert, update and delete.
     */
    searchText: text("search_text"),
    tags: text("tags", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    category: text("category").notNull(),
    /** An uploaded image id (served by /images/...) or an external http(s) URL. */
    featuredImage: text("featured_image"),
    featuredImageId: text("featured_image_id").references(() => images.id, { onDelete: "set null" }),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    /** Shows the "Where to get help" box (helplines) under the post: for sensitive topics, set by an editor. */
    helpBox: integer("help_box", { mode: "boolean" }).notNull().default(false),
    /** The featured picture's alt text and optional caption (issue 15): what the public page says about it. */
    featuredImageAlt: text("featured_image_alt").notNull().default(""),
    featuredImageCaption: text("featured_image_caption").notNull().default(""),
    /** An editor's note when sending a post back to its author from review; cleared when it is submitted again. */
    reviewNote: text("review_note"),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    views: integer("views").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    /** Likes from before this site (the demo seed, an import): the shown count is this plus the post_likes rows. */
    importedLikes: integer("imported_likes").notNull().default(0),
    readTime: integer("read_time").notNull().default(5),
    /** The language the post is written in (issue 17). */
    lang: text("lang", { enum: LANGUAGES }).notNull().default("en"),
    /**
     * The post this one translates: every translation points at the original (never at another translation), so
     * a post's translations are the rows with its id here, and a translation's siblings share its value.
     */
    translationOf: text("translation_of").references((): AnySQLiteColumn => posts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("posts_slug_unique").on(t.slug),
    index("posts_status_created_idx").on(t.status, t.createdAt),
    index("posts_status_category_created_idx").on(t.status, t.category, t.createdAt),
    index("posts_featured_idx").on(t.status, t.featured, t.createdAt),
    index("posts_status_published_idx").on(t.status, t.publishedAt),
    // Issue 16 (scale): the admin list and dashboard (every status, newest first), an author's own posts (and the
    // foreign key's "set null" when an account is deleted), and "newest published" for RSS, the sitemap and the
    // program pages, whose order is this very expression (the query must spell it the same way to use it).
    index("posts_created_idx").on(t.createdAt),
    index("posts_author_created_idx").on(t.authorId, t.createdAt),
    // No coalesce(): drizzle-kit splits an index expression at its commas; this CASE is the same value.
    index("posts_status_newest_idx").on(t.status, newestPublishedAt(t)),
    index("posts_translation_of_idx").on(t.translationOf),
    index("posts_lang_status_newest_idx").on(t.lang, t.status, newestPublishedAt(t)),
    // Issue 28 (search at scale): every column a ranked search filters or orders on besides the score, so the
    // ranking reads this narrow index and never a posts row, whose large `content` precedes `status` (overflow
    // pages); only the page's dozen rows are then read in full (posts.server.ts rankedTop()).
    index("posts_search_cover_idx").on(t.status, t.createdAt, t.id, t.lang, t.category, t.authorId, t.translationOf),
  ],
);

/**
 * A post's history (issue 15): every save, publish, unpublish, schedule and restore is a revision, with who and
 * when; an autosave is one too (kind "autosave"), replaced by the next autosave of the same person. The last 25
 * per post are kept.
 */
export const REVISION_KINDS = [
  "autosave",
  "created",
  "saved",
  "published",
  "unpublished",
  "scheduled",
  "submitted",
  "sent_back",
  "restored",
] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];
export const postRevisions = sqliteTable(
  "post_revisions",
  {
    id: id(),
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REVISION_KINDS }).notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    tags: text("tags", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    category: text("category").notNull(),
    featuredImageAlt: text("featured_image_alt").notNull().default(""),
    featuredImageCaption: text("featured_image_caption").notNull().default(""),
    status: text("status", { enum: POST_STATUSES }).notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("post_revisions_post_idx").on(t.postId, t.createdAt)],
);

/**
 * Links that let someone outside the team read a draft (issue 15): only the token's hash is stored; a link
 * works until `expiresAt` (7 days) or until it is revoked.
 */
export const previewLinks = sqliteTable(
  "preview_links",
  {
    id: id(),
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("preview_links_token_unique").on(t.tokenHash), index("preview_links_post_idx").on(t.postId)],
);

export const postLikes = sqliteTable(
  "post_likes",
  {
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_likes_user_idx").on(t.userId)],
);

/** One row per visitor, post and day, so a reload does not count twice. */
export const postViews = sqliteTable(
  "post_views",
  {
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    visitorHash: text("visitor_hash").notNull(),
    day: text("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitorHash, t.day] }), index("post_views_day_idx").on(t.day)],
);

export type Post = typeof posts.$inferSelect;

export type PostRevision = typeof postRevisions.$inferSelect;

export type PreviewLink = typeof previewLinks.$inferSelect;
