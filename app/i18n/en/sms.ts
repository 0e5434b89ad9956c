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
  /** Sign-up to an event by SMS (issue 38): the form, the page that asks for the code. */
  channelLegend: "How should we reach you?",
  channelEmail: "By e-mail",
  channelSms: "By SMS (no e-mail needed)",
  numberLabel: "Mobile number (Rwanda, +250)",
  numberInvalid: "Write a Rwandan mobile number, for example 0788 123 456",
  consentRequired: "Tick the box so we can text you the code",
  smsOff: "Sign-up by SMS is not available. Use an e-mail address.",
  tooManyTexts: "We have already sent several texts to this number or from this device. Try again in an hour.",
  codeTitle: "Type the code we texted you",
  codeIntro: (minutes: number) =>
    `We sent a 6-digit code to your phone. Type it here, or open the link in the text, within ${minutes} minutes.`,
  codeLabel: "6-digit code",
  codeSubmit: "Confirm my sign-up",
  codeWrong: (left: number) => `This code is not right. You can try ${left} more time${left === 1 ? "" : "s"}.`,
  codeExpired: "This code no longer works (too old or tried too often). Ask for a new code.",
  codeInvalid: "Type the 6 digits of the code",
  codeResend: "Send me a new code",
  codeResent: "We sent a new code. The old one no longer works.",
  codeUnknown: "This sign-up cannot be confirmed here (any more). Sign up again from the event page.",
  confirmedSms: "Your sign-up is confirmed. We will text you a reminder the day before.",
  askPrivacy:
    "We never send an SMS about a question: a text on a shared phone could put you at risk. Answers are only on this site or by the e-mail you choose.",
};
export type SmsStrings = typeof sms;
