import { data, type RouterContextProvider } from "react-router";
import type { LikeResult } from "~/components/blog/like-button";
import { checkAccess, refusedLocation } from "~/domain/auth/access.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { setLike } from "~/domain/blog/likes.server";
import { toPostView } from "~/domain/blog/post-view.server";
import { publishedTranslations } from "~/domain/blog/translations.server";
import { guestPage } from "~/platform/cache/guest-page.server";
import { HttpError, toHttpError } from "~/platform/http/errors.server";
import { readFormData } from "~/platform/http/forms.server";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { env } from "~/platform/ops/env.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { failForTests } from "~/platform/ops/test-hooks.server";
import { postForReader } from "~/ui/post-personal.server";
import { langOfRequest, localizePath } from "~/i18n/languages";
import { msg } from "~/i18n/message";

/** The post page's server half (issue 36): its data for the reader, and the Like form. */

/** The page: the post, its translations, and the reader's part (the same function the signed-in splice calls). */
export function postPage(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  failForTests(request);
  const read = postForReader(request, getCurrentUser(context), id);
  if (!read) throw data({ message: msg("postNotFound") }, { status: 404 });
  const { row, counted, personal } = read;
  // Only a published post is the same for every guest (staff see drafts, but never from the cache: they sign in).
  // Its personal parts (Like, Edit post, the header) are marked: a signed-in reader gets the guest copy with their
  // own spliced in (docs/decisions/031).
  if (row.status === "published") guestPage(context, { query: [], viewPostId: row.id, splice: true });
  const post = toPostView({ ...row, views: row.views + (counted ? 1 : 0) }, env.APP_URL, langOfRequest(request));
  return { post, ...personal, translations: publishedTranslations(row) };
}

/** The Like form: a redirect back to the post with a flash toast; a script that posts js=1 gets the state as data. */
export async function likeAction(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const back = localizePath(`/blog/${id}`, langOfRequest(request));
  let form: FormData;
  try {
    form = await readFormData(request);
  } catch (error) {
    if (error instanceof HttpError) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
  const viaFetcher = form.get("js") === "1";
  const user = getCurrentUser(context);
  // The same rule as POST /api/blog/:id/like: a verified e-mail (likes are counted in public, so they come from
  // confirmed addresses only; README "Who may like and write"). Refused, the reader goes where the rule sends
  // them, in this page's language, and comes back to the post after (issue 23).
  const verdict = checkAccess(user, "verified");
  if (verdict !== "ok") {
    const message = verdict === "login" ? msg("loginToLike") : msg("verifyToLike");
    if (viaFetcher)
      return data<LikeResult>(
        { ok: false, message, ...(verdict === "login" ? { login: true } : {}) },
        { status: verdict === "login" ? 401 : 403 },
      );
    return redirectWithError(refusedLocation(request, verdict, back), message);
  }
  const reader = user!; // the rule let them in: signed in and verified
  const wanted = form.get("liked");
  try {
    const result = setLike(id, reader.id, wanted === "true" ? true : wanted === "false" ? false : undefined);
    if (viaFetcher) return data<LikeResult>({ ok: true, ...result });
    return redirectWithSuccess(back, result.liked ? msg("postLiked") : msg("likeRemoved"));
  } catch (error) {
    const missing = error instanceof HttpError && error.status === 404;
    // Storage full or failing: a 503 that says to try again later (the like was not saved).
    const known = toHttpError(error);
    const unavailable = known?.status === 503 ? known : null;
    if (!missing)
      log.error(
        { postId: id, error: errorInfo(error) },
        unavailable ? "like not saved: storage full or failing" : "like failed",
      );
    const message = unavailable?.message ?? msg("likeFailed");
    if (viaFetcher)
      return data<LikeResult>({ ok: false, message }, { status: missing ? 404 : unavailable ? 503 : 500 });
    if (missing) throw data({ message: msg("postNotFound") }, { status: 404 });
    return redirectWithError(back, message);
  }
}
