import type { SmsStrings } from "~/i18n/en/sms";

/**
 * Issue 38: SMS in French. "Attestation" (de don) for the receipt in the text itself, since the ç of "reçu" is
 * outside GSM 03.38 (the page keeps "reçu", gifts.ts); "Répondez STOP", the usual wording of French commercial SMS,
 * ARRÊT being understood too (issue 38). "événement" as events.ts. The texts avoid ç, ê, ô where a plain word does
 * (é and è are in GSM 03.38). Source to check: none beyond the catalogue; review by a French speaker welcome.
 */
export const sms: SmsStrings = {
  receipt: (org, number, amount, link) =>
    `${org} : merci pour votre don de ${amount} RWF. Attestation ${number} : ${link} Répondez STOP pour ne plus recevoir de SMS.`,
  eventCode: (org, code, link) =>
    `${org} : votre code est ${code}. Tapez-le sur la page de l'événement ou ouvrez ${link} Répondez STOP pour ne plus recevoir de SMS.`,
  eventReminder: (org, title, when) =>
    `${org} : rappel, ${title} a lieu demain, ${when}. Répondez STOP pour ne plus recevoir de SMS.`,
  eventCancelled: (org, title, when) =>
    `${org} : ${title} du ${when} est annulé. Désolés. Répondez STOP pour ne plus recevoir de SMS.`,
  eventMoved: (org, title, when) =>
    `${org} : ${title} est déplacé au ${when}. Répondez STOP pour ne plus recevoir de SMS.`,
  stopConfirm: (org) => `${org} : vous ne recevrez plus de SMS de notre part.`,
  receiptConsent: "Envoyer mon reçu par SMS à ce numéro",
  eventConsent: "M'envoyer par SMS le code, un rappel la veille et tout changement de cet événement",
  askPrivacy:
    "Nous n'envoyons jamais de SMS au sujet d'une question : un message sur un téléphone partagé pourrait vous mettre en danger. Les réponses sont uniquement sur ce site ou par l'e-mail que vous choisissez.",
};
