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

const linkParagraph = (link: string, label: string) => {
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
    `${ORG.name}`,
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
    `${ORG.name}`,
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
