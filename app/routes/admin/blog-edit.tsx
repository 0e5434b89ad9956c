import { AdminError } from "~/components/admin/admin-error";
import { PostForm } from "~/components/admin/post-form";
import { ReviewPanel, type ReviewResult } from "~/components/admin/review-panel";
import { PostHistoryLinks } from "~/components/admin/revision-links";
import { requirePageUser } from "~/server/web/access.server";
import { canOnPost } from "~/domain/blog/post-permissions.server";
import { findPost } from "~/domain/blog/posts.server";
import { reviewState } from "~/domain/blog/review.server";
import { handleReviewForm, isPlainForm } from "./blog-edit.server";
import { postForEditing, postTranslations, savePostForm } from "./post-form.server";
import { PostTranslationsPanel } from "~/components/admin/post-translations-panel";
import type { Route } from "./+types/blog-edit";
import { PICTURE_BODY_LIMIT } from "~/platform/http/body-limits";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "post:create");
  const post = postForEditing(user, params.id);
  const row = findPost({ staff: true, userId: user.id }, post.id)!;
  const review = reviewState(user, row);
  return { ...post, canPublish: canOnPost(user, "publish"), review, translations: postTranslations(row) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requirePageUser(request, context, "post:create");
  postForEditing(user, params.id);
  // The review and scheduling buttons post plain forms with an `intent`; the post form is multipart.
  if (isPlainForm(request)) return handleReviewForm(request, user, params.id);
  return savePostForm(request, user, params.id);
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  const review = actionData && "review" in actionData ? (actionData.review as ReviewResult) : null;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Edit Blog Post</h1>
      <ReviewPanel state={loaderData.review} result={review} />
      <PostHistoryLinks postId={loaderData.id} />
      <PostTranslationsPanel state={loaderData.translations} />
      <PostForm
        key={loaderData.id}
        mode="edit"
        initial={loaderData.values}
        result={review ? null : actionData}
        canPublish={loaderData.canPublish}
        draftKey={`post-draft:${loaderData.id}`}
      />
    </div>
  );
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.values.title ? `Edit: ${data.values.title}` : "Edit post"} · Admin` },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return (
    <AdminError
      forbiddenTitle="You may not edit this post"
      forbiddenText="Authors edit their own posts until they are published. Ask an editor if this post needs a change."
    />
  );
}

/** The post form sends its featured image with it (without JavaScript). The body rule reads this (app/server/body-limits.server.ts). */
export const bodyLimit = PICTURE_BODY_LIMIT;
