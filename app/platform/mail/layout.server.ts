import addressparser from "nodemailer/lib/addressparser";
import { ORG } from "~/content/organisation";
import type { Lang } from "~/i18n/languages";
import type { MailAttachment } from "./schema";
import { env } from "~/platform/ops/env.server";

/** One message as the templates build it; the outbox keeps it until it is sent (outbox.server.ts). */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

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

export const linkParagraph = (link: string, label: string) => {
  const safeLink = escapeHtml(link);
  return `<a href="${safeLink}" style="color:#0b6352;font-weight:bold">${escapeHtml(label)}</a><br><span style="font-size:12px;color:#475569">${safeLink}</span>`;
};
