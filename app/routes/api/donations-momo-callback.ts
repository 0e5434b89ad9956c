import { z } from "zod";
import { followIfDue, giftByExternalId } from "~/domain/giving/momo/payment-status.server";
import { apiHandler, methodNotAllowed, readJson, validate } from "~/platform/http/api.server";
import { notFound } from "~/platform/http/errors.server";
import type { Route } from "./+types/donations-momo-callback";

// MTN's callback carries the status body; only the externalId is used, to find the gift.
const callbackSchema = z.object({ externalId: z.string().trim().min(1).max(64) });

/**
 * PUT or POST /api/donations/momo-callback (MTN, when a request to pay is final). Never trusted: the body only
 * names the gift; the site then asks MTN for the status with its own credentials. A replay changes nothing twice
 * (the gift is final, or was asked a moment ago); no known gift → 404; a malformed body → 400.
 */
export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed(["PUT", "POST"]);
  const { externalId } = validate(callbackSchema, await readJson(request));
  const gift = giftByExternalId(externalId);
  if (!gift || gift.method !== "momo") throw notFound("No such payment");
  await followIfDue(gift);
  return Response.json({ success: true });
});

export const loader = apiHandler(() => methodNotAllowed(["PUT", "POST"]));
