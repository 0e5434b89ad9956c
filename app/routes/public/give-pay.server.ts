import { redirect } from "react-router";
import { z } from "zod";
import { formError } from "~/platform/http/api.server";
import { formFields, readFormData } from "~/platform/http/forms.server";
import { localizePath, type Lang } from "~/i18n/languages";
import { GIFT_HONEYPOT } from "~/domain/giving/momo/pay-schema";
import { startMomoGift } from "~/domain/giving/momo/gifts.server";
import { giftClientOf, holdGiftCookies } from "~/domain/giving/momo/client.server";

// /give/pay's server half (decision 038): the MoMo flow itself is app/domain/giving/momo/.

/**
 * POST /give/pay: the gift form. A gift that starts (or this browser's own unsettled repeat of it) goes (303) to its
 * status page at once, and the browser keeps the gift's token (app/domain/giving/momo/client.server.ts); a refusal answers with its
 * status, the message and what was typed, and the page shows the form again. A filled trap goes back to /give.
 */
export async function payAction(request: Request, lang: Lang) {
  let values: Record<string, string> = {};
  try {
    const form = await readFormData(request);
    values = formFields(form);
    if (values[GIFT_HONEYPOT]) return redirect(localizePath("/give", lang), 303);
    const { token } = await startMomoGift(values, giftClientOf(request), lang);
    const headers = new Headers();
    for (const cookie of holdGiftCookies(request, token)) headers.append("Set-Cookie", cookie);
    return redirect(localizePath(`/give/payment/${token}`, lang), { status: 303, headers });
  } catch (error) {
    delete values[GIFT_HONEYPOT];
    return formError(error, values);
  }
}

/** "Try again"'s query: the campaign (an id's shape) and the amount (whole francs within the bounds), else nothing. */
export function retryValues(params: URLSearchParams, bounds: { min: number; max: number } | null) {
  const parsed = retryQuerySchema.safeParse(Object.fromEntries(params));
  const q = parsed.success ? parsed.data : { campaign: undefined, amount: undefined };
  const amount = q.amount !== undefined && bounds && q.amount >= bounds.min && q.amount <= bounds.max ? q.amount : null;
  return { campaignId: q.campaign ?? null, amount: amount === null ? null : String(amount) };
}
const retryQuerySchema = z.object({
  campaign: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .catch(undefined),
  amount: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .optional()
    .catch(undefined),
});
