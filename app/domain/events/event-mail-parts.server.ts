import { eq } from "drizzle-orm";
import { t } from "~/i18n/catalogue";
import type { Lang } from "~/i18n/languages";
import { escapeHtml, htmlLayout, linkParagraph, organisationName } from "~/platform/mail/layout.server";
import type { MailAttachment } from "~/platform/mail/schema";
import type { Tx } from "~/platform/data/db.server";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { formatDate } from "~/utils/dates";
import { calendarTexts, eventPageUrl } from "./calendar.server";
import { eventDates, eventShifts, events } from "./schema";

/**
 * What the change and reminder mails say about a date (issue 37): the title, when (weekday, day and hours in the
 * site's zone, in the reader's language) and where, plus the volunteer's shift. Shared so both read the same.
 */
type Reader = Pick<Tx, "select">;
export type DateWithEvent = { event: typeof events.$inferSelect; date: typeof eventDates.$inferSelect };

export function loadDateWithEvent(tx: Reader, dateId: string): DateWithEvent | undefined {
  return tx
    .select({ event: events, date: eventDates })
    .from(eventDates)
    .innerJoin(events, eq(events.id, eventDates.eventId))
    .where(eq(eventDates.id, dateId))
    .get();
}

export function dateFacts({ event, date }: DateWithEvent, lang: Lang) {
  const zone = siteTimeZone();
  const { title, location } = calendarTexts(event, lang);
  const strings = t(lang).eventCalendar;
  const sameDay = formatDate(date.startsAt, "long", lang, zone) === formatDate(date.endsAt, "long", lang, zone);
  const when = sameDay
    ? `${formatDate(date.startsAt, "weekday", lang, zone)}, ${formatDate(date.startsAt, "time", lang, zone)}–${formatDate(date.endsAt, "time", lang, zone)}`
    : `${formatDate(date.startsAt, "withTime", lang, zone)} – ${formatDate(date.endsAt, "withTime", lang, zone)}`;
  const where = location || strings.onlineLabel;
  return { title, when, where, url: eventPageUrl(event.id, lang) };
}

/** "Registration desk, 08:00–10:00" in `lang` (English where the role has no translation). */
export function shiftText(tx: Reader, shiftId: string | null, lang: Lang): string | null {
  if (!shiftId) return null;
  const shift = tx.select().from(eventShifts).where(eq(eventShifts.id, shiftId)).get();
  if (!shift) return null;
  const role = (lang === "rw" ? shift.roleRw : lang === "fr" ? shift.roleFr : "").trim() || shift.role;
  return t(lang).eventCalendar.reminderVolunteer(role, `${shift.startTime}–${shift.endTime}`);
}

/** The mail's text and HTML from its paragraphs (plain strings, escaped here) and the event page's link. */
export function eventMailBody(lang: Lang, name: string, paragraphs: string[], link: string) {
  const strings = t(lang).eventCalendar;
  const lines = [strings.hello(name), ...paragraphs];
  const text = [...lines, `${strings.eventPage}: ${link}`, organisationName()].join("\n\n");
  const html = htmlLayout(
    [...lines.map((p) => escapeHtml(p).replace(/\n/g, "<br>")), linkParagraph(link, strings.eventPage)],
    undefined,
    lang,
  );
  return { text, html };
}

export const icsAttachment = (ics: string, method: "REQUEST" | "CANCEL" | "PUBLISH", lang: Lang): MailAttachment => ({
  filename: t(lang).eventCalendar.calendarFile,
  contentType: `text/calendar; method=${method}; charset=utf-8`,
  content: ics,
});
