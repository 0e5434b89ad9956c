import { apiHandler, methodNotAllowed } from "~/domain/platform/api.server";
import { HttpError } from "~/domain/platform/errors.server";
import { hasLiked } from "~/domain/blog/likes.server";
import { toPostJson } from "~/domain/blog/post-json.server";
import { viewerOf } from "~/domain/blog/posts-query.server";
import { findPost } from "~/domain/blog/posts.server";
import { getCurrentUser } from "~/domain/platform/request-context.server";
import type { Route } from "./+types/blog-post";

// GET /api/blog/:id (SPEC §7). Drafts are "not found" for everyone but staff, so their existence does not leak.
export const loader = apiHandler(({ params, context }: Route.LoaderArgs) => {
  const user = getCurrentUser(context);
  const post = findPost(viewerOf(user), params.id);
  if (!post) throw new HttpError(404, "Blog post not found");
  return Response.json({ success: true, data: { ...toPostJson(post), liked: hasLiked(post.id, user?.id) } });
});

// PUT and DELETE come with the admin issue.
export const action = () => methodNotAllowed(["GET"]);
