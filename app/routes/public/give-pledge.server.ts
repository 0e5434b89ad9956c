import { honeypot, isSpam } from "~/server/web/contact-draft.server";
import { redirect } from "react-router";
import { campaignChoices, pledgeCurrencies, recordPledge, siteToday } from "~/domain/giving/gift-pledge.server";
import { giftReceiptPath } from "~/domain/giving/receipts.server";
import { formError } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { formFields, readFormData } from "~/platform/http/forms.server";
import { redirectWithSuccess } from "~/platform/http/toast.server";
import { langOfRequest, localizePath } from "~/i18n/languages";
import { msg } from "~/i18n/message";

/** The form's data: the active campaigns in the page's language, today's date (the latest a gift was given) and the trap. */
export async function pledgePage(request: Request) {
  const lang = langOfRequest(request);
  const url = new URL(request.url);
  return {
    campaigns: campaignChoices(lang),
    currencies: pledgeCurrencies(),
    today: siteToday(),
    honeypot: await honeypot.getInputProps(),
    chosen: url.searchParams.get("campaign") ?? "",
  };
}

/**
 * Records the pledge (post/redirect/get, like the contact form): a success goes to the gift's own page (its
 * thank-you, then its receipt); errors answer 400 with the values typed. A filled trap is answered like a success
 * (the form's flash thank-you) and stores nothing.
 */
export async function pledgeAction(request: Request) {
  const lang = langOfRequest(request);
  const done = localizePath("/give/tell-us#gift-form", lang);
  let values: Record<string, string> = {};
  try {
    const form = await readFormData(request);
    values = formFields(form);
    if (await isSpam(form)) return redirectWithSuccess(done, msg("giftThanks"));
    const gift = recordPledge(values, { ip: clientIp(request), lang });
    // Issue 33: the thank-you is the gift's own private page, which says "not confirmed yet" and later shows the
    // receipt: a donor who gave no e-mail keeps that address (it is masked in the log).
    return redirect(giftReceiptPath(gift.id, lang), 303);
  } catch (error) {
    return formError(error, values);
  }
}
