// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LANGUAGES } from "../../i18n/languages";
import { createdAt, id } from "../../platform/data/columns";
import { users } from "../people/schema";
import { posts } from "../blog/schema";

/** Newsletter subscribers and the sendings of posts to them. */

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
  (t) => [
    uniqueIndex("newsletter_sendings_post_unique").on(t.postId),
    index("newsletter_sendings_status_idx").on(t.status),
  ],
);

export type Subscriber = typeof subscribers.$inferSelect;

export type NewsletterSending = typeof newsletterSendings.$inferSelect;
