import { apiHandler, methodNotAllowed, readJson, validate } from "~/platform/http/api.server";
import { requireApiUser } from "~/server/web/access.server";
import { HttpError } from "~/platform/http/errors.server";
import { setLike } from "~/domain/blog/likes.server";
import { isPlausibleId } from "~/domain/blog/posts-query.server";
import { likeRequestSchema } from "~/domain/blog/post-list-schema";
import type { Route } from "./+types/blog-like";
import { msg } from "~/i18n/message";

/**
 * POST /api/blog/:id/like (SPEC §7) → {success, data: {likes, liked}}. With no body it toggles, as the original
 * client expects; a JSON body {liked: true|false} sets the state instead, so a retried request is harmless.
 */
export const action = apiHandler(async ({ request, params, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // The same rule as the page's Like form: signed in (401) with a verified e-mail (403).
  const user = requireApiUser(context, "verified");
  // Toggle without a body, or set with JSON. Form-like bodies are what a cross-site form can send: refused.
  const type = request.headers.get("content-type") ?? "";
  const isJson = /^application\/json\b/i.test(type);
  if (!isJson && (type || Number(request.headers.get("content-length") ?? "0") > 0)) {
    throw new HttpError(415, 'Send no body to toggle, or JSON {"liked": true|false}');
  }
  const { liked } = validate(likeRequestSchema, isJson ? await readJson(request) : {});
  if (!isPlausibleId(params.id)) throw new HttpError(404, msg("blogPostNotFound"));
  return Response.json({ success: true, data: setLike(params.id, user.id, liked) });
});

export const loader = () => methodNotAllowed(["POST"]);
