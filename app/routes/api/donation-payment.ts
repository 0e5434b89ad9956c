import { paymentByToken, paymentView } from "~/domain/giving/momo/payment-status.server";
import { apiHandler, methodNotAllowed } from "~/platform/http/api.server";
import type { Route } from "./+types/donation-payment";

const PRIVATE = { "Cache-Control": "private, no-store" };

// GET /api/donations/payment/:token: one gift's status for the status page's quiet poll (and any client).
export const loader = apiHandler(async ({ params }: Route.LoaderArgs) => {
  const gift = await paymentByToken(params.token);
  // The currency the gift stores (the provider's: EUR in MTN's sandbox), as the start answer says (issue 36).
  return Response.json(
    { success: true, data: { ...paymentView(gift), currency: gift.currency } },
    { headers: PRIVATE },
  );
});

export const action = apiHandler(() => methodNotAllowed(["GET"]));
