import { and, eq, inArray } from "drizzle-orm";
import { MAX_REVIEW_NOTE } from "~/domain/blog/post-schema";
import { formatSiteTime, parseSiteTime } from "~/utils/site-time";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import type { Tx } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { HttpError } from "~/platform/http/errors.server";
import { enqueueMail } from "~/platform/mail/outbox.server";
import { clearHits, recordHit, retryAfterSeconds, RULES, type Check } from "~/platform/http/rate-limit.server";
import { reviewRequestMail, sentBackMail } from "./review-mails.server";
import { users, type User } from "~/domain/people/schema";
import { type Post, type PostStatus, type RevisionKind } from "./schema";
import { rolesWith } from "~/domain/people/permissions";
import { requirePostPermission, transitionAction } from "./post-permissions.server";

/**
 * A post's status workflow (issue 15), in one place for the form, the API, the review buttons and the scheduler:
 *   draft ⇄ pending (the author submits and takes back; an editor sends back with a note)
 *   draft | pending → scheduled (a future publishedAt) → published (the scheduling job, or "publish now")
 *   scheduled → draft (unscheduled: the future time is cleared) · published → draft (unpublished)
 * Each step is one audit entry and one revision of the matching kind, written by the caller's transaction.
 */
export type Transition = {
  /** The columns the step sets (status, publishedAt, reviewNote). */
  set: Partial<Pick<Post, "status" | "publishedAt" | "reviewNote">>;
  audit: string;
  revision: RevisionKind;
  /** Who hears of it: editors when a post is submitted, the author when it is sent back. */
  notify?: "submitted" | "sent_back";
  /** A publish time was set: the scheduler is woken so it goes out on the second. */
  scheduled?: boolean;
};

/** `publishedAt`: an instant, or a datetime-local value ("2026-11-24T08:00") on the site's clock. */
export type StatusRequest = { to: PostStatus; publishedAt?: Date | string; note?: unknown; now?: Date };
type Current = Pick<Post, "authorId" | "status" | "publishedAt">;

export const NEED_TIME_MESSAGE = "Choose when to publish it: a scheduled post needs a date and time";
export const NOTE_REQUIRED_MESSAGE = "Write a note for the author: what should change before it is published";
const sameMinute = (a: Date, b: Date) => Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);
const field = (name: string, message: string) => new HttpError(400, message, { [name]: message });

/** The note an editor sends back with: required, at most 1000 characters. */
export function cleanReviewNote(note: unknown): string {
  // Browsers send a textarea's line breaks as CRLF; stored (and e-mailed) as plain newlines.
  const text = typeof note === "string" ? note.replace(/\r\n?/g, "\n").trim() : "";
  if (!text) throw field("reviewNote", NOTE_REQUIRED_MESSAGE);
  if (text.length > MAX_REVIEW_NOTE)
    throw field("reviewNote", `The note is too long (${MAX_REVIEW_NOTE.toLocaleString("en")} characters at most)`);
  return text;
}

/**
 * What moving `post` to `request.to` means, after checking the actor may (403) and the request makes sense (400).
 * Null when nothing changes (same status, same publish time).
 */
export function planTransition(actor: User, post: Current, request: StatusRequest): Transition | null {
  const { to } = request;
  const from = post.status;
  const now = request.now ?? new Date();
  const action = transitionAction(from, to, actor);
  if (action) requirePostPermission(actor, action, post);

  if (to === "scheduled") {
    const zone = siteTimeZone();
    const asked =
      typeof request.publishedAt === "string" ? parseSiteTime(request.publishedAt, zone) : request.publishedAt;
    const when = asked ?? (from === "scheduled" ? post.publishedAt : null);
    // The form shows minutes only: saving a post scheduled for 08:00:30 with "08:00" in the field keeps 08:00:30.
    if (from === "scheduled" && when && post.publishedAt && sameMinute(when, post.publishedAt)) return null;
    // Rescheduling a scheduled post is the scheduling right too.
    if (!action) requirePostPermission(actor, "schedule", post);
    if (!when) throw field("publishedAt", NEED_TIME_MESSAGE);
    if (when.getTime() <= now.getTime()) {
      throw field("publishedAt", `The publish time must be in the future (it is now ${formatSiteTime(now, zone)})`);
    }
    return {
      set: { status: "scheduled", publishedAt: when, reviewNote: null },
      audit: "post.scheduled",
      revision: "scheduled",
      scheduled: true,
    };
  }
  if (!action) return null;
  // Leaving "scheduled" drops the future time: the post was never out.
  const leftSchedule = from === "scheduled" ? { publishedAt: null } : {};
  switch (to) {
    case "published": {
      // A post published before keeps its first date (SPEC §3); "publish now" on a scheduled post is now.
      const publishedAt = from === "scheduled" || !post.publishedAt ? now : post.publishedAt;
      return {
        set: { status: "published", publishedAt, reviewNote: null },
        audit: "post.published",
        revision: "published",
      };
    }
    case "pending":
      return {
        set: { status: "pending", reviewNote: null, ...leftSchedule },
        audit: "post.submitted",
        revision: "submitted",
        notify: "submitted",
      };
    case "draft":
      if (from === "scheduled")
        return { set: { status: "draft", publishedAt: null }, audit: "post.unscheduled", revision: "saved" };
      if (from === "published") return { set: { status: "draft" }, audit: "post.unpublished", revision: "unpublished" };
      if (action === "send_back") {
        const note = cleanReviewNote(request.note);
        return {
          set: { status: "draft", reviewNote: note },
          audit: "post.sent_back",
          revision: "sent_back",
          notify: "sent_back",
        };
      }
      // The author takes their own post back from review to keep working on it.
      return { set: { status: "draft" }, audit: "post.withdrawn", revision: "saved" };
  }
}

const editLink = (postId: string) => `${env.APP_URL}/admin/blog/edit/${postId}`;

/**
 * Queues the step's e-mails in the same transaction (the outbox sends them once it commits). A post's review
 * request is mailed once an hour at most, however often its author takes it back and submits it again; an
 * editor's send-back asks for a new version, so the author's next submission is mailed at once.
 */
export function queueTransitionMail(
  tx: Tx,
  t: Transition,
  post: { id: string; title: string; authorId: string | null },
  actor: User,
) {
  const reviewMail: Check = [RULES.reviewMailPost, post.id];
  if (t.notify === "submitted") {
    if (retryAfterSeconds([reviewMail]) > 0) return 0; // the editors were told less than an hour ago
    recordHit([reviewMail]);
    const author = post.authorId
      ? tx.select({ name: users.name }).from(users).where(eq(users.id, post.authorId)).get()
      : undefined;
    const reviewers = tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(inArray(users.role, rolesWith("post:publish")), eq(users.isVerified, true)))
      .all()
      .filter((u) => u.id !== actor.id);
    for (const r of reviewers) {
      enqueueMail(
        tx,
        reviewRequestMail(r.email, {
          title: post.title,
          authorName: author?.name ?? actor.name,
          link: editLink(post.id),
        }),
        { kind: "review" },
      );
    }
    return reviewers.length;
  }
  if (t.notify === "sent_back") clearHits([reviewMail]);
  if (t.notify === "sent_back" && post.authorId) {
    const author = tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, post.authorId))
      .get();
    if (!author) return 0;
    const mail = sentBackMail(author.email, {
      name: author.name,
      title: post.title,
      editorName: actor.name,
      note: t.set.reviewNote ?? "",
      link: editLink(post.id),
    });
    enqueueMail(tx, mail, { kind: "review" });
    return 1;
  }
  return 0;
}
