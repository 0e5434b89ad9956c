import { requireApiUser } from "~/server/web/access.server";
import { setMessageStatus, toMessageJson } from "~/domain/people/contact-inbox.server";
import { apiHandler, methodNotAllowed, readJson, validate } from "~/platform/http/api.server";
import { messageStatusSchema } from "~/domain/people/contact-schema";
import type { Route } from "./+types/contact-message-status";

export const loader = () => methodNotAllowed(["PUT"]);

// PUT /api/contact/:id/status {status: new|read|replied} (SPEC §7) → {success, data}.
export const action = apiHandler(async ({ request, params, context }: Route.ActionArgs) => {
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  const user = requireApiUser(context, "messages:manage");
  const { status } = validate(messageStatusSchema, await readJson(request));
  const message = setMessageStatus(user, params.id, status);
  return Response.json({ success: true, data: toMessageJson(message) });
});
