import addressparser from "nodemailer/lib/addressparser";
import { ORG } from "~/content/organisation";
import { t } from "~/i18n/catalogue";
import type { Lang } from "~/i18n/languages";
import { env } from "../ops/env.server";

/** One message as the templates build it; the outbox keeps it until it is sent (outbox.server.ts). */
export type OutgoingMail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };

// The organisation's name as staff set it lives in the settings, a capability this platform module must not import:
// the composition root (startup) plugs the settings' getter in here. Until then (unit tests, one-off scripts) the
// built-in default of a fresh install.
let organisationNameSource: () => string = () => ORG.name;
export function readOrganisationNameFrom(source: () => string) {
  organisationNameSource = source;
}
/** The organisation's current name, as every e-mail's sender, heading, subject and signature give it (issue 24). */
export const organisationName = () => organisationNameSource();

/**
 * The address part of MAIL_FROM. The display name is always the organisation's current name (issue 3: its name as
 * sender; issue 24: the name in the settings), so renaming it in /admin/settings renames the sender too; a name
 * written in MAIL_FROM is not used.
 */
function senderAddress(): string {
  const parsed = addressparser(env.MAIL_FROM, { flatten: true });
  const first = Array.isArray(parsed) ? parsed[0] : undefined;
  return first && "address" in first && first.address ? first.address : "no-reply@localhost";
}
export const sender = () => ({ name: organisationName(), address: senderAddress() });

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A minimal, inline-styled HTML body: many mail clients ignore stylesheets. */
export function htmlLayout(paragraphs: string[], highlight?: string, lang: Lang = "en", org = organisationName()) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join("");
  const box = highlight
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;color:#0b6352">${highlight}</p>`
    : "";
  return `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#0b6352;margin:0 0 16px">${escapeHtml(org)}</h1>${box}${body}</body></html>`;
}

/** The account mails below are written from the `mail` catalogue area in the person's language (issue 17). */
export function verificationMail(to: string, name: string, code: string, minutes: number, lang: Lang = "en"): OutgoingMail {
  const [m, org] = [t(lang).mail, organisationName()];
  const text = [m.hello(name), m.verifyCode(code), m.verifyEnterText(minutes), m.verifyIgnore, org].join("\n\n");
  const html = htmlLayout([m.hello(escapeHtml(name)), m.verifyEnterHtml(minutes), m.verifyIgnore], code, lang, org);
  return { to, subject: m.verifySubject(org), text, html };
}

export function resetPasswordMail(to: string, name: string, link: string, minutes: number, lang: Lang = "en"): OutgoingMail {
  const [m, org] = [t(lang).mail, organisationName()];
  const text = [m.hello(name), m.resetIntroText, link, m.resetValidity(minutes), org].join("\n\n");
  const html = htmlLayout([m.hello(escapeHtml(name)), m.resetIntroHtml, linkParagraph(link, m.resetButton), m.resetValidity(minutes)], undefined, lang, org);
  return { to, subject: m.resetSubject(org), text, html };
}

export function welcomeMail(to: string, name: string, invitedBy: string, link: string, days: number, lang: Lang = "en"): OutgoingMail {
  const [m, org] = [t(lang).mail, organisationName()];
  const text = [m.hello(name), m.inviteIntroText(invitedBy, org), link, m.inviteValidity(days), org].join("\n\n");
  const html = htmlLayout(
    [m.hello(escapeHtml(name)), m.inviteIntroHtml(escapeHtml(invitedBy), escapeHtml(org)), linkParagraph(link, m.inviteButton), m.inviteValidity(days)],
    undefined,
    lang,
    org,
  );
  return { to, subject: m.inviteSubject(org), text, html };
}

export const linkParagraph = (link: string, label: string) => {
  const safeLink = escapeHtml(link);
  return `<a href="${safeLink}" style="color:#0b6352;font-weight:bold">${escapeHtml(label)}</a><br><span style="font-size:12px;color:#475569">${safeLink}</span>`;
};

/** To every verified editor and admin when an author submits a post for review (issue 15). */
export function reviewRequestMail(to: string, post: { title: string; authorName: string; link: string }): OutgoingMail {
  const subject = `Review requested: ${post.title}`;
  const text = [
    `Hello,`,
    `${post.authorName} submitted a post for review: "${post.title}".`,
    `Open it to publish or schedule it, or send it back with a note:`,
    post.link,
    organisationName(),
  ].join("\n\n");
  const html = htmlLayout([
    "Hello,",
    `${escapeHtml(post.authorName)} submitted a post for review: <strong>${escapeHtml(post.title)}</strong>.`,
    "Open it to publish or schedule it, or send it back with a note:",
    linkParagraph(post.link, "Review the post"),
  ]);
  return { to, subject, text, html };
}

/** To the author when an editor sends their post back from review, with the editor's note (issue 15). */
export function sentBackMail(to: string, post: { name: string; title: string; editorName: string; note: string; link: string }): OutgoingMail {
  const subject = `Changes requested: ${post.title}`;
  const text = [
    `Hello ${post.name},`,
    `${post.editorName} sent your post "${post.title}" back to you with this note:`,
    post.note,
    `It is a draft again. Make the changes and submit it for review once more:`,
    post.link,
    organisationName(),
  ].join("\n\n");
  const note = escapeHtml(post.note).replace(/\r?\n/g, "<br>");
  const html = htmlLayout([
    `Hello ${escapeHtml(post.name)},`,
    `${escapeHtml(post.editorName)} sent your post <strong>${escapeHtml(post.title)}</strong> back to you with this note:`,
    `<span style="display:block;border-left:4px solid #0b6352;padding:8px 12px;background:#f1f5f9">${note}</span>`,
    "It is a draft again. Make the changes and submit it for review once more:",
    linkParagraph(post.link, "Open your post"),
  ]);
  return { to, subject, text, html };
}
