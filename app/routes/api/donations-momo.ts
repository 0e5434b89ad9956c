import { startMomoGift } from "~/domain/giving/momo/gifts.server";
import { giftClientOf, holdGiftCookies } from "~/domain/giving/momo/client.server";
import { paymentView } from "~/domain/giving/momo/payment-status.server";
import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import { env } from "~/platform/ops/env.server";
import { isLang } from "~/i18n/languages";
import type { Route } from "./+types/donations-momo";

// POST /api/donations/momo: starts a MoMo gift (the form's schema, as JSON) → 202 with its status link at once (the
// request to pay goes out in the background: poll statusApi; `stage` says whether MTN has it yet). A repeat of an
// unsettled gift by the client that started it (its cookie) answers 200 with that gift; by anyone else 409.
// 400/429/503 as the form.
export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const body = await readJson(request);
  const lang = isLang(body.lang) ? body.lang : "en";
  const { gift, token, repeated } = await startMomoGift(body, giftClientOf(request), lang);
  const statusPath = `/give/payment/${token}`;
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const cookie of holdGiftCookies(request, token)) headers.append("Set-Cookie", cookie);
  return Response.json(
    {
      success: true,
      data: {
        ...paymentView(gift),
        // What the gift stores: the provider's currency (EUR in MTN's sandbox), not an assumed RWF (issue 36).
        currency: gift.currency,
        statusUrl: `${env.APP_URL}${statusPath}`,
        statusApi: `${env.APP_URL}/api/donations/payment/${token}`,
      },
    },
    { status: repeated ? 200 : 202, headers },
  );
});

export const loader = apiHandler(() => methodNotAllowed(["POST"]));
