import { requireApiUser } from "~/server/web/access.server";
import { confirmGift } from "~/domain/giving/donation-actions.server";
import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import type { Route } from "./+types/donation-confirm";

export const loader = () => methodNotAllowed(["POST"]);

// POST /api/donations/:id/confirm {rate?} (staff, donations:record): confirms a pledge, as /admin/donations's
// Confirm does, with the same schema (gift-schema.ts confirmSchema): a gift in another currency needs `rate` (RWF
// per unit), one in RWF refuses it (400). → {success, data: {id, status, receiptNumber, amount, currency, rate, amountRwf}}.
export const action = apiHandler(async ({ request, params, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requireApiUser(context, "donations:view");
  const gift = confirmGift(user, params.id, await readJson(request));
  return Response.json({
    success: true,
    data: {
      id: gift.id,
      status: gift.status,
      receiptNumber: gift.receiptNumber,
      amount: gift.amount,
      currency: gift.currency,
      rate: gift.exchangeRate,
      amountRwf: gift.amountRwf ?? gift.amount,
    },
  });
});
