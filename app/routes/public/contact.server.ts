import {
  clearDraftCookie,
  honeypot,
  isSpam,
  readDraftCookie,
  saveDraftCookie,
} from "~/server/web/contact-draft.server";
import { sendContactMessage } from "~/domain/people/contact.server";
import { formError } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { formFields, readFormData } from "~/platform/http/forms.server";
import type { User } from "~/domain/people/schema";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { langOfRequest, localizePath } from "~/i18n/languages";
import { msg } from "~/i18n/message";

/** The form starts from the guest's kept draft, or the signed-in user's name and e-mail. */
export async function contactPage(request: Request, user: User | null) {
  const draft = await readDraftCookie(request);
  const prefill = { name: user?.name ?? "", email: user?.email ?? "", ...(draft ?? {}) };
  return { honeypot: await honeypot.getInputProps(), prefill, restored: !!draft && !!user };
}

/**
 * Where a sent message lands: the form's anchor, where the page shows the result (SPEC §2 "anchor message-us"), in
 * the language it was sent from. The flash toast stays in English (the Toaster finds its key): the page says it in its own.
 */
const SENT_LOCATION = "/contact#message-us";

/**
 * Sends the message. A filled honeypot is answered like a success and stores nothing. A guest's words are kept
 * in a short-lived signed cookie and they come back to #message-us after logging in, one press from sending.
 * A success redirects (post/redirect/get) back to the form's anchor with the flash toast: without JavaScript the
 * page comes back with "Message sent successfully!" in view, a reload cannot send the message twice, and the toast
 * is said once, on that page (a 200 answer left the flash for whatever page came next). Errors answer 200 with
 * the values typed, through the form's own #message-us action.
 */
export async function contactAction(request: Request, user: User | null) {
  let values: Record<string, string> = {};
  const lang = langOfRequest(request);
  const sentLocation = localizePath(SENT_LOCATION, lang);
  try {
    const form = await readFormData(request);
    values = formFields(form);
    if (await isSpam(form)) return redirectWithSuccess(sentLocation, msg("messageSent"));
    if (!user) {
      const headers = new Headers({ "Set-Cookie": await saveDraftCookie(values) });
      return redirectWithError(
        localizePath(`/login?redirectTo=${encodeURIComponent(sentLocation)}`, lang),
        msg("loginToSend"),
        { headers },
      );
    }
    sendContactMessage(user, values, clientIp(request));
  } catch (error) {
    return formError(error, values);
  }
  return redirectWithSuccess(sentLocation, msg("messageSent"), { headers: { "Set-Cookie": await clearDraftCookie() } });
}
