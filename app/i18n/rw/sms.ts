import type { SmsStrings } from "~/i18n/en/sms";

/**
 * Issue 38: SMS in Kinyarwanda. Words from the rest of the catalogue: "inyemezabwishyu" (receipt, gifts.ts),
 * "impano" (gift, giving.ts), "kode" (mail.ts), "igikorwa" (events.ts), "byasubitswe" (events.ts), "hagarika"
 * (stop, cancel: event-calendar.ts; the reply word the issue names). Not yet read by a Kinyarwanda speaker for SMS.
 * The apostrophe is the straight one: a typed ’ would make a text UCS-2 (half the room).
 */
export const sms: SmsStrings = {
  receipt: (org, number, amount, link) =>
    `${org}: murakoze ku mpano ya RWF ${amount}. Inyemezabwishyu ${number}: ${link} Ohereza HAGARIKA ngo uhagarike SMS.`,
  eventCode: (org, code, link) =>
    `${org}: kode yawe ni ${code}. Yandike ku ipaji y'igikorwa cyangwa ufungure ${link} Ohereza HAGARIKA ngo uhagarike SMS.`,
  eventReminder: (org, title, when) =>
    `${org}: turakwibutsa ko ${title} ari ejo, ${when}. Ohereza HAGARIKA ngo uhagarike SMS.`,
  eventCancelled: (org, title, when) =>
    `${org}: ${title} yo ku wa ${when} byasubitswe. Tubabarire. Ohereza HAGARIKA ngo uhagarike SMS.`,
  eventMoved: (org, title, when) => `${org}: ${title} yimuriwe ${when}. Ohereza HAGARIKA ngo uhagarike SMS.`,
  stopConfirm: (org) => `${org}: ntuzongera kubona SMS zacu.`,
  receiptConsent: "Nyoherereza inyemezabwishyu kuri SMS kuri iyi nimero",
  eventConsent: "Nyoherereza kode, urwibutso umunsi ubanziriza igikorwa, n'impinduka zose kuri SMS",
  channelLegend: "Tukumenyeshe dute?",
  channelEmail: "Kuri imeyili",
  channelSms: "Kuri SMS (nta imeyili ikenewe)",
  numberLabel: "Nimero ya telefoni (u Rwanda, +250)",
  numberInvalid: "Andika nimero ya telefoni yo mu Rwanda, urugero 0788 123 456",
  consentRequired: "Emeza akazu kugira ngo tukoherereze kode kuri SMS",
  smsOff: "Kwiyandikisha kuri SMS ntibirashoboka. Koresha imeyili.",
  tooManyTexts:
    "Twamaze kohereza SMS nyinshi kuri iyi nimero cyangwa kuri iki gikoresho. Ongera ugerageze nyuma y'isaha.",
  codeTitle: "Andika kode twakoherereje",
  codeIntro: (minutes) =>
    `Twakoherereje kode y'imibare 6 kuri telefoni yawe. Yandike hano, cyangwa ufungure umurongo uri muri SMS, mu minota ${minutes}.`,
  codeLabel: "Kode y'imibare 6",
  codeSubmit: "Emeza kwiyandikisha kwanjye",
  codeWrong: (left) => `Iyi kode si yo. Ushobora kongera kugerageza inshuro ${left}.`,
  codeExpired: "Iyi kode ntigikora (yarashaje cyangwa yageragejwe kenshi). Saba indi kode.",
  codeInvalid: "Andika imibare 6 ya kode",
  codeResend: "Nyoherereza indi kode",
  codeResent: "Twakoherereje indi kode. Iya mbere ntigikora.",
  codeUnknown: "Uku kwiyandikisha ntigushobora kwemezwa hano. Ongera wiyandikishe uhereye ku ipaji y'igikorwa.",
  confirmedSms: "Kwiyandikisha kwawe kwemejwe. Tuzakoherereza urwibutso kuri SMS umunsi ubanziriza igikorwa.",
  askPrivacy:
    "Nta na rimwe twohereza SMS ivuga ku kibazo: ubutumwa kuri telefoni musangiye bushobora kugushyira mu kaga. Ibisubizo biboneka kuri uru rubuga gusa cyangwa kuri imeyili uhisemo.",
};
