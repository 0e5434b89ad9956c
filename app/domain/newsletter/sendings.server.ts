import { and, asc, eq, gt, lte } from "drizzle-orm";
import { variantPath } from "~/utils/image-sources";
import { db, type Tx } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { isJobScheduled, runNow, type Job } from "~/platform/jobs/jobs.server";
import { deliverMailSoon, enqueueMail } from "~/platform/mail/outbox.server";
import { images } from "~/domain/media/schema";
import { newsletterSendings, subscribers, type NewsletterSending } from "./schema";
import { posts, type PostStatus } from "~/domain/blog/schema";
import { postMail, type NewsletterPost } from "./newsletter-mail.server";

/**
 * A post e-mailed to the subscribers of its language (issue 17), the job pattern of platform/jobs/jobs.server.ts.
 * - At most one sending per post (UNIQUE post_id): asking again changes nothing, so a post is never sent twice.
 * - "waiting" while the post is scheduled; "sending" once it is out; the job then queues the next batch of
 *   subscribers (id order, after `cursor`) into the outbox and moves the cursor in the same transaction, guarded by
 *   the cursor it read: a crash (kill -9) either keeps the whole batch and its cursor or neither, and two runs never
 *   queue the same subscribers. The outbox itself delivers at least once (app/platform/mail/outbox.server.ts).
 * - Those who subscribe after the post went out are not sent it: only subscribers confirmed by `startedAt`.
 * - The rate: NEWSLETTER_BATCH_SIZE messages every NEWSLETTER_BATCH_SECONDS.
 */
type Reader = Pick<typeof db, "select">;
type Writer = Pick<typeof db, "select" | "insert" | "update" | "delete">;

const sendingOf = (tx: Reader, postId: string) =>
  tx.select().from(newsletterSendings).where(eq(newsletterSendings.postId, postId)).get();

/** The post form's view of its sending (components/admin/newsletter-post-field.tsx). */
export const newsletterStateOf = (postId: string) => sendingOf(db, postId)?.status ?? null;

/** Whether an editor asked for it (a form checkbox sends "on"; an API client true). */
export function wantsNewsletter(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (value === true || value === "on" || value === "true" || value === "1") return true;
  return false;
}

type Choice = {
  post: { id: string; title: string };
  wanted: boolean | undefined;
  status: PostStatus;
  justPublished: boolean;
  actorId: string | null;
  now?: Date;
};

/**
 * The editor's choice, inside the write's transaction (post-writes.server.ts). Checked: a scheduled post gets a
 * waiting sending, one published now a running one. Unchecked: a sending still waiting is dropped (nothing went
 * out). Not said (an API client): a waiting sending starts when the post is published now. Returns true when a
 * sending started, so the caller wakes the job once the transaction commits.
 */
export function applyNewsletterChoice(
  tx: Writer,
  { post, wanted, status, justPublished, actorId, now = new Date() }: Choice,
): boolean {
  const existing = sendingOf(tx, post.id);
  if (wanted === false) {
    if (existing?.status === "waiting")
      tx.delete(newsletterSendings)
        .where(and(eq(newsletterSendings.id, existing.id), eq(newsletterSendings.status, "waiting")))
        .run();
    return false;
  }
  if (wanted && !existing && (status === "scheduled" || status === "published")) {
    if (status === "published" && !justPublished) return false;
    const lang = tx.select({ lang: posts.lang }).from(posts).where(eq(posts.id, post.id)).get()?.lang ?? "en";
    const running = status === "published";
    tx.insert(newsletterSendings)
      .values({
        postId: post.id,
        postTitle: post.title,
        lang,
        status: running ? "sending" : "waiting",
        requestedBy: actorId,
        createdAt: now,
        startedAt: running ? now : null,
      })
      .onConflictDoNothing()
      .run();
    return running;
  }
  if (justPublished && existing?.status === "waiting") return startSending(tx, post.id, now);
  return false;
}

/** The post is out (published now, or by the scheduler): its waiting sending starts, in the post's language. */
export function startSending(tx: Writer, postId: string, now = new Date()): boolean {
  const post = tx.select({ lang: posts.lang, title: posts.title }).from(posts).where(eq(posts.id, postId)).get();
  if (!post) return false;
  return (
    tx
      .update(newsletterSendings)
      .set({ status: "sending", startedAt: now, lang: post.lang, postTitle: post.title })
      .where(and(eq(newsletterSendings.postId, postId), eq(newsletterSendings.status, "waiting")))
      .run().changes > 0
  );
}

