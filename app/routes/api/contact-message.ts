import { requireApiUser } from "~/server/web/access.server";
import { deleteMessage, findMessage, toMessageJson } from "~/domain/people/contact-inbox.server";
import { apiHandler, methodNotAllowed } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import type { Route } from "./+types/contact-message";

// GET /api/contact/:id (staff; beyond the spec, for a client's detail panel).
export const loader = apiHandler(({ params, context }: Route.LoaderArgs) => {
  requireApiUser(context, "messages:manage");
  const message = findMessage(params.id);
  if (!message) throw new HttpError(404, "Message not found");
  return Response.json({ success: true, data: toMessageJson(message) });
});

// DELETE /api/contact/:id (SPEC §7) → {success}.
export const action = apiHandler(({ request, params, context }: Route.ActionArgs) => {
  if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
  deleteMessage(requireApiUser(context, "messages:manage"), params.id);
  return Response.json({ success: true });
});
