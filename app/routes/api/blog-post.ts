import { apiHandler, methodNotAllowed } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { hasLiked } from "~/domain/blog/likes.server";
import { toPostJson } from "~/domain/blog/post-json.server";
import { requirePostPermission } from "~/domain/blog/post-permissions.server";
import { readPostWrite } from "~/domain/blog/post-request.server";
import { deletePost, updatePost } from "~/domain/blog/post-writes.server";
import { viewerOf } from "~/domain/blog/posts-query.server";
import { findPost } from "~/domain/blog/posts.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/blog-post";
import { msg } from "~/i18n/message";
import { PICTURE_BODY_LIMIT } from "~/platform/http/body-limits";

// GET /api/blog/:id (SPEC §7). Drafts are "not found" for everyone but staff, so their existence does not leak.
export const loader = apiHandler(({ params, context }: Route.LoaderArgs) => {
  const user = getCurrentUser(context);
  const post = findPost(viewerOf(user), params.id);
  if (!post) throw new HttpError(404, msg("blogPostNotFound"));
  return Response.json({ success: true, data: { ...toPostJson(post), liked: hasLiked(post.id, user?.id) } });
});

// PUT (only the fields sent change) and DELETE /api/blog/:id (SPEC §7).
export const action = apiHandler(async ({ request, params, context }: Route.ActionArgs) => {
  const user = getCurrentUser(context);
  if (request.method === "PUT") {
    requirePostPermission(user, "create");
    const { post } = await updatePost(user!, params.id, await readPostWrite(request));
    return Response.json({ success: true, data: toPostJson(post) });
  }
  if (request.method === "DELETE") {
    requirePostPermission(user, "create");
    deletePost(user!, params.id);
    return Response.json({ success: true });
  }
  return methodNotAllowed(["GET", "PUT", "DELETE"]);
});

/** The post API's featured image comes with the post. The body rule reads this (app/server/body-limits.server.ts). */
export const bodyLimit = PICTURE_BODY_LIMIT;
