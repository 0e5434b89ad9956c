import { and, asc, eq, lte } from "drizzle-orm";
import { recordAudit } from "~/domain/audit/audit.server";
import { db } from "~/platform/data/db.server";
import { isJobScheduled, runNow, type Job } from "~/platform/jobs/jobs.server";
import { posts } from "./schema";
import { type User } from "~/domain/people/schema";
import { recordRevision } from "./revisions.server";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { startNewsletterSoon, startSending } from "~/domain/newsletter/sendings.server";

/**
 * Scheduled publishing (issue 15), the job pattern of platform/jobs/jobs.server.ts. Every run publishes each
 * scheduled post whose time has come. It runs at start (what came due while the server was down goes out at
 * once), every 30 s as a safety net, and, to be on time to the second, wakes itself at the next due time: after
 * each run and whenever a schedule is saved (`wakeScheduler`). Idempotent: a post is published by one guarded
 * UPDATE (still scheduled, still due), so two runs, or a run after a crash half-way, never publish it twice.
 */
export const SCHEDULING_POLL_MS = 30_000;

/** Who the audit log and the history name for what the server did on its own (no account: actorId stays null). */
const SCHEDULER = { id: null, name: "Scheduler" } as unknown as Pick<User, "id" | "name">;

/** Publishes what is due at `now`; returns the ids published. */
export function publishDuePosts(now = new Date()): string[] {
  const due = db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.status, "scheduled"), lte(posts.publishedAt, now)))
    .orderBy(asc(posts.publishedAt))
    .all();
  const published: string[] = [];
  for (const { id } of due) {
    // One transaction per post: a failure on one (disk full) does not hold back the others.
    const done = db.transaction((tx) => {
      const row = tx
        .update(posts)
        .set({ status: "published", updatedAt: now })
        .where(and(eq(posts.id, id), eq(posts.status, "scheduled"), lte(posts.publishedAt, now)))
        .returning({ title: posts.title, publishedAt: posts.publishedAt })
        .get();
      if (!row) return false;
      recordAudit(tx, {
        actor: SCHEDULER,
        action: "post.published",
        targetType: "post",
        targetId: id,
        summary: row.title,
        details: { scheduledFor: row.publishedAt?.toISOString() },
      });
      recordRevision(tx, id, "published", SCHEDULER);
      startSending(tx, id, now);
      return true;
    });
    if (done) published.push(id);
  }
  if (published.length > 0) {
    invalidateGuestPages();
    startNewsletterSoon();
  }
  return published;
}

/** The soonest publish time still to come, if any. */
function nextDue(): Date | null {
  return (
    db
      .select({ at: posts.publishedAt })
      .from(posts)
      .where(eq(posts.status, "scheduled"))
      .orderBy(asc(posts.publishedAt))
      .limit(1)
      .get()?.at ?? null
  );
}

const state = globalThis as unknown as { __schedulerWake?: NodeJS.Timeout };

/**
 * Sets a timer for the next due post when it comes before the next regular run. Called after every run and after
 * a schedule is saved; without the job runner (unit tests, JOBS=off) it does nothing.
 */
export function wakeScheduler() {
  if (!isJobScheduled(schedulingJob.name)) return;
  clearTimeout(state.__schedulerWake);
  const at = nextDue();
  if (!at) return;
  const delay = at.getTime() - Date.now();
  if (delay >= SCHEDULING_POLL_MS) return;
  state.__schedulerWake = setTimeout(() => void runNow(schedulingJob.name), Math.max(0, delay) + 20);
  state.__schedulerWake.unref();
}

export const schedulingJob: Job = {
  name: "scheduling",
  everyMs: SCHEDULING_POLL_MS,
  retryMs: 5_000,
  run() {
    const published = publishDuePosts();
    // After this run's own rescheduling (runNow sets the 30 s timer once run() returns), so both stand.
    setImmediate(wakeScheduler);
    return published.length
      ? `published ${published.length} scheduled post${published.length === 1 ? "" : "s"}`
      : undefined;
  },
};
