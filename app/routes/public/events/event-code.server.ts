import { data } from "react-router";
import {
  checkSmsCode,
  CODE_MINUTES,
  codePageState,
  resendSmsCode,
  smsClientKey,
} from "~/domain/events/sms-signup.server";
import { t } from "~/i18n/catalogue";
import { langOfRequest } from "~/i18n/languages";
import { formError } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { formFields, readFormData } from "~/platform/http/forms.server";

/**
 * /events/code/:token (issue 38): after a sign-up by SMS, the page asks for the texted code; a plain form post, so
 * it works without JavaScript. `token` is the sign-up's id (random; a path parameter so the log masks it). Wrong
 * codes are counted (the domain allows CODE_TRIES); "send a new code" is held to the SMS limits.
 */
export function codePage(request: Request, token: string | undefined) {
  const lang = langOfRequest(request);
  const state = token ? codePageState(token) : null;
  if (!state) throw data({ message: t(lang).sms.codeUnknown }, { status: 404 });
  return { ...state, minutes: CODE_MINUTES };
}

export async function codeAction(request: Request, token: string | undefined) {
  const lang = langOfRequest(request);
  const m = t(lang).sms;
  const e = t(lang).events;
  let values: Record<string, string> = {};
  try {
    values = formFields(await readFormData(request));
    if (values.intent === "resend") {
      resendSmsCode(token ?? "", smsClientKey(clientIp(request)), lang);
      return { ok: true as const, confirmed: false, message: m.codeResent, values: {} };
    }
    const row = checkSmsCode(token ?? "", values.code, lang);
    return {
      ok: true as const,
      confirmed: true,
      message: row.status === "waiting" ? e.confirmedWaiting : m.confirmedSms,
      values: {},
    };
  } catch (error) {
    return formError(error, { code: "" });
  }
}
