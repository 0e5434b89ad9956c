import { apiHandler, methodNotAllowed, validate } from "~/domain/platform/api.server";
import { toPostJson } from "~/domain/blog/post-json.server";
import { viewerOf } from "~/domain/blog/posts-query.server";
import { listPosts } from "~/domain/blog/posts.server";
import { getCurrentUser } from "~/domain/platform/request-context.server";
import { postListQuerySchema } from "~/schemas/blog";
import type { Route } from "./+types/blog";

// GET /api/blog (SPEC §7): published posts for the public, all for staff; filters, paging and sorting per §4.
export const loader = apiHandler(({ request, context }: Route.LoaderArgs) => {
  const query = validate(postListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  const { rows, total, page, limit, pages } = listPosts(viewerOf(getCurrentUser(context)), query);
  return Response.json({ success: true, data: rows.map(toPostJson), pagination: { page, limit, total, pages } });
});

// Creating posts belongs to the admin issue; until then the method is refused honestly.
export const action = () => methodNotAllowed(["GET"]);
