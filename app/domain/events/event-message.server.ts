import { z } from "zod";
import { recordAudit } from "~/domain/audit/audit.server";
import type { User } from "~/domain/people/schema";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { t } from "~/i18n/catalogue";
import { db } from "~/platform/data/db.server";
import { validate } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { escapeHtml, htmlLayout, organisationName, type OutgoingMail } from "~/platform/mail/layout.server";
import { deliverMailSoon, enqueueMail } from "~/platform/mail/outbox.server";
import { formatDate } from "~/utils/dates";
import { findEventWithDates, requireDateOf, requireEventStaff, type DateRow, type EventRow } from "./door.server";
import { eventTitle } from "./event-texts";
import { messageRecipients } from "./people-lists.server";

/**
 * "E-mail everyone signed up" (issue 37, item 9): staff write a subject and a message for one date; each confirmed
 * person (and, if staff tick it, each on the waiting list) with an address gets one `event-message` through the
 * outbox, in their language around staff's words. Two steps: `preview` counts who it reaches, `send` (with
 * `confirmed`) queues them in one transaction with an audit entry that holds counts, never an address.
 */
export const MAX_MESSAGE = 5000;
export const eventMessageInput = z.object({
  dateId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose a date of this event."),
  subject: z
    .string({ error: "Write a subject." })
    .trim()
    .min(1, "Write a subject.")
    .max(150, "The subject is too long (150 characters at most)."),
  message: z
    .string({ error: "Write the message." })
    .trim()
    .min(1, "Write the message.")
    .max(MAX_MESSAGE, `The message is too long (${MAX_MESSAGE} characters at most).`),
  includeWaiting: z.union([z.boolean(), z.literal("on").transform(() => true)]).default(false),
});

export type MessagePreview = {
  dateId: string;
  subject: string;
  message: string;
  includeWaiting: boolean;
  count: number;
};

function prepare(user: User | null, eventId: string | undefined, raw: unknown) {
  requireEventStaff(user);
  const { event } = findEventWithDates(eventId);
  const input = validate(eventMessageInput, raw);
  const date = requireDateOf(event.id, input.dateId);
  const recipients = messageRecipients(date.id, input.includeWaiting);
  return { event, date, input, recipients };
}

/** The confirmation step: how many people the message would reach. */
export function previewEventMessage(user: User | null, eventId: string | undefined, raw: unknown): MessagePreview {
  const { date, input, recipients } = prepare(user, eventId, raw);
  return { ...input, dateId: date.id, count: recipients.length };
}

/** Queues one message per person; returns how many. */
export function sendEventMessage(user: User | null, eventId: string | undefined, raw: unknown): number {
  const { event, date, input, recipients } = prepare(user, eventId, raw);
  if (recipients.length === 0) throw new HttpError(409, "Nobody signed up for this date has an e-mail address.");
  db.transaction((tx) => {
    for (const r of recipients)
      enqueueMail(tx, eventMessageMail(r.email!, r.name, r.lang, event, date, input), { kind: "event-message" });
    recordAudit(tx, {
      actor: user!,
      action: "event.message_sent",
      targetType: "event",
      targetId: event.id,
      summary: `Message to ${recipients.length} people signed up`,
      details: { dateId: date.id, count: recipients.length, includeWaiting: input.includeWaiting },
    });
  });
  deliverMailSoon();
  return recipients.length;
}

type Lang = "en" | "rw" | "fr";

export function eventMessageMail(
  to: string,
  name: string,
  lang: Lang,
  event: EventRow,
  date: DateRow,
  input: { subject: string; message: string },
): OutgoingMail {
  const s = t(lang);
  const when = formatDate(date.startsAt, "withTime", lang, siteTimeZone());
  const intro = s.eventDoor.messageIntro(eventTitle(event, lang), when);
  const paragraphs = input.message
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const text = [s.mail.hello(name), intro, ...paragraphs, s.eventDoor.messageWhy, organisationName()].join("\n\n");
  const html = htmlLayout(
    [
      escapeHtml(s.mail.hello(name)),
      escapeHtml(intro),
      ...paragraphs.map((p) => escapeHtml(p).replace(/\n/g, "<br>")),
      escapeHtml(s.eventDoor.messageWhy),
    ],
    undefined,
    lang,
  );
  return { to, subject: input.subject, text, html };
}
