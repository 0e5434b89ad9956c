import { apiHandler, methodNotAllowed } from "~/platform/http/api.server";
import { listRevisions, revisionJson } from "~/domain/blog/revisions.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/blog-revisions";

/**
 * GET /api/blog/:id/revisions → {success, data: [revision…], unsaved}: newest first, with who and when. Staff see
 * every post's history, an author their own posts'; `unsaved` is the newest autosave when it is newer than the
 * post's last save (the edit form offers it back).
 */
export const loader = apiHandler(({ params, context }: Route.LoaderArgs) => {
  const { post, revisions, unsaved } = listRevisions(getCurrentUser(context), params.id);
  return Response.json({
    success: true,
    data: revisions.map(revisionJson),
    post: { _id: post.id, status: post.status, updatedAt: (post.updatedAt ?? post.createdAt).toISOString() },
    unsaved: unsaved ? revisionJson(unsaved) : null,
  });
});

export const action = apiHandler(() => methodNotAllowed(["GET"]));
