import { count, desc, eq, sql } from "drizzle-orm";
import { recentAudit } from "~/domain/audit/audit.server";
import { db } from "~/platform/data/db.server";
import { contactMessages, users } from "~/domain/people/schema";
import { images } from "~/domain/media/schema";
import { posts } from "~/domain/blog/schema";
import { imageRefOf } from "~/domain/blog/post-json.server";
import { isoDate } from "~/utils/dates";
import { siteDates } from "~/domain/settings/site-settings.server";
import { backupStatus } from "~/platform/backups/backup-job.server";
import { failedMailCount } from "./mail.server";
import { activitySentence } from "~/domain/audit/activity.server";
import { givingSummary } from "~/domain/giving/giving-summary.server";

/** SPEC §9: the dashboard shows 5 recent posts, 5 users and 3 messages. */
export const DASHBOARD_LIMITS = { posts: 5, users: 5, messages: 3, activity: 8 } as const;

/** SPEC's five figures and the posts waiting for review (issue 15), in three aggregate queries: counted by SQLite. */
function figures() {
  const p = db
    .select({
      total: count(),
      published: sql<number>`coalesce(sum(${posts.status} = 'published'), 0)`,
      pending: sql<number>`coalesce(sum(${posts.status} = 'pending'), 0)`,
    })
    .from(posts)
    .get()!;
  const u = db.select({ total: count() }).from(users).get()!;
  const m = db
    .select({ total: count(), fresh: sql<number>`coalesce(sum(${contactMessages.status} = 'new'), 0)` })
    .from(contactMessages)
    .get()!;
  return {
    totalPosts: p.total,
    published: p.published,
    needsReview: p.pending,
    totalUsers: u.total,
    messages: m.total,
    newMessages: m.fresh,
  };
}

/** `admin`: the viewer may act on failed mail and backups (`mail:manage`, `backups:download`): their panels show. */
export function dashboard({ admin, giving = false }: { admin: boolean; giving?: boolean }) {
  const date = siteDates();
  const recentPosts = db
    .select({
      id: posts.id,
      title: posts.title,
      status: posts.status,
      views: posts.views,
      likes: posts.likes,
      createdAt: posts.createdAt,
      featuredImage: posts.featuredImage,
      imageHash: images.hash,
      imageWidth: images.width,
      imageHeight: images.height,
      imageAlt: images.alt,
    })
    .from(posts)
    .leftJoin(images, eq(images.id, posts.featuredImageId))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(DASHBOARD_LIMITS.posts)
    .all()
    .map((p) => ({
      id: p.id,
      title: p.title,
      status: p.status,
      views: p.views,
      likes: p.likes,
      createdAt: isoDate(p.createdAt) ?? "",
      createdLabel: date(p.createdAt, "long"),
      image: imageRefOf(p as Parameters<typeof imageRefOf>[0]),
    }));
  const firstUsers = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      avatar: users.avatar,
      role: users.role,
      lastLogin: users.lastLogin,
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(DASHBOARD_LIMITS.users)
    .all()
    .map((u) => ({ ...u, lastLogin: u.lastLogin ? date(u.lastLogin, "short") : "Never" }));
  const messages = db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      subject: contactMessages.subject,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(DASHBOARD_LIMITS.messages)
    .all()
    .map((m) => ({ ...m, createdAt: isoDate(m.createdAt) ?? "", createdLabel: date(m.createdAt, "long") }));
  const activity = recentAudit(DASHBOARD_LIMITS.activity).map((a) => ({
    id: a.id,
    ...activitySentence(a),
    at: isoDate(a.at) ?? "",
    atLabel: date(a.at, "withTime"),
  }));
  // Admins also see what only they can act on: mail that could not be sent, and the backups.
  return {
    figures: figures(),
    failedMail: admin ? failedMailCount() : null,
    backups: admin ? backupStatus() : null,
    // Issue 25: money raised this month and the active campaigns, for those who may see gifts.
    giving: giving ? givingSummary() : null,
    recentPosts,
    firstUsers,
    messages,
    activity,
  };
}
