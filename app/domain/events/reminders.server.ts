import { and, eq, gt, isNotNull, isNull, lt } from "drizzle-orm";
import { t } from "~/i18n/catalogue";
import { db } from "~/platform/data/db.server";
import type { Job } from "~/platform/jobs/jobs.server";
import { deliverMailSoon, enqueueMail } from "~/platform/mail/outbox.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { pad, wallClock } from "~/utils/dates";
import { parseSiteTime } from "~/utils/site-time";
import { dateFacts, eventMailBody, loadDateWithEvent, shiftText } from "./event-mail-parts.server";
import { eventDates, eventSignups, events } from "./schema";
import { queueDateTexts, wakeSms } from "./date-texts.server";

const HOUR = 60 * 60_000;

/**
 * The reminder moment of a date: the day before its day (on the site's clock) at the settings' reminder time.
 * A date made after that moment is reminded at the next run, as long as it has not started.
 */
export function reminderMoment(startsAt: Date, reminderTime: string, timeZone: string): Date {
  const w = wallClock(startsAt, timeZone);
  const dayBefore = new Date(Date.UTC(w.year, w.month - 1, w.day - 1));
  const local = `${dayBefore.getUTCFullYear()}-${pad(dayBefore.getUTCMonth() + 1)}-${pad(dayBefore.getUTCDate())}T${reminderTime}`;
  return parseSiteTime(local, timeZone) ?? new Date(startsAt.getTime() - 24 * HOUR);
}

/**
 * Issue 37 item 6: the day-before reminder, one `event-reminder` mail per confirmed attendee and volunteer with an
 * address, in their language. A date is claimed by setting `reminderSentAt` in the SAME transaction as its mails
 * are queued: the mails exist if and only if the claim does, so a second run, a restart or a kill -9 half-way never
 * sends twice and never loses the date (an interrupted transaction leaves it unclaimed for the next run).
 * The manage link is not in it (only its hash is stored): it points to the one in the confirmation e-mail.
 * Issue 38: people who signed up by SMS are texted under the same claim (date-texts.server.ts).
 */
export function sendDueReminders(now = Date.now()) {
  const { reminderTime } = getSiteSettings().events;
  const zone = getSiteSettings().time.timeZone;
  // A reminder moment is at most ~2 days before the start (the day before at 00:00 for a date at 23:59).
  const candidates = db
    .select({ id: eventDates.id, startsAt: eventDates.startsAt })
    .from(eventDates)
    .innerJoin(events, eq(events.id, eventDates.eventId))
    .where(
      and(
        isNull(eventDates.reminderSentAt),
        eq(eventDates.status, "scheduled"),
        eq(events.status, "published"),
        gt(eventDates.startsAt, new Date(now)),
        lt(eventDates.startsAt, new Date(now + 49 * HOUR)),
      ),
    )
    .all()
    .filter((d) => reminderMoment(d.startsAt, reminderTime, zone).getTime() <= now);
  let dates = 0;
  let mails = 0;
  let texts = 0;
  for (const candidate of candidates) {
    const queued = db.transaction((tx) => {
      const claimed = tx
        .update(eventDates)
        .set({ reminderSentAt: new Date(now) })
        .where(and(eq(eventDates.id, candidate.id), isNull(eventDates.reminderSentAt)))
        .run().changes;
      if (claimed !== 1) return null;
      const row = loadDateWithEvent(tx, candidate.id);
      if (!row) return 0;
      texts += queueDateTexts(tx, row, "event-reminder");
      const people = tx
        .select()
        .from(eventSignups)
        .where(
          and(
            eq(eventSignups.dateId, candidate.id),
            eq(eventSignups.status, "confirmed"),
            isNotNull(eventSignups.email),
          ),
        )
        .all();
      for (const person of people) {
        const strings = t(person.lang).eventCalendar;
        const facts = dateFacts(row, person.lang);
        const shift = person.kind === "volunteer" ? shiftText(tx, person.shiftId, person.lang) : null;
        const paragraphs = [
          strings.reminderIntro(facts.title),
          `${strings.whenLabel}: ${facts.when}\n${strings.whereLabel}: ${facts.where}`,
          ...(shift ? [shift] : []),
          strings.reminderCantCome,
        ];
        const body = eventMailBody(person.lang, person.name, paragraphs, facts.url);
        // Not worth sending once the date has begun.
        enqueueMail(
          tx,
          { to: person.email!, subject: strings.reminderSubject(facts.title), ...body },
          { kind: "event-reminder", expiresAt: row.date.startsAt },
        );
      }
      return people.length;
    });
    if (queued === null) continue;
    dates++;
    mails += queued;
  }
  if (mails > 0) deliverMailSoon();
  if (texts > 0) wakeSms();
  return { dates, mails, texts };
}

export const eventReminderJob: Job = {
  name: "event-reminders",
  everyMs: 5 * 60_000,
  run() {
    const { dates, mails, texts } = sendDueReminders();
    // Counts only: never a name, an address or a number.
    return dates > 0
      ? `reminded ${dates} date(s): ${mails} mail(s)${texts ? `, ${texts} text(s)` : ""} queued`
      : undefined;
  },
};
