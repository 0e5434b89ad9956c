import { t } from "~/i18n/catalogue";
import type { Lang } from "~/i18n/languages";
import {
  escapeHtml,
  htmlLayout,
  linkParagraph,
  organisationName,
  type OutgoingMail,
} from "~/platform/mail/layout.server";

/** The account mails below are written from the `mail` catalogue area in the person's language (issue 17). */
export function verificationMail(
  to: string,
  name: string,
  code: string,
  minutes: number,
  lang: Lang = "en",
): OutgoingMail {
  const [m, org] = [t(lang).mail, organisationName()];
  const text = [m.hello(name), m.verifyCode(code), m.verifyEnterText(minutes), m.verifyIgnore, org].join("\n\n");
  const html = htmlLayout([m.hello(escapeHtml(name)), m.verifyEnterHtml(minutes), m.verifyIgnore], code, lang, org);
  return { to, subject: m.verifySubject(org), text, html };
}

export function resetPasswordMail(
  to: string,
  name: string,
  link: string,
  minutes: number,
  lang: Lang = "en",
): OutgoingMail {
  const [m, org] = [t(lang).mail, organisationName()];
  const text = [m.hello(name), m.resetIntroText, link, m.resetValidity(minutes), org].join("\n\n");
  const html = htmlLayout(
    [m.hello(escapeHtml(name)), m.resetIntroHtml, linkParagraph(link, m.resetButton), m.resetValidity(minutes)],
    undefined,
    lang,
    org,
  );
  return { to, subject: m.resetSubject(org), text, html };
}

export function welcomeMail(
  to: string,
  name: string,
  invitedBy: string,
  link: string,
  days: number,
  lang: Lang = "en",
): OutgoingMail {
  const [m, org] = [t(lang).mail, organisationName()];
  const text = [m.hello(name), m.inviteIntroText(invitedBy, org), link, m.inviteValidity(days), org].join("\n\n");
  const html = htmlLayout(
    [
      m.hello(escapeHtml(name)),
      m.inviteIntroHtml(escapeHtml(invitedBy), escapeHtml(org)),
      linkParagraph(link, m.inviteButton),
      m.inviteValidity(days),
    ],
    undefined,
    lang,
    org,
  );
  return { to, subject: m.inviteSubject(org), text, html };
}
