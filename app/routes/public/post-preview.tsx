import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { BlogProblem } from "~/components/blog/blog-states";
import { PostPreview } from "~/components/blog/post-preview";
import { requirePageUser } from "~/server/web/access.server";
import { canOnPost } from "~/domain/blog/post-permissions.server";
import { toPostView } from "~/domain/blog/post-view.server";
import { findPreviewablePost } from "~/domain/blog/previews.server";
import { env } from "~/platform/ops/env.server";
import { HttpError } from "~/platform/http/errors.server";
import { POST_STATUS_LABELS } from "~/domain/blog/post-status";
import { pageMeta } from "~/ui/meta";
import type { Route } from "./+types/post-preview";

/**
 * /blog/:id/preview: the post's author and staff read an unpublished post as the public will. Signed-out people
 * sign in first; anyone else gets the public page's 404. A published post has its real page.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "signed-in");
  let row;
  try {
    row = findPreviewablePost(user, params.id);
  } catch (error) {
    if (error instanceof HttpError) throw data({ message: error.message }, { status: error.status, headers: NOINDEX });
    throw error;
  }
  if (row.status === "published") throw redirect(`/blog/${row.id}`);
  return data(
    {
      post: toPostView(row, env.APP_URL),
      statusLabel: POST_STATUS_LABELS[row.status],
      canEdit: canOnPost(user, "edit", row),
    },
    { headers: NOINDEX },
  );
}

const NOINDEX = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
export const headers = () => NOINDEX;

export default function PostPreviewPage({ loaderData: { post, statusLabel, canEdit } }: Route.ComponentProps) {
  const link =
    "inline-flex min-h-11 items-center rounded-lg bg-white/80 px-3 text-sm font-semibold text-slate-900 underline hover:bg-white";
  return (
    <PostPreview
      post={post}
      statusLabel={statusLabel}
      note="Only you and the editors can see this page."
      actions={
        canEdit ? (
          <span className="flex flex-wrap gap-2">
            <Link to={`/admin/blog/edit/${post.id}`} className={link}>
              Edit post
            </Link>
            <Link to={`/admin/blog/history/${post.id}`} className={link}>
              History
            </Link>
          </span>
        ) : (
          <Link to={`/admin/blog/history/${post.id}`} className={link}>
            History
          </Link>
        )
      }
    />
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, loaderData ? `Preview: ${loaderData.post.title}` : "Post Not Found"),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <BlogProblem
        title="Post Not Found"
        text="The post you are looking for does not exist or is no longer available."
      />
    );
  }
  return <BlogProblem title="Error Loading Post" text="Failed to load this preview. Please try again in a moment." />;
}
