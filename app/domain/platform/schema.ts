import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
// Relative, not "~/": drizzle-kit reads this file without the app's path aliases.
import { LANGUAGES, type Lang } from "../../i18n/languages";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/** Opaque, URL-safe ids: 16 characters from 96 random bits. */
export const newId = () => randomBytes(12).toString("base64url");

const id = () => text("id").primaryKey().$defaultFn(newId);
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());

import { ROLES } from "../people/permissions"; // the one list of roles (docs/decisions/024); relative for drizzle-kit
export { LANGUAGES, type Lang };
/**
 * A post's life (issue 15): draft → pending (an author asked for review) → published, or scheduled (published by
 * the server at `publishedAt`). Guests see only "published"; the scheduling job flips "scheduled" when due.
 */
export const POST_STATUSES = ["draft", "pending", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const MESSAGE_TYPES = ["general", "partnership", "volunteer", "media", "support", "other"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_STATUSES = ["new", "read", "replied"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const users = sqliteTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    // Stored trimmed and lower-cased; the unique index on lower(email) guards direct writes too.
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    avatar: text("avatar"),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    /** The language the person signed up in (issue 17): their e-mails (codes, resets) are written in it. */
    lang: text("lang", { enum: LANGUAGES }).notNull().default("en"),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    lastLogin: integer("last_login", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    index("users_created_idx").on(t.createdAt),
    // The users list filtered by role, newest first, and its count (issue 16: no scan of every account).
    index("users_role_created_idx").on(t.role, t.createdAt),
  ],
);

/** Revocable sessions: the cookie and the Bearer token both carry a secret whose hash is `tokenHash`. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("sessions_token_unique").on(t.tokenHash),
    index("sessions_user_idx").on(t.userId),
    index("sessions_expires_idx").on(t.expiresAt),
  ],
);

export const verificationCodes = sqliteTable(
  "verification_codes",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("verification_codes_user_idx").on(t.userId)],
);

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_unique").on(t.tokenHash), index("password_reset_user_idx").on(t.userId)],
);

export const images = sqliteTable("images", {
  id: id(),
  /** sha256 of the stored original: content-addressed URLs can be cached forever. */
  hash: text("hash").notNull().unique(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  alt: text("alt").notNull().default(""),
  uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

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
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
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
  ],
);

/**
 * A post's history (issue 15): every save, publish, unpublish, schedule and restore is a revision, with who and
 * when; an autosave is one too (kind "autosave"), replaced by the next autosave of the same person. The last 25
 * per post are kept.
 */
export const REVISION_KINDS = ["autosave", "created", "saved", "published", "unpublished", "scheduled", "submitted", "sent_back", "restored"] as const;
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
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
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

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    type: text("type", { enum: MESSAGE_TYPES }).notNull().default("general"),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("new"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    // Issue 16 (scale): the inbox filtered by status or by type, newest first, and an account's messages (deleted
    // with the account). The status index also counts the filter chips.
    index("contact_messages_status_created_idx").on(t.status, t.createdAt),
    index("contact_messages_type_created_idx").on(t.type, t.createdAt),
    index("contact_messages_user_idx").on(t.userId),
  ],
);

/** Fixed-window counters for rate limits; keys look like "login:ip:1.2.3.4". */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
});

/** Who changed what, for staff to see on the dashboard: every staff write (posts, users, messages, settings). */
export const AUDIT_TARGETS = ["post", "user", "message", "settings", "backup", "mail"] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    at: createdAt(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's name when it happened: the entry stays readable after the account is gone. */
    actorName: text("actor_name").notNull(),
    /** Dotted verb such as "post.created", "post.published", "user.role_changed". */
    action: text("action").notNull(),
    targetType: text("target_type", { enum: AUDIT_TARGETS }).notNull(),
    targetId: text("target_id"),
    /** A short human line, e.g. the post's title at the time. */
    summary: text("summary").notNull().default(""),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_target_idx").on(t.targetType, t.targetId)],
);

