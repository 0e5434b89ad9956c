import { data } from "react-router";
import { isReviewIntent, reviewStep } from "~/domain/blog/review.server";
import { answerableError } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { readForm } from "~/platform/http/forms.server";
import { redirectWithSuccess } from "~/platform/http/toast.server";
import type { User } from "~/domain/people/schema";
export type { ReviewState } from "~/domain/blog/review.server";

// The edit page's server half for the review panel (decision 038): the review's steps are the blog's use cases
// (app/domain/blog/review.server.ts); reading the form and answering with a redirect or the panel's data is here.

/**
 * The edit page's review form (a plain form with an `intent`): the step, then back to the edit page with a toast;
 * a refusal comes back to the panel as `{ review: { error, fields } }` with its status, the note kept.
 */
export async function handleReviewForm(request: Request, user: User, postId: string | undefined) {
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    if (!isReviewIntent(form.intent)) throw new HttpError(400, "Unknown action: reload the page and try again");
    const done = await reviewStep(user, postId, form.intent, form);
    return redirectWithSuccess(`/admin/blog/edit/${postId}`, done);
  } catch (error) {
    const known = answerableError(error);
    if (!known) throw error;
    const review = {
      intent: form.intent ?? "",
      error: known.message,
      fields: known.fields ?? {},
      note: form.reviewNote ?? "",
    };
    return data({ review }, { status: known.status, headers: known.headers });
  }
}

/** Review buttons post plain (url-encoded) forms; the post form itself is multipart. */
export const isPlainForm = (request: Request) =>
  /^application\/x-www-form-urlencoded\b/i.test(request.headers.get("content-type") ?? "");
