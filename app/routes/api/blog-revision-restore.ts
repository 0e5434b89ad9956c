import { apiHandler, methodNotAllowed } from "~/platform/http/api.server";
import { toPostJson } from "~/domain/blog/post-json.server";
import { restoreRevision } from "~/domain/blog/revisions.server";
import { findPost } from "~/domain/blog/posts.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/blog-revision-restore";

/**
 * POST /api/blog/:id/revisions/:revisionId/restore → {success, data: post, changed}. The revision's text goes back
 * into the post under the edit rule; the status never changes; the restore is a revision of its own and audited.
 */
export const action = apiHandler(({ request, params, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = getCurrentUser(context);
  const { post, changed } = restoreRevision(user, params.id, params.revisionId);
  const row = findPost({ staff: true, userId: user!.id }, post.id)!;
  return Response.json({ success: true, changed, data: toPostJson(row) });
});

export const loader = () => methodNotAllowed(["POST"]);