/** Organisation details editable by staff (issue: site settings): one JSON value per key, defaults in app/content. */
export const siteSettings = sqliteTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).$type<unknown>().notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().$defaultFn(() => new Date()),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * Every e-mail goes through this table (issue 14): the request that causes a mail commits it here in its own
 * transaction and answers at once; the mail worker (platform/mail-outbox.server.ts) sends, retries and gives up.
 * Bodies are cleared once a message is sent, expired or failed: codes and links do not outlive their use.
 */
export const MAIL_STATUSES = ["queued", "sent", "failed", "expired"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: id(),
    /** What it is ("verification", "password-reset", "invitation", …): for the admin list and the log. */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Extra headers, e.g. List-Unsubscribe for newsletters. */
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull().$defaultFn(() => new Date()),
    /** A message still queued after this is not sent (a code that expired while the mail server was down). */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    /** The newsletter sending this message belongs to (its queued/sent/failed counts are read from here). */
    sendingId: text("sending_id").references((): AnySQLiteColumn => newsletterSendings.id, { onDelete: "set null" }),
  },
  (t) => [
    index("mail_outbox_status_next_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_sending_status_idx").on(t.sendingId, t.status),
  ],
);

/**
 * New posts by e-mail (issue 17): one row per address. Double opt-in: "pending" until the link in the
 * confirmation e-mail is followed; "active" receives newsletters; "unsubscribed" keeps the row (so an old
 * newsletter's link still answers) without the address being mailed again.
 */
export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const subscribers = sqliteTable(
  "subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    lang: text("lang", { enum: LANGUAGES }).notNull().default("en"),
    status: text("status", { enum: SUBSCRIBER_STATUSES }).notNull().default("pending"),
    /** In every newsletter's unsubscribe link and List-Unsubscribe header: only ever lets one unsubscribe. */
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    /** The SHA-256 of the confirmation link's secret, while the subscription waits for it. */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: integer("confirm_expires_at", { mode: "timestamp_ms" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("subscribers_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("subscribers_confirm_token_unique").on(t.confirmTokenHash),
    index("subscribers_lang_status_idx").on(t.lang, t.status, t.id),
    index("subscribers_created_idx").on(t.createdAt),
    index("subscribers_user_idx").on(t.userId),
  ],
);

/**
 * A post e-mailed to its language's subscribers. One row per post at most (the unique post_id): a post is never
 * sent twice. "waiting" until a scheduled post goes out, then "sending" while the newsletter job queues the next
 * batch (subscribers after `cursor`, in id order, with the cursor moved in the same transaction), then "done".
 */
export const SENDING_STATUSES = ["waiting", "sending", "done", "cancelled"] as const;
export type SendingStatus = (typeof SENDING_STATUSES)[number];
export const newsletterSendings = sqliteTable(
  "newsletter_sendings",
  {
    id: id(),
    postId: text("post_id").references(() => posts.id, { onDelete: "set null" }),
    /** Kept for the admin list after the post is deleted. */
    postTitle: text("post_title").notNull(),
    lang: text("lang", { enum: LANGUAGES }).notNull(),
    status: text("status", { enum: SENDING_STATUSES }).notNull().default("waiting"),
    cursor: text("cursor").notNull().default(""),
    queued: integer("queued").notNull().default(0),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("newsletter_sendings_post_unique").on(t.postId), index("newsletter_sendings_status_idx").on(t.status)],
);

/** Background jobs' state (platform/jobs.server.ts): when each last ran, how it went, when it runs next. */
export const jobRuns = sqliteTable("job_runs", {
  name: text("name").primaryKey(),
  lastStartedAt: integer("last_started_at", { mode: "timestamp_ms" }),
  lastFinishedAt: integer("last_finished_at", { mode: "timestamp_ms" }),
  lastOk: integer("last_ok", { mode: "boolean" }),
  lastMessage: text("last_message"),
  nextRunAt: integer("next_run_at", { mode: "timestamp_ms" }),
});

export type User = typeof users.$inferSelect;
export type Post = typeof posts.$inferSelect;
export type PostRevision = typeof postRevisions.$inferSelect;
export type PreviewLink = typeof previewLinks.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type Image = typeof images.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type OutboxMail = typeof mailOutbox.$inferSelect;
export type Subscriber = typeof subscribers.$inferSelect;
export type NewsletterSending = typeof newsletterSendings.$inferSelect;
