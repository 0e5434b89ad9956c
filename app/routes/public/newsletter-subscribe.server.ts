import { data, redirect } from "react-router";
import { translateMessage } from "~/i18n/catalogue";
import { isLang, langOfRequest, localizePath, type Lang } from "~/i18n/languages";
import { answerableError } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { formFields, readFormData } from "~/platform/http/forms.server";
import type { User } from "~/domain/people/schema";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { t } from "~/i18n/catalogue";
import {
  setAccountLanguage,
  subscribe,
  subscribeAccount,
  unsubscribeAccount,
} from "~/domain/newsletter/subscriptions.server";

/** The trap fields of the subscribe forms (components/newsletter-form.tsx): one per place, so ids stay unique. */
const TRAP = /^nl_[a-z]+__confirm$/;
const isSpam = (fields: Record<string, string>) =>
  Object.entries(fields).some(([key, value]) => TRAP.test(key) && value !== "");

/** Where a subscription lands (post/redirect/get): the same page says "check your inbox", whatever happened. */
export const sentPath = (lang: Lang) => localizePath("/newsletter/subscribe?sent=1", lang);

/**
 * The subscribe form's action. A filled trap, a new address and one already subscribed all get the same answer
 * (nothing tells who reads us); invalid input and the rate limit come back to the form in the page's language.
 */
export async function subscribeAction(request: Request) {
  const lang = langOfRequest(request);
  let values: Record<string, string> = {};
  try {
    values = formFields(await readFormData(request));
    if (!isSpam(values)) subscribe(values, lang, clientIp(request));
  } catch (error) {
    const known = answerableError(error);
    if (!known) throw error;
    const wanted = isLang(values.lang) ? values.lang : lang;
    return data(
      { error: translateMessage(known.message, lang), email: values.email ?? "", lang: wanted },
      { status: known.status, headers: known.headers },
    );
  }
  return redirect(sentPath(lang));
}

/** /account's newsletter forms (routes/public/newsletter-account.ts): back to /account with a flash message. */
export async function accountNewsletterAction(request: Request, user: User) {
  const lang = langOfRequest(request);
  const back = `${localizePath("/account", lang)}#newsletter-title`;
  const s = t(lang).newsletter;
  try {
    const form = formFields(await readFormData(request));
    const chosen = isLang(form.lang) ? form.lang : lang;
    if (form.intent === "subscribe") {
      subscribeAccount(user, chosen);
      return redirectWithSuccess(back, s.accountSubscribed);
    }
    if (form.intent === "lang") {
      setAccountLanguage(user, chosen);
      return redirectWithSuccess(back, s.accountLangSaved);
    }
    if (form.intent === "unsubscribe") {
      unsubscribeAccount(user);
      return redirectWithSuccess(back, s.accountUnsubscribed);
    }
    return redirect(back);
  } catch (error) {
    const known = answerableError(error);
    if (!known) throw error;
    return redirectWithError(back, translateMessage(known.message, lang));
  }
}
