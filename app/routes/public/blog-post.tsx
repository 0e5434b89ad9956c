import { NewsletterForm } from "~/components/newsletter-form";
import { data, isRouteErrorResponse } from "react-router";
import { BlogPending, BlogProblem, TryAgainLink } from "~/components/blog/blog-states";
import type { LikeResult } from "~/components/blog/like-button";
import { PostArticle } from "~/components/blog/post-article";
import { PostHero } from "~/components/blog/post-hero";
import { PostTools } from "~/components/blog/post-tools";
import { SharingContext } from "~/components/blog/share-button";
import { env } from "~/platform/ops/env.server";
import { HttpError, toHttpError } from "~/platform/http/errors.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { readFormData } from "~/platform/http/forms.server";
import { checkAccess, refusedLocation } from "~/domain/auth/access.server";
import { canOnPost } from "~/domain/blog/post-permissions.server";
import { hasLiked, setLike } from "~/domain/blog/likes.server";
import { toPostView } from "~/domain/blog/post-view.server";
import { viewerOf } from "~/domain/blog/posts-query.server";
import { findPost } from "~/domain/blog/posts.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { failForTests } from "~/platform/ops/test-hooks.server";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { countView } from "~/domain/blog/views.server";
import { postMeta } from "~/ui/post-meta";
import { STATIC_PAGE } from "~/utils/static-page";
import type { PageHandle } from "~/utils/page-handle";
import { postLanguagePaths } from "~/utils/post-languages";
import type { Route } from "./+types/blog-post";
import { guestPage } from "~/platform/cache/guest-page.server";
import { publishedTranslations } from "~/domain/blog/translations.server";
import { langOfRequest, localizePath } from "~/i18n/languages";
import { useMessage, useT } from "~/i18n/use-language";
import { msg } from "~/i18n/message";

export function loader({ request, params, context }: Route.LoaderArgs) {
  failForTests(request);
  const user = getCurrentUser(context);
  const viewer = viewerOf(user);
  // Unknown ids and drafts (for anyone but staff) are the same 404: a draft's existence does not leak.
  const row = findPost(viewer, params.id);
  if (!row) throw data({ message: msg("postNotFound") }, { status: 404 });
  const counted = row.status === "published" && countView(request, user, viewer, row.id);
  // Only a published post is the same for every guest (staff see drafts, but never from the cache: they sign in).
  // Its personal parts (Like, Edit post, the header) are marked: a signed-in reader gets the guest copy with their
  // own spliced in (docs/decisions/031).
  if (row.status === "published") guestPage(context, { query: [], viewPostId: row.id, splice: true });
  const lang = langOfRequest(request);
  const post = toPostView({ ...row, views: row.views + (counted ? 1 : 0) }, env.APP_URL, lang);
  // Only for those the edit page would let in (the same rule); guests never see it.
  const canEdit = !!user && canOnPost(user, "edit", row);
  return { post, liked: hasLiked(row.id, user?.id), signedIn: !!user, canEdit, translations: publishedTranslations(row) };
}

/** The Like form: a redirect back to the post with a flash toast; a script that posts js=1 gets the state as data. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const back = localizePath(`/blog/${params.id}`, langOfRequest(request));
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
    if (viaFetcher) return data<LikeResult>({ ok: false, message, ...(verdict === "login" ? { login: true } : {}) }, { status: verdict === "login" ? 401 : 403 });
    return redirectWithError(refusedLocation(request, verdict, back), message);
  }
  const reader = user!; // the rule let them in: signed in and verified
  const wanted = form.get("liked");
  try {
    const result = setLike(params.id, reader.id, wanted === "true" ? true : wanted === "false" ? false : undefined);
    if (viaFetcher) return data<LikeResult>({ ok: true, ...result });
    return redirectWithSuccess(back, result.liked ? msg("postLiked") : msg("likeRemoved"));
  } catch (error) {
    const missing = error instanceof HttpError && error.status === 404;
    // Storage full or failing: a 503 that says to try again later (the like was not saved).
    const known = toHttpError(error);
    const unavailable = known?.status === 503 ? known : null;
    if (!missing) log.error({ postId: params.id, error: errorInfo(error) }, unavailable ? "like not saved: storage full or failing" : "like failed");
    const message = unavailable?.message ?? msg("likeFailed");
    if (viaFetcher) return data<LikeResult>({ ok: false, message }, { status: missing ? 404 : unavailable ? 503 : 500 });
    if (missing) throw data({ message: msg("postNotFound") }, { status: 404 });
    return redirectWithError(back, message);
  }
}

export default function BlogPost({ loaderData: { post, liked, signedIn, canEdit, translations }, actionData }: Route.ComponentProps) {
  const t = useT().blog;
  const m = useMessage();
  // A like posted with js=1 that failed (storage full, say) comes back as this page: say why, in its words.
  const refused = actionData && !actionData.ok ? m(actionData.message) : null;
  return (
    <>
      <BlogPending />
      {refused ? (
        <p role="alert" className="bg-red-700 px-4 py-3 text-center text-sm font-semibold text-white">
          {refused}
        </p>
      ) : null}
      <PostTools postId={post.id} canEdit={canEdit} />
      {post.status !== "published" ? (
        <p role="status" className="bg-accent-400 px-4 py-2 text-center text-sm font-semibold text-slate-900">
          {t.draftPreview}
        </p>
      ) : null}
      {/* A draft's page is a preview for staff: nothing to share yet. */}
      <SharingContext.Provider value={post.status === "published"}>
        <PostHero key={post.id} post={post} liked={liked} signedIn={signedIn} translations={translations} />
        <PostArticle post={post} />
      </SharingContext.Provider>
      {post.status === "published" ? <div className="container-page max-w-3xl pb-10"><div className="card"><NewsletterForm place="post" /></div></div> : null}
    </>
  );
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  return postMeta(matches, loaderData?.post ?? null, error);
}

/** SPEC §2 error states, each with Back to Blog: 404 → Post Not Found; anything else → Error Loading Post. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT().blog;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <BlogProblem title={t.postNotFound} text={t.postNotFoundText} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <BlogProblem title={t.errorLoadingPost} text={t.errorLoadingPostText}>
      <TryAgainLink />
    </BlogProblem>
  );
}

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020). A post with
// the help box is on a sensitive topic: the root gives it the quick exit, for a reader who must hide it.
// Its translations are this page in their languages (the switcher and the hreflang alternates go there).
export const handle: PageHandle<Route.ComponentProps["loaderData"]> = {
  ...STATIC_PAGE,
  quickExit: (data) => data.post.helpBox,
  languagePaths: (data) => postLanguagePaths(data.post, data.translations),
};