/** After the commit: the first batch leaves now rather than at the next run. Without the job runner, nothing. */
export function startNewsletterSoon() {
  if (isJobScheduled(newsletterJob.name)) void runNow(newsletterJob.name);
}

/** The featured picture at e-mail width (our 800 px variant, or the master if smaller), as an absolute URL. */
function emailImage(
  tx: Reader,
  post: { featuredImageId: string | null; featuredImage: string | null; featuredImageAlt: string },
): NewsletterPost["image"] {
  if (post.featuredImageId) {
    const image = tx
      .select({ hash: images.hash, width: images.width })
      .from(images)
      .where(eq(images.id, post.featuredImageId))
      .get();
    if (image) {
      return { url: `${env.APP_URL}${variantPath(image, 800, "jpg")}`, alt: post.featuredImageAlt };
    }
  }
  return post.featuredImage ? { url: post.featuredImage, alt: post.featuredImageAlt } : null;
}

/** Queues up to `limit` messages of one sending; returns how many, or null when another run moved it first. */
function queueBatch(tx: Tx, sending: NewsletterSending, limit: number, now: Date): number | null {
  const post = sending.postId ? tx.select().from(posts).where(eq(posts.id, sending.postId)).get() : undefined;
  const finish = (status: "done" | "cancelled") =>
    tx
      .update(newsletterSendings)
      .set({ status, finishedAt: now })
      .where(and(eq(newsletterSendings.id, sending.id), eq(newsletterSendings.status, "sending")))
      .run();
  // Deleted or taken back while it was going out: the rest is not sent.
  if (!post || post.status !== "published") {
    finish("cancelled");
    return 0;
  }
  const batch = tx
    .select({ id: subscribers.id, email: subscribers.email, token: subscribers.unsubscribeToken })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.lang, sending.lang),
        eq(subscribers.status, "active"),
        gt(subscribers.id, sending.cursor),
        lte(subscribers.confirmedAt, sending.startedAt ?? now),
      ),
    )
    .orderBy(asc(subscribers.id))
    .limit(limit)
    .all();
  const content: NewsletterPost = {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    image: emailImage(tx, post),
  };
  for (const s of batch)
    enqueueMail(tx, postMail(s.email, sending.lang, s.token, content), { kind: "newsletter", batchId: sending.id });
  const moved = tx
    .update(newsletterSendings)
    .set({
      cursor: batch.length ? batch[batch.length - 1]!.id : sending.cursor,
      queued: sending.queued + batch.length,
      ...(batch.length < limit ? { status: "done" as const, finishedAt: now } : {}),
    })
    .where(
      and(
        eq(newsletterSendings.id, sending.id),
        eq(newsletterSendings.status, "sending"),
        eq(newsletterSendings.cursor, sending.cursor),
      ),
    )
    .run().changes;
  if (moved === 0) throw new Moved();
  return batch.length;
}
class Moved extends Error {}

/** One run: at most `limit` messages, oldest sending first. Each sending's batch is one transaction. */
export function queueNextBatch(limit = env.NEWSLETTER_BATCH_SIZE, now = new Date()) {
  let budget = limit;
  let queued = 0;
  let finished = 0;
  const running = db
    .select()
    .from(newsletterSendings)
    .where(eq(newsletterSendings.status, "sending"))
    .orderBy(asc(newsletterSendings.startedAt))
    .all();
  for (const sending of running) {
    if (budget <= 0) break;
    let n: number | null;
    try {
      n = db.transaction((tx) => queueBatch(tx, sending, budget, now));
    } catch (error) {
      if (error instanceof Moved) continue;
      throw error;
    }
    queued += n ?? 0;
    budget -= n ?? 0;
    const after = db
      .select({ status: newsletterSendings.status })
      .from(newsletterSendings)
      .where(eq(newsletterSendings.id, sending.id))
      .get();
    if (after?.status !== "sending") finished++;
  }
  if (queued > 0) deliverMailSoon();
  return { queued, finished };
}

export const newsletterJob: Job = {
  name: "newsletter",
  everyMs: env.NEWSLETTER_BATCH_SECONDS * 1000,
  run() {
    const { queued, finished } = queueNextBatch();
    if (!queued && !finished) return undefined;
    return `newsletter: ${queued} queued${finished ? `, ${finished} sending${finished === 1 ? "" : "s"} finished` : ""}`;
  },
};
