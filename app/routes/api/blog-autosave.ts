import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import { recordAutosave } from "~/domain/blog/revisions.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { AUTOSAVE_BODY_LIMIT } from "~/platform/http/body-limits";
import type { Route } from "./+types/blog-autosave";

/**
 * POST /api/blog/:id/autosave (JSON: title, excerpt, content, category, tags, featuredImageAlt,
 * featuredImageCaption; any may be left out) → {success, data: {stored, revisionId?, savedAt}}. Stores an
 * "autosave" revision; the post itself does not change until it is saved.
 */
export const action = apiHandler(async ({ request, params, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = getCurrentUser(context);
  const fields = await readJson(request, bodyLimit);
  const result = recordAutosave(user, params.id, fields);
  return Response.json({ success: true, data: { ...result, savedAt: result.savedAt.toISOString() } });
});

export const loader = () => methodNotAllowed(["POST"]);

/** Read by the body rule before the body (app/server/body-limits.server.ts) and by the action as it reads it. */
export const bodyLimit = AUTOSAVE_BODY_LIMIT;
