import { and, count, eq, inArray, isNotNull } from "drizzle-orm";
import { t } from "~/i18n/catalogue";
import type { Lang } from "~/i18n/languages";
import { enqueueMail } from "~/platform/mail/outbox.server";
import { db, type Tx } from "~/platform/data/db.server";
import { dateIcs } from "./calendar.server";
import { dateFacts, eventMailBody, icsAttachment, loadDateWithEvent, shiftText } from "./event-mail-parts.server";
import { eventDates, eventSignups } from "./schema";
import { queueDateTexts } from "./date-texts.server";

export type DateChange = "moved" | "cancelled" | "updated";

/** Who a change of these dates reaches: confirmed sign-ups with an address. */
const toldOn = (dateIds: string[]) =>
  and(inArray(eventSignups.dateId, dateIds), eq(eventSignups.status, "confirmed"), isNotNull(eventSignups.email));

/** How many people cancelling the whole event would tell (its dates still planned): the "are you sure" step's figure. */
export function peopleToldIfCancelled(eventId: string): number {
  const live = db
    .select({ id: eventDates.id })
    .from(eventDates)
    .where(and(eq(eventDates.eventId, eventId), eq(eventDates.status, "scheduled")))
    .all()
    .map((d) => d.id);
  if (live.length === 0) return 0;
  return db.select({ n: count() }).from(eventSignups).where(toldOn(live)).get()?.n ?? 0;
}

/**
 * A date moved, changed or was cancelled (issue 37 items 1 and 7): one `event-change` mail to every confirmed
 * sign-up with an address (attendees and volunteers), in the language they signed up in, with the updated .ics
 * (METHOD:REQUEST, or METHOD:CANCEL for a cancellation; same UID, the raised SEQUENCE) so their calendar replaces
 * its copy. Called inside the caller's transaction AFTER it raised `sequence`; the caller runs `deliverMailSoon()`
 * after commit. The manage link is not sent again (only its hash is stored): the mail points to the confirmation
 * e-mail's link. Returns how many mails were queued.
 */
export function queueChangeMails(
  tx: Tx,
  {
    dateIds,
    change,
    message,
    placeChanged = false,
  }: { dateIds: string[]; change: DateChange; message?: string; placeChanged?: boolean },
): number {
  const method = change === "cancelled" ? "CANCEL" : "REQUEST";
  const note = message?.trim() ?? "";
  let queued = 0;
  for (const dateId of new Set(dateIds)) {
    const row = loadDateWithEvent(tx, dateId);
    if (!row) continue;
    // Issue 38: SMS sign-ups are texted a cancellation, a new time or a new place (not other edits).
    if (change === "cancelled") queueDateTexts(tx, row, "event-cancelled");
    else if (change === "moved") queueDateTexts(tx, row, "event-moved");
    else if (placeChanged) queueDateTexts(tx, row, "event-moved", true);
    const people = tx
      .select()
      .from(eventSignups)
      .where(toldOn([dateId]))
      .all();
    // One calendar file per language of the date, not one per person.
    const files = new Map<Lang, string | null>();
    for (const person of people) {
      const lang = person.lang;
      if (!files.has(lang)) files.set(lang, dateIcs(dateId, { lang, method }));
      const ics = files.get(lang);
      const strings = t(lang).eventCalendar;
      const facts = dateFacts(row, lang);
      const subject = {
        moved: strings.movedSubject,
        updated: strings.updatedSubject,
        cancelled: strings.cancelledSubject,
      }[change](facts.title);
      const intro = { moved: strings.movedIntro, updated: strings.updatedIntro, cancelled: strings.cancelledIntro }[
        change
      ](facts.title);
      const shift = person.kind === "volunteer" ? shiftText(tx, person.shiftId, lang) : null;
      const paragraphs = [
        intro,
        `${strings.whenLabel}: ${facts.when}\n${strings.whereLabel}: ${facts.where}`,
        ...(shift ? [shift] : []),
        ...(note ? [`${strings.staffMessage}\n${note}`] : []),
        ...(ics ? [change === "cancelled" ? strings.calendarCancelled : strings.calendarUpdated] : []),
        ...(change === "cancelled" ? [] : [strings.keepLink]),
      ];
      const body = eventMailBody(lang, person.name, paragraphs, facts.url);
      enqueueMail(
        tx,
        {
          to: person.email!,
          subject,
          ...body,
          attachments: ics ? [icsAttachment(ics, method, lang)] : undefined,
        },
        { kind: "event-change" },
      );
      queued++;
    }
  }
  return queued;
}
