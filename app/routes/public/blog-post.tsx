import { NewsletterForm } from "~/components/newsletter-form";
import { isRouteErrorResponse } from "react-router";
import { BlogPending, BlogProblem, TryAgainLink } from "~/components/blog/blog-states";
import { PostArticle } from "~/components/blog/post-article";
import { PostHero } from "~/components/blog/post-hero";
import { PostTools } from "~/components/blog/post-tools";
import { SharingContext } from "~/components/blog/share-button";
import { postMeta } from "~/ui/post-meta";
import { STATIC_PAGE } from "~/utils/static-page";
import type { PageHandle } from "~/utils/page-handle";
import { postLanguagePaths } from "~/utils/post-languages";
import type { Route } from "./+types/blog-post";
import { useMessage, useT } from "~/i18n/use-language";
import { likeAction, postPage } from "./blog-post.server";

export const loader = ({ request, params, context }: Route.LoaderArgs) => postPage(request, context, params.id);

export const action = ({ request, params, context }: Route.ActionArgs) => likeAction(request, context, params.id);

export default function BlogPost({
  loaderData: { post, liked, signedIn, canEdit, translations },
  actionData,
}: Route.ComponentProps) {
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
      {post.status === "published" ? (
        <div className="container-page max-w-3xl pb-10">
          <div className="card">
            <NewsletterForm place="post" />
          </div>
        </div>
      ) : null}
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
