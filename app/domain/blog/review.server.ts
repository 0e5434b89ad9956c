import { POST_STATUS_LABELS } from "~/domain/blog/post-status";
import { formatSiteTime } from "~/utils/site-time";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { HttpError } from "~/platform/http/errors.server";
import type { PostStatus } from "./schema";
import type { User } from "~/domain/people/schema";
import { canOnPost, requirePostPermission } from "./post-permissions.server";
import { updatePost } from "./post-writes.server";
import { findPost, type PostRow } from "./posts.server";
import { msg } from "~/i18n/message";

/**
 * The review and scheduling buttons of the edit page (issue 15). Each is a status change through updatePost, so
 * the rights, the audit entry, the revision and the e-mails are those of every other status change
 * (post-transitions.server.ts); this file only says which step a button is and what it may start from.
 */
export const REVIEW_INTENTS = ["submit", "withdraw", "send_back", "publish", "unschedule"] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];
export const isReviewIntent = (value: unknown): value is ReviewIntent => REVIEW_INTENTS.includes(value as ReviewIntent);

const STEPS: Record<ReviewIntent, { from: PostStatus[]; to: PostStatus; done: string }> = {
  submit: { from: ["draft"], to: "pending", done: "Submitted for review: the editors have been told by e-mail" },
  withdraw: { from: ["pending"], to: "draft", done: "Taken back from review: the post is a draft again" },
  send_back: { from: ["pending"], to: "draft", done: "Sent back to the author with your note" },
  publish: { from: ["draft", "pending", "scheduled"], to: "published", done: "Blog post published" },
  unschedule: { from: ["scheduled"], to: "draft", done: "Unscheduled: the post is a draft again" },
};

/** Runs one button's step; a post no longer in a state the step starts from is a 409 (another tab, another editor). */
export async function reviewStep(
  actor: User,
  postId: string | undefined,
  intent: ReviewIntent,
  form: Record<string, string>,
) {
  const step = STEPS[intent];
  const fields: Record<string, unknown> = { status: step.to };
  if (intent === "send_back") fields.reviewNote = form.reviewNote ?? "";
  const current = findPost({ staff: true, userId: actor.id }, postId);
  if (!current) throw new HttpError(404, msg("blogPostNotFound"));
  requirePostPermission(actor, "edit", current);
  // For an author, draft ← pending is taking their own post back; "Send back" is an editor's step only.
  if (intent === "send_back") requirePostPermission(actor, "send_back", current);
  if (!step.from.includes(current.status)) {
    throw new HttpError(
      409,
      `This post is ${POST_STATUS_LABELS[current.status].toLowerCase()} now; reload the page to see its current state`,
    );
  }
  await updatePost(actor, postId, { fields });
  return step.done;
}

/** What the edit page shows about the post's status, and the buttons this person may press. */
export function reviewState(user: User, row: PostRow) {
  const own = row.authorId === user.id;
  const staff = canOnPost(user, "publish", row);
  return {
    status: row.status,
    statusLabel: POST_STATUS_LABELS[row.status],
    scheduledLabel: row.status === "scheduled" ? formatSiteTime(row.publishedAt, siteTimeZone()) : null,
    // The author sees the editor's note while the post is theirs to change; staff see it too.
    reviewNote: row.reviewNote && (own || staff) ? row.reviewNote : null,
    can: {
      submit: row.status === "draft" && canOnPost(user, "submit", row) && !staff,
      withdraw: row.status === "pending" && own && !staff,
      sendBack: row.status === "pending" && canOnPost(user, "send_back", row),
      publish: (row.status === "pending" || row.status === "scheduled") && staff,
      unschedule: row.status === "scheduled" && canOnPost(user, "schedule", row),
    },
  };
}
export type ReviewState = ReturnType<typeof reviewState>;
