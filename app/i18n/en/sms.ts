/**
 * Issue 38: the texts the site sends by SMS, and the words around SMS on its pages. Every text must fit one SMS
 * part in every language at its longest (app/domain/sms/templates.test.ts): keep them short, and avoid characters
 * outside GSM 03.38 (ç, ô, ê, curly quotes) where a plain one does, since one of them halves the room.
 */
export const sms = {
  receipt: (org: string, number: string, amount: string, link: string) =>
    `${org}: thank you for your gift of ${amount} RWF. Receipt ${number}: ${link} Reply STOP to end texts.`,
  eventCode: (org: string, code: string, link: string) =>
    `${org}: your code is ${code}. Type it on the event page or open ${link} Reply STOP to end texts.`,
  eventReminder: (org: string, title: string, when: string) =>
    `${org}: reminder, ${title} is tomorrow, ${when}. Reply STOP to end texts.`,
  eventCancelled: (org: string, title: string, when: string) =>
    `${org}: ${title} on ${when} is cancelled. Sorry. Reply STOP to end texts.`,
  eventMoved: (org: string, title: string, when: string) =>
    `${org}: ${title} has moved to ${when}. Reply STOP to end texts.`,
  stopConfirm: (org: string) => `${org}: you will get no more texts from us.`,
  /** The box on the forms (its exact words are kept with the consent). */
  receiptConsent: "Send my receipt by SMS to this number",
  eventConsent: "Text me the code, a reminder the day before, and any change to this event",
  askPrivacy:
    "We never send an SMS about a question: a text on a shared phone could put you at risk. Answers are only on this site or by the e-mail you choose.",
};
export type SmsStrings = typeof sms;
