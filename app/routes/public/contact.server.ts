import { clearDraftCookie, honeypot, isSpam, readDraftCookie, saveDraftCookie } from "~/domain/people/contact-draft.server";
import { LOGIN_TO_SEND, sendContactMessage } from "~/domain/people/contact.server";
import { formError } from "~/domain/platform/api.server";
import { clientIp } from "~/domain/platform/client-ip.server";
import { formFields, readFormData } from "~/domain/platform/forms.server";
import type { User } from "~/domain/platform/schema";
import { dataWithSuccess, redirectWithError } from "~/domain/platform/toast.server";
import { CONTACT_SENT_MESSAGE } from "~/schemas/contact";

/** The form starts from the guest's kept draft, or the signed-in user's name and e-mail. */
export async function contactPage(request: Request, user: User | null) {
  const draft = await readDraftCookie(request);
  const prefill = { name: user?.name ?? "", email: user?.email ?? "", ...(draft ?? {}) };
  return { honeypot: await honeypot.getInputProps(), prefill, restored: !!draft && !!user };
}

/**
 * Sends the message. A filled honeypot is answered like a success and stores nothing. A guest's words are kept
 * in a short-lived signed cookie and they come back to #message-us after logging in, one press from sending.
 */
export async function contactAction(request: Request, user: User | null) {
  let values: Record<string, string> = {};
  try {
    const form = await readFormData(request);
    values = formFields(form);
    if (await isSpam(form)) return dataWithSuccess({ ok: true as const }, CONTACT_SENT_MESSAGE);
    if (!user) {
      const headers = new Headers({ "Set-Cookie": await saveDraftCookie(values) });
      return redirectWithError(`/login?redirectTo=${encodeURIComponent("/contact#message-us")}`, LOGIN_TO_SEND, { headers });
    }
    sendContactMessage(user, values, clientIp(request));
  } catch (error) {
    return formError(error, values);
  }
  return dataWithSuccess({ ok: true as const }, CONTACT_SENT_MESSAGE, { headers: { "Set-Cookie": await clearDraftCookie() } });
}

