import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import { recordAutosave } from "~/domain/blog/revisions.server";
import { MAX_AUTOSAVE_JSON_BYTES } from "~/domain/blog/revisions.server";
import { getCurrentUser } from "~/domain/auth/current-user.server";
import type { Route } from "./+types/blog-autosave";

/**
 * POST /api/blog/:id/autosave (JSON: title, excerpt, content, category, tags, featuredImageAlt,
 * featuredImageCaption; any may be left out) → {success, data: {stored, revisionId?, savedAt}}. Stores an
 * "autosave" revision; the post itself does not change until it is saved.
 */
export const action = apiHandler(async ({ request, params, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = getCurrentUser(context);
  const fields = await readJson(request, MAX_AUTOSAVE_JSON_BYTES);
  const result = recordAutosave(user, params.id, fields);
  return Response.json({ success: true, data: { ...result, savedAt: result.savedAt.toISOString() } });
});

export const loader = () => methodNotAllowed(["POST"]);

/** An autosave carries a whole article as JSON. The body rule reads this (app/server/body-limits.server.ts). */
export const bodyLimit = MAX_AUTOSAVE_JSON_BYTES;
