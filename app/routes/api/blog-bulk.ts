import { bulkPosts } from "~/domain/blog/post-bulk.server";
import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import { requireApiUser } from "~/server/web/access.server";
import type { Route } from "./+types/blog-bulk";

export const loader = () => methodNotAllowed(["POST"]);

// POST /api/blog/bulk {ids (≤100), action: publish|unpublish|delete} → {success, data: {done, refused: [{id, message}]}}.
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // Who asks before the body is read: a guest is a 401 without anything parsed.
  const user = requireApiUser(context, "signed-in");
  const result = await bulkPosts(user, await readJson(request));
  return Response.json({
    success: true,
    data: {
      action: result.action,
      done: result.done.map((p) => p.id),
      refused: result.refused.map(({ id, message }) => ({ id, message })),
    },
  });
});
