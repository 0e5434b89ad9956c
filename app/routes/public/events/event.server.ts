import { data, redirect, type RouterContextProvider } from "react-router";
import { calendarLinks } from "~/domain/events/calendar.server";
import { publicEvent } from "~/domain/events/event-view.server";
import { signUp } from "~/domain/events/signups.server";
import { assertSmsAllowance, recordSmsSent, smsClientKey } from "~/domain/events/sms-code.server";
import { normaliseSmsNumber } from "~/domain/sms/phone";
import { smsEnabled } from "~/domain/sms/provider.server";
import { htmlToText } from "~/domain/blog/sanitize.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { t } from "~/i18n/catalogue";
import { langOfRequest, localizePath } from "~/i18n/languages";
import { guestPage } from "~/platform/cache/guest-page.server";
import { formError } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { formFields, readFormData } from "~/platform/http/forms.server";
import { assertAllowed, privateScope, recordHit, RULES, type Check } from "~/platform/http/rate-limit.server";
import { env } from "~/platform/ops/env.server";
import { eventJsonLd } from "~/ui/event-json-ld";
import { shareLinks } from "~/utils/share-links";

/** The event page's data (issue 37): the same for every guest (cached like a blog post; the signed-in splice fills the form). */
export function eventPage(request: Request, params: { id?: string }, context: Readonly<RouterContextProvider>) {
  const lang = langOfRequest(request);
  const found = publicEvent(params.id, lang);
  if (!found) throw data({ message: t(lang).events.dateMissing }, { status: 404 });
  // No splice: a signed-in person gets a fresh page with their name and e-mail filled in.
  guestPage(context, { query: [] });
  const url = `${env.APP_URL}${localizePath(`/events/${found.id}`, lang)}`;
  const next = found.dates.find((d) => !d.past && !d.cancelled) ?? found.dates[found.dates.length - 1];
  const description = htmlToText(found.description).slice(0, 200);
  const jsonLd = next
    ? eventJsonLd({
        event: found.event,
        date: next.row,
        lang,
        origin: env.APP_URL,
        placesLeft: next.left,
        description,
        moved: next.row.sequence > 0,
      })
    : null;
  const user = getCurrentUser(context);
  const { event: _event, ...rest } = found;
  return {
    ...rest,
    dates: found.dates.map(({ row: _row, ...d }) => ({ ...d, calendar: calendarLinks(d.id, lang) })),
    url,
    description: found.description,
    summary: description,
    share: shareLinks(url, found.title, t(lang).events.share),
    jsonLd,
    prefill: user ? { name: user.name, email: user.email } : null,
    sms: smsEnabled(),
  };
}

/** The sign-up form (post → answer on the same page; it works without JavaScript). The trap answers like a success. */
export async function eventSignupAction(request: Request, context: Readonly<RouterContextProvider>) {
  const lang = langOfRequest(request);
  const s = t(lang).events;
  let values: Record<string, string> = {};
  try {
    const form = await readFormData(request);
    values = formFields(form);
    if ((values.website ?? "") !== "") return { ok: true as const, message: s.checkMail, values: {} };
    const checks: Check[] = [[RULES.eventSignupClient, privateScope("event-signup", clientIp(request))]];
    const address = (values.email ?? "").trim().toLowerCase();
    if (address) checks.push([RULES.eventSignupAddress, privateScope("event-signup-address", address)]);
    assertAllowed(checks);
    // Issue 38: a sign-up by SMS texts a code, within the limits per number and per client.
    const number = values.channel === "sms" ? normaliseSmsNumber(values.smsTo ?? "") : null;
    const clientKey = smsClientKey(clientIp(request));
    if (number) assertSmsAllowance(number, clientKey, lang);
    const user = getCurrentUser(context);
    const outcome = signUp(values, lang, user?.id ?? null);
    recordHit(checks);
    if (outcome.channel === "sms" && number) {
      if (!outcome.confirmed) recordSmsSent(number, clientKey);
      return redirect(localizePath(`/events/code/${outcome.signupId}`, lang));
    }
    return { ok: true as const, message: outcome.status === "waiting" ? s.checkMailWaiting : s.checkMail, values: {} };
  } catch (error) {
    return formError(error, { ...values, website: "" });
  }
}
