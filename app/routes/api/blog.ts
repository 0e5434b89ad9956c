import { apiHandler, methodNotAllowed, validate } from "~/platform/http/api.server";
import { toPostJson } from "~/domain/blog/post-json.server";
import { readPostWrite } from "~/domain/blog/post-request.server";
import { createPost } from "~/domain/blog/post-writes.server";
import { viewerOf } from "~/domain/blog/posts-query.server";
import { listPosts } from "~/domain/blog/posts.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { requirePostPermission } from "~/domain/blog/post-permissions.server";
import { postListQuerySchema } from "~/domain/blog/post-list-schema";
import { guestPage } from "~/platform/cache/guest-page.server";
import { firstOfEach } from "~/utils/query-params";
import type { Route } from "./+types/blog";
import { PICTURE_BODY_LIMIT } from "~/platform/http/body-limits";

/** The parameters the list reads, the guest cache's key (any other is dropped from it). */
const API_LIST_QUERY = ["q", "category", "status", "lang", "page", "limit", "sort", "order"] as const;
// GET /api/blog (SPEC §7): published posts for the public, all for staff; filters, paging and sorting per §4.
export const loader = apiHandler(({ request, context }: Route.LoaderArgs) => {
  const query = validate(postListQuerySchema, firstOfEach(new URL(request.url).searchParams));
  const user = getCurrentUser(context);
  // Issue 28: a guest's list is the same for every guest: stored and replayed like a public page (decision 031).
  guestPage(context, { query: API_LIST_QUERY });
  const { rows, total, page, limit, pages } = listPosts(viewerOf(user), query);
  return Response.json({ success: true, data: rows.map(toPostJson), pagination: { page, limit, total, pages } });
});

// POST /api/blog (SPEC §7): multipart (or JSON with an image URL) → 201 {success, data: post}.
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  // Rights before the body: a user or guest is refused without uploading anything.
  const user = requirePostPermission(getCurrentUser(context), "create");
  const post = await createPost(user, await readPostWrite(request));
  return Response.json({ success: true, data: toPostJson(post) }, { status: 201 });
});

/** The post API's featured image comes with the post. The body rule reads this (app/server/body-limits.server.ts). */
export const bodyLimit = PICTURE_BODY_LIMIT;
