import { t } from "~/i18n/catalogue";
import { localizePath, type Lang } from "~/i18n/languages";
import { env } from "~/platform/ops/env.server";
import type { OutgoingMail } from "~/platform/mail/layout.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";

/**
 * The newsletter's two e-mails, in the subscriber's language. Light HTML with inline styles (many clients ignore
 * stylesheets) and a plain-text part with the same words. Nothing is tracked: no pixel, and every link goes
 * straight to its page, never through a redirect of ours. They name the organisation as the settings do.
 */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const BRAND = "#0b6352";

const organisationName = () => getSiteSettings().identity.name;

function layout(lang: Lang, org: string, inner: string, footer = "") {
  return `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:16px;font-weight:bold;color:${BRAND};margin:0 0 16px">${escapeHtml(org)}</p>${inner}${footer}</body></html>`;
}

const button = (href: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:${BRAND};color:#ffffff;font-weight:bold;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`;

export const confirmUrl = (lang: Lang, secret: string) =>
  `${env.APP_URL}${localizePath(`/newsletter/confirm/${secret}`, lang)}`;
export const unsubscribeUrl = (lang: Lang, token: string) =>
  `${env.APP_URL}${localizePath(`/newsletter/unsubscribe/${token}`, lang)}`;
export const postUrl = (lang: Lang, postId: string) => `${env.APP_URL}${localizePath(`/blog/${postId}`, lang)}`;

export function confirmationMail(to: string, lang: Lang, secret: string, days: number): OutgoingMail {
  const [s, org] = [t(lang).newsletter, organisationName()];
  const link = confirmUrl(lang, secret);
  const text = [s.confirmHello, s.confirmBody(org), link, s.confirmIgnore(days), org].join("\n\n");
  const html = layout(
    lang,
    org,
    `<p style="margin:0 0 16px">${escapeHtml(s.confirmHello)}</p><p style="margin:0 0 16px">${escapeHtml(s.confirmBody(org))}</p>` +
      button(link, s.confirmLink) +
      `<p style="margin:0 0 16px;font-size:12px;color:#475569;word-break:break-all">${escapeHtml(link)}</p><p style="margin:0 0 16px">${escapeHtml(s.confirmIgnore(days))}</p>`,
  );
  return { to, subject: s.confirmSubject, text, html };
}

export type NewsletterPost = { id: string; title: string; excerpt: string; image: { url: string; alt: string } | null };

/** One subscriber's copy of a new post, with RFC 8058 one-click unsubscribe headers and a visible link. */
export function postMail(to: string, lang: Lang, unsubscribeToken: string, post: NewsletterPost): OutgoingMail {
  const [s, org] = [t(lang).newsletter, organisationName()];
  const link = postUrl(lang, post.id);
  const leave = unsubscribeUrl(lang, unsubscribeToken);
  const text = [
    `${s.newPost}: ${post.title}`,
    post.excerpt,
    `${s.readMore}: ${link}`,
    "--",
    s.whyYouGetThis(org),
    `${s.unsubscribeLink}: ${leave}`,
  ].join("\n\n");
  const picture = post.image
    ? `<p style="margin:0 0 16px"><img src="${escapeHtml(post.image.url)}" alt="${escapeHtml(post.image.alt)}" width="560" style="display:block;width:100%;max-width:560px;height:auto;border-radius:8px"></p>`
    : "";
  const inner =
    `<p style="margin:0 0 8px;font-size:13px;text-transform:uppercase;letter-spacing:1px;color:#475569">${escapeHtml(s.newPost)}</p>` +
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px"><a href="${escapeHtml(link)}" style="color:#0f172a;text-decoration:none">${escapeHtml(post.title)}</a></h1>` +
    picture +
    `<p style="margin:0 0 16px">${escapeHtml(post.excerpt)}</p>` +
    button(link, s.readMore);
  const footer =
    `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 16px"><p style="margin:0 0 8px;font-size:12px;color:#475569">${escapeHtml(s.whyYouGetThis(org))}</p>` +
    `<p style="margin:0;font-size:12px"><a href="${escapeHtml(leave)}" style="color:#475569">${escapeHtml(s.unsubscribeLink)}</a></p>`;
  return {
    to,
    subject: post.title,
    text,
    html: layout(lang, org, inner, footer),
    headers: { "List-Unsubscribe": `<${leave}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
