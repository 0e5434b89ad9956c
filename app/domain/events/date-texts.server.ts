import { and, eq, isNotNull } from "drizzle-orm";
import { t } from "~/i18n/catalogue";
import type { Lang } from "~/i18n/languages";
import type { Tx } from "~/platform/data/db.server";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { consentFor } from "~/domain/sms/consent.server";
import { deliverSmsSoon, enqueueSms } from "~/domain/sms/outbox.server";
import { smsEnabled } from "~/domain/sms/provider.server";
import { orgForSms } from "~/domain/sms/receipt-sms.server";
import { renderSms } from "~/domain/sms/templates";
import { formatDate } from "~/utils/dates";
import { calendarTexts } from "./calendar.server";
import type { DateWithEvent } from "./event-mail-parts.server";
import { eventSignups } from "./schema";

/**
 * Issue 38: what the e-mail people of a date are mailed, the people who signed up by SMS are texted, through the
 * SMS outbox in the same transaction (the reminder under the date's claim, so never twice, even across a restart;
 * a change where the mails are queued). Each text needs the sign-up's kept consent; an opted-out number gets none.
 * Callers wake the SMS job (deliverSmsSoon) after commit.
 */
export type DateText = "event-reminder" | "event-moved" | "event-cancelled";

/** "Mar 07, 09:00" in the reader's language: short enough for the template's cut (24 characters). */
export function smsWhen(date: Date, lang: Lang) {
  const zone = siteTimeZone();
  return `${formatDate(date, "short", lang, zone)}, ${formatDate(date, "time", lang, zone)}`;
}

/**
 * One text per confirmed SMS sign-up of the date. `newPlace`: a changed place is told as the new place instead of
 * the time (a moved date tells the new time). Returns how many were queued.
 */
export function queueDateTexts(tx: Tx, row: DateWithEvent, kind: DateText, newPlace = false): number {
  const people = tx
    .select()
    .from(eventSignups)
    .where(
      and(eq(eventSignups.dateId, row.date.id), eq(eventSignups.status, "confirmed"), isNotNull(eventSignups.smsTo)),
    )
    .all();
  let queued = 0;
  for (const person of people) {
    const to = person.smsTo!;
    const consent = consentFor(`event-signup:${person.id}`, to, tx);
    if (!consent) continue;
    const lang = person.lang;
    const { title, location } = calendarTexts(row.event, lang);
    const when = newPlace ? location || t(lang).eventCalendar.onlineLabel : smsWhen(row.date.startsAt, lang);
    const message = renderSms(lang, { kind, org: orgForSms(), title, when });
    // A reminder or a moved date is not worth sending once the date has begun.
    const expiresAt = kind === "event-cancelled" ? undefined : row.date.startsAt;
    if (enqueueSms(tx, { to, kind, message, consentId: consent.id, expiresAt })) queued++;
  }
  return queued;
}

/** After the commit of a change: the SMS job is woken (nothing when SMS is not set up). */
export const wakeSms = () => {
  if (smsEnabled()) deliverSmsSoon();
};
