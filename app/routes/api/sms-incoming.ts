import { incomingSchema, recordIncoming, requireCallbackSecret } from "~/domain/sms/callbacks.server";
import { apiHandler, methodNotAllowed, validate } from "~/platform/http/api.server";
import { readForm } from "~/platform/http/forms.server";
import type { Route } from "./+types/sms-incoming";

/**
 * POST /api/sms/incoming/:secret: a text sent to the site's number (form fields from, to, text, date, id). Only
 * STOP, HAGARIKA or ARRÊT does anything (callbacks.server.ts). Wrong secret or SMS off → 404; malformed → 400.
 */
export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  requireCallbackSecret("incoming", params.secret);
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const outcome = recordIncoming(validate(incomingSchema, await readForm(request)));
  return Response.json({ success: true, outcome });
});

export const loader = apiHandler(({ params }: Route.LoaderArgs) => {
  requireCallbackSecret("incoming", params.secret);
  return methodNotAllowed(["POST"]);
});
