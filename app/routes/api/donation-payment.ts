import { paymentByToken, paymentView } from "~/domain/giving/momo/payment-status.server";
import { apiHandler, methodNotAllowed } from "~/platform/http/api.server";
import type { Route } from "./+types/donation-payment";

const PRIVATE = { "Cache-Control": "private, no-store" };

// GET /api/donations/payment/:token: one gift's status for the status page's quiet poll (and any client).
export const loader = apiHandler(async ({ params }: Route.LoaderArgs) => {
  const view = paymentView(await paymentByToken(params.token));
  return Response.json({ success: true, data: { ...view, currency: "RWF" } }, { headers: PRIVATE });
});

export const action = apiHandler(() => methodNotAllowed(["GET"]));
