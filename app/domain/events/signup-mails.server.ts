import { eq } from "drizzle-orm";
import { t } from "~/i18n/catalogue";
import type { Lang } from "~/i18n/languages";
import { env } from "~/platform/ops/env.server";
import type { Tx } from "~/platform/data/db.server";
import { enqueueMail, type MailKind } from "~/platform/mail/outbox.server";
import { escapeHtml, htmlLayout, linkParagraph, organisationName } from "~/platform/mail/layout.server";
import type { MailAttachment } from "~/platform/mail/schema";
import { dateIcs } from "./calendar.server";
import { dateFacts, icsAttachment, loadDateWithEvent, shiftText } from "./event-mail-parts.server";
import { eventSignups } from "./schema";
import { ticketQrPng } from "./ticket-qr.server";
import { linkTokenHash, newLinkToken, newTicketCode, ticketCodeHash } from "./tickets.server";

/**
 * The sign-up's own e-mails (issue 37), written in the sign-up's transaction and in the language it was made in.
 * Links and codes are made here, shown once in the mail and stored as hashes: a new ticket mail replaces the
 * manage link and the ticket code of the one before (the newest mail is the one that works).
 */
type Row = typeof eventSignups.$inferSelect;
const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);
export const confirmUrl = (lang: Lang, token: string) => `${env.APP_URL}${prefix(lang)}/events/confirm/${token}`;
export const manageUrl = (lang: Lang, token: string) => `${env.APP_URL}${prefix(lang)}/events/manage/${token}`;

type Part = { text: string } | { link: string; label: string } | { image: string; alt: string };

function queue(
  tx: Tx,
  row: Row,
  kind: MailKind,
  subject: string,
  parts: Part[],
  attachments: MailAttachment[] = [],
  expiresAt?: Date,
) {
  const s = t(row.lang).events;
  const all: Part[] = [{ text: s.mailHello(row.name) }, ...parts];
  const text = [
    ...all.map((p) => ("text" in p ? p.text : "link" in p ? `${p.label}: ${p.link}` : "")).filter(Boolean),
    organisationName(),
  ].join("\n\n");
  const html = htmlLayout(
    all.map((p) =>
      "text" in p
        ? escapeHtml(p.text).replace(/\n/g, "<br>")
        : "link" in p
          ? linkParagraph(p.link, p.label)
          : `<img src="cid:${p.image}" alt="${escapeHtml(p.alt)}" width="200" height="200">`,
    ),
    undefined,
    row.lang,
  );
  enqueueMail(
    tx,
    { to: row.email!, subject, text, html, attachments: attachments.length ? attachments : undefined },
    { kind, expiresAt },
  );
}

function facts(tx: Tx, row: Row) {
  const found = loadDateWithEvent(tx, row.dateId);
  if (!found) throw new Error("sign-up without a date");
  const f = dateFacts(found, row.lang);
  const s = t(row.lang).eventCalendar;
  const shift = row.kind === "volunteer" ? shiftText(tx, row.shiftId, row.lang) : null;
  return { ...f, lines: `${s.whenLabel}: ${f.when}\n${s.whereLabel}: ${f.where}${shift ? `\n${shift}` : ""}` };
}

export function queueConfirmMail(tx: Tx, row: Row, confirmToken: string) {
  if (!row.email) return;
  const s = t(row.lang).events;
  const f = facts(tx, row);
  const intro = row.status === "waiting" ? s.confirmWaitingIntro(f.title) : s.confirmIntro(f.title);
  queue(
    tx,
    row,
    "event-confirm",
    s.confirmSubject(f.title),
    [
      { text: intro },
      { link: confirmUrl(row.lang, confirmToken), label: s.confirmLink },
      { text: f.lines },
      { text: s.notYou },
    ],
    [],
    row.status === "pending" && row.expiresAt ? row.expiresAt : undefined,
  );
}

function newManageLink(tx: Tx, row: Row) {
  const token = newLinkToken();
  tx.update(eventSignups)
    .set({ manageTokenHash: linkTokenHash(token) })
    .where(eq(eventSignups.id, row.id))
    .run();
  return manageUrl(row.lang, token);
}

/** On the waiting list (address confirmed or not): the manage link to leave it, and the confirm link if needed. */
export function queueWaitingMail(tx: Tx, row: Row, confirmToken: string | null) {
  if (!row.email) return;
  const s = t(row.lang).events;
  const f = facts(tx, row);
  queue(tx, row, "event-confirm", s.waitingSubject(f.title), [
    { text: confirmToken ? s.confirmWaitingIntro(f.title) : s.waitingIntro(f.title) },
    ...(confirmToken ? [{ link: confirmUrl(row.lang, confirmToken), label: s.confirmLink }] : []),
    { text: f.lines },
    { text: s.manageText },
    { link: newManageLink(tx, row), label: s.manageLink },
  ]);
}

/**
 * The ticket (`event-ticket`, after the confirm link) or the place freed for someone waiting (`event-moved-up`):
 * when and where, the ticket code in words and as a QR image (inline, by cid), the .ics, and the manage link (for
 * the moved-up: "give my place back"). A moved-up person who never confirmed the address gets the confirm link.
 */
export function queueTicketMail(tx: Tx, row: Row, which: "ticket" | "moved-up", confirmToken?: string) {
  if (!row.email) return;
  const s = t(row.lang).events;
  const f = facts(tx, row);
  const code = newTicketCode();
  tx.update(eventSignups)
    .set({ ticketCodeHash: ticketCodeHash(code) })
    .where(eq(eventSignups.id, row.id))
    .run();
  const manage = newManageLink(tx, row);
  const ics = dateIcs(row.dateId, { lang: row.lang, method: "REQUEST" });
  const qr: MailAttachment = {
    filename: "ticket.png",
    contentType: "image/png",
    content: ticketQrPng(code).toString("base64"),
    encoding: "base64",
    cid: "ticket-qr",
  };
  const parts: Part[] = [
    { text: which === "ticket" ? s.ticketIntro(f.title) : s.movedUpIntro(f.title) },
    ...(confirmToken
      ? [{ text: s.movedUpConfirm }, { link: confirmUrl(row.lang, confirmToken), label: s.confirmLink }]
      : []),
    { text: f.lines },
    ...(row.kind === "attendee" ? [{ text: s.ticketPeople(row.people) }] : []),
    { text: s.ticketCode(code) },
    { image: "ticket-qr", alt: s.ticketCode(code) },
    ...(ics ? [{ text: s.calendarAttached }] : []),
    { text: which === "moved-up" ? s.giveBackText : s.manageText },
    { link: manage, label: which === "moved-up" ? s.giveBack : s.manageLink },
  ];
  queue(
    tx,
    row,
    which === "ticket" ? "event-ticket" : "event-moved-up",
    which === "ticket" ? s.ticketSubject(f.title) : s.movedUpSubject(f.title),
    parts,
    [qr, ...(ics ? [icsAttachment(ics, "REQUEST", row.lang)] : [])],
  );
}
