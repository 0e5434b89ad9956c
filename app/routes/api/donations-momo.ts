import { startMomoGift } from "~/domain/giving/momo-gifts.server";
import { paymentView } from "~/domain/giving/momo-page.server";
import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { env } from "~/platform/ops/env.server";
import { isLang } from "~/i18n/languages";
import type { Route } from "./+types/donations-momo";

// POST /api/donations/momo: starts a MoMo gift (the form's schema, as JSON) → 202 with its status link; a repeat of
// the same gift within two minutes answers 200 with the gift already made. 400/429/503 as the form.
export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const body = await readJson(request);
  const lang = isLang(body.lang) ? body.lang : "en";
  const { gift, token, repeated } = await startMomoGift(body, clientIp(request), lang);
  const statusPath = `/give/payment/${token}`;
  return Response.json(
    {
      success: true,
      data: {
        ...paymentView(gift),
        currency: "RWF",
        statusUrl: `${env.APP_URL}${statusPath}`,
        statusApi: `${env.APP_URL}/api/donations/payment/${token}`,
      },
    },
    { status: repeated ? 200 : 202, headers: { "Cache-Control": "private, no-store" } },
  );
});

export const loader = apiHandler(() => methodNotAllowed(["POST"]));
