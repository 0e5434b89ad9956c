import addressparser from "nodemailer/lib/addressparser";
import { ORG } from "~/content/organisation";
import { env } from "./env.server";

/** One message as the templates build it; the outbox keeps it until it is sent (platform/mail-outbox.server.ts). */
export type OutgoingMail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };

/** The address part of MAIL_FROM; the display name is always the organisation's (issue 3: its name as sender). */
function senderAddress(): string {
  const parsed = addressparser(env.MAIL_FROM, { flatten: true });
  const first = Array.isArray(parsed) ? parsed[0] : undefined;
  return first && "address" in first && first.address ? first.address : "no-reply@localhost";
}
export const sender = () => ({ name: ORG.name, address: senderAddress() });

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A minimal, inline-styled HTML body: many mail clients ignore stylesheets. */
function htmlLayout(paragraphs: string[], highlight?: string) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join("");
  const box = highlight
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;color:#0b6352">${highlight}</p>`
    : "";
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#0b6352;margin:0 0 16px">${escapeHtml(ORG.name)}</h1>${box}${body}</body></html>`;
}

export function verificationMail(to: string, name: string, code: string, minutes: number): OutgoingMail {
  const subject = `Verify your email address for ${ORG.name}`;
  const text = [
    `Hello ${name},`,
    `Your verification code is: ${code}`,
    `Enter it on the verification page to confirm your email address. It is valid for ${minutes} minutes.`,
    `If you did not create an account, you can ignore this email.`,
    `${ORG.name}`,
  ].join("\n\n");
  const html = htmlLayout(
    [
      `Hello ${escapeHtml(name)},`,
      `Enter this code on the verification page to confirm your email address. It is valid for ${minutes} minutes.`,
      "If you did not create an account, you can ignore this email.",
    ],
    code,
  );
  return { to, subject, text, html };
}

export function resetPasswordMail(to: string, name: string, link: string, minutes: number): OutgoingMail {
  const subject = `Reset your ${ORG.name} password`;
  const text = [
    `Hello ${name},`,
    `Someone (hopefully you) asked to reset the password of your account. Open this link to choose a new password:`,
    link,
    `The link is valid for ${minutes} minutes and works once. If you did not ask for it, ignore this email: your password stays the same.`,
    `${ORG.name}`,
  ].join("\n\n");
  const safeLink = escapeHtml(link);
  const html = htmlLayout([
    `Hello ${escapeHtml(name)},`,
    "Someone (hopefully you) asked to reset the password of your account. Use this link to choose a new password:",
    `<a href="${safeLink}" style="color:#0b6352;font-weight:bold">Reset your password</a><br><span style="font-size:12px;color:#475569">${safeLink}</span>`,
    `The link is valid for ${minutes} minutes and works once. If you did not ask for it, ignore this email: your password stays the same.`,
  ]);
  return { to, subject, text, html };
}

export function welcomeMail(to: string, name: string, invitedBy: string, link: string, days: number): OutgoingMail {
  const subject = `Your ${ORG.name} account`;
  const text = [
    `Hello ${name},`,
    `${invitedBy} created an account for you on the ${ORG.name} website. Open this link to choose your password:`,
    link,
    `The link is valid for ${days} days and works once. If you did not expect this, ignore this email.`,
    `${ORG.name}`,
  ].join("\n\n");
  const safeLink = escapeHtml(link);
  const html = htmlLayout([
    `Hello ${escapeHtml(name)},`,
    `${escapeHtml(invitedBy)} created an account for you on the ${escapeHtml(ORG.name)} website. Use this link to choose your password:`,
    `<a href="${safeLink}" style="color:#0b6352;font-weight:bold">Choose your password</a><br><span style="font-size:12px;color:#475569">${safeLink}</span>`,
    `The link is valid for ${days} days and works once. If you did not expect this, ignore this email.`,
  ]);
  return { to, subject, text, html };
}
