import { data, isRouteErrorResponse, redirect } from "react-router";
import { BlogProblem } from "~/components/blog/blog-states";
import { PostPreview } from "~/components/blog/post-preview";
import { toPostView } from "~/domain/blog/post-view.server";
import { openPreviewLink } from "~/domain/blog/previews.server";
import { env } from "~/platform/ops/env.server";
import { POST_STATUS_LABELS } from "~/domain/blog/post-status";
import { siteDates } from "~/domain/settings/site-settings.server";
import { pageMeta } from "~/ui/meta";
import type { Route } from "./+types/preview-link";

const NOINDEX = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
export const headers = () => NOINDEX;

/**
 * /preview/:token: a reviewer outside the team reads a draft without an account. A link that never existed is a
 * 404; an expired or revoked one a 410 that says so. Once the post is published the link leads to it.
 */
export function loader({ params }: Route.LoaderArgs) {
  const opened = openPreviewLink(params.token);
  if (opened.state === "missing") throw data({ reason: "missing" as const }, { status: 404, headers: NOINDEX });
  if (opened.state === "gone") throw data({ reason: opened.reason }, { status: 410, headers: NOINDEX });
  if (opened.post.status === "published") throw redirect(`/blog/${opened.post.id}`);
  return data(
    {
      post: toPostView(opened.post, env.APP_URL),
      statusLabel: POST_STATUS_LABELS[opened.post.status],
      expires: siteDates()(opened.expiresAt, "long"),
    },
    { headers: NOINDEX },
  );
}

export default function PreviewLinkPage({ loaderData: { post, statusLabel, expires } }: Route.ComponentProps) {
  return (
    <PostPreview
      post={post}
      statusLabel={statusLabel}
      note={`This link was shared for review and works until ${expires}. Please do not pass it on.`}
    />
  );
}

// The token is in the address: no Referer carries it to the sites the article links to.
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, loaderData ? `Preview: ${loaderData.post.title}` : "Preview link not available"),
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reason = isRouteErrorResponse(error) ? (error.data as { reason?: string } | null)?.reason : undefined;
  if (reason === "expired")
    return (
      <BlogProblem
        title="This preview link has expired"
        text="Preview links work for 7 days. Ask the person who sent it for a new one."
      />
    );
  if (reason === "revoked")
    return (
      <BlogProblem
        title="This preview link was turned off"
        text="The team revoked this link. Ask the person who sent it for a new one."
      />
    );
  if (reason === "missing")
    return (
      <BlogProblem
        title="Preview link not found"
        text="This address does not lead to a preview. Check that the whole link was copied."
      />
    );
  return <BlogProblem title="Error Loading Post" text="Failed to load this preview. Please try again in a moment." />;
}
