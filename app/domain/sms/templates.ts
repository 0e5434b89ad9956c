import { t } from "~/i18n/catalogue";
import type { Lang } from "~/i18n/languages";
import { countSegments, isGsm } from "./segments";

/**
 * Every text the site sends (issue 38 §5), built from the catalogue (i18n/*\/sms.ts) and kept short: the
 * organisation's short name and an event's title are cut to fixed lengths, so each template's longest form is
 * known and held within one part by templates.test.ts. Typography that GSM 03.38 lacks (the French narrow
 * no-break space before a colon, curly apostrophes typed in Kinyarwanda, dashes) becomes its plain form, so
 * one typed character never halves the room; a letter GSM lacks (ç, ô) loses its accent.
 */
export const ORG_MAX = 20;
export const TITLE_MAX = 30;
export const WHEN_MAX = 24;
export const LINK_MAX = 40;

const PLAIN: Record<string, string> = {
  "\u00a0": " ",
  "\u202f": " ",
  "\u2009": " ",
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u00ab": '"',
  "\u00bb": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
};
/** A letter outside GSM 03.38 with an accent (ç, ô, ê) loses the accent; é and è, which GSM has, keep theirs. */
const gsmLetter = (c: string) => {
  if (isGsm(c)) return c;
  const base = c.normalize("NFD").replace(/\p{M}/gu, "");
  return base !== c && isGsm(base) ? base : c;
};
export const plainSms = (text: string) =>
  text
    .replace(/[\u00a0\u202f\u2009\u2018\u2019\u201c\u201d\u00ab\u00bb\u2013\u2014\u2026]/g, (c) => PLAIN[c]!)
    .replace(/[^\p{ASCII}]/gu, gsmLetter);

const cut = (text: string, max: number) => {
  const plain = plainSms(text).replace(/\s+/g, " ").trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}.`;
};

export type SmsTemplate =
  | { kind: "receipt"; org: string; number: string; amount: string; link: string }
  | { kind: "event-code"; org: string; code: string; link: string }
  | { kind: "event-reminder"; org: string; title: string; when: string }
  | { kind: "event-cancelled"; org: string; title: string; when: string }
  | { kind: "event-moved"; org: string; title: string; when: string }
  | { kind: "stop-confirm"; org: string };
export type SmsKind = SmsTemplate["kind"];

/** The text of one SMS in one language, typography made plain. */
export function renderSms(lang: Lang, tpl: SmsTemplate): string {
  const s = t(lang).sms;
  const org = cut(tpl.org, ORG_MAX);
  switch (tpl.kind) {
    case "receipt":
      return plainSms(s.receipt(org, cut(tpl.number, 20), cut(tpl.amount, 12), cut(tpl.link, LINK_MAX)));
    case "event-code":
      return plainSms(s.eventCode(org, tpl.code, cut(tpl.link, LINK_MAX)));
    case "event-reminder":
      return plainSms(s.eventReminder(org, cut(tpl.title, TITLE_MAX), cut(tpl.when, WHEN_MAX)));
    case "event-cancelled":
      return plainSms(s.eventCancelled(org, cut(tpl.title, TITLE_MAX), cut(tpl.when, WHEN_MAX)));
    case "event-moved":
      return plainSms(s.eventMoved(org, cut(tpl.title, TITLE_MAX), cut(tpl.when, WHEN_MAX)));
    case "stop-confirm":
      return plainSms(s.stopConfirm(org));
  }
}

export const segmentsOf = (text: string) => countSegments(text).segments;
