import { deliveryReportSchema, recordDeliveryReport, requireCallbackSecret } from "~/domain/sms/callbacks.server";
import { apiHandler, methodNotAllowed, validate } from "~/platform/http/api.server";
import { readForm } from "~/platform/http/forms.server";
import type { Route } from "./+types/sms-delivery";

/**
 * POST /api/sms/delivery/:secret: Africa's Talking's delivery report (form fields id, status, phoneNumber,
 * failureReason). Wrong secret or SMS off → 404; a malformed report → 400; an unknown id → 404, nothing changed.
 */
export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  requireCallbackSecret("delivery", params.secret);
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const changed = recordDeliveryReport(validate(deliveryReportSchema, await readForm(request)));
  return Response.json({ success: true, changed });
});

export const loader = apiHandler(({ params }: Route.LoaderArgs) => {
  requireCallbackSecret("delivery", params.secret);
  return methodNotAllowed(["POST"]);
});
