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
  channelLegend: "Comment vous joindre ?",
  channelEmail: "Par e-mail",
  channelSms: "Par SMS (sans e-mail)",
  numberLabel: "Numéro de mobile (Rwanda, +250)",
  numberInvalid: "Écrivez un numéro de mobile rwandais, par exemple 0788 123 456",
  consentRequired: "Cochez la case pour que nous puissions vous envoyer le code par SMS",
  smsOff: "L'inscription par SMS n'est pas disponible. Utilisez une adresse e-mail.",
  tooManyTexts: "Nous avons déjà envoyé plusieurs SMS à ce numéro ou depuis cet appareil. Réessayez dans une heure.",
  codeTitle: "Tapez le code reçu par SMS",
  codeIntro: (minutes) =>
    `Nous avons envoyé un code à 6 chiffres sur votre téléphone. Tapez-le ici, ou ouvrez le lien du SMS, dans les ${minutes} minutes.`,
  codeLabel: "Code à 6 chiffres",
  codeSubmit: "Confirmer mon inscription",
  codeWrong: (left) => `Ce code n'est pas le bon. Il vous reste ${left} essai${left > 1 ? "s" : ""}.`,
  codeExpired: "Ce code ne fonctionne plus (trop ancien ou trop d'essais). Demandez un nouveau code.",
  codeInvalid: "Tapez les 6 chiffres du code",
  codeResend: "M'envoyer un nouveau code",
  codeResent: "Nous avons envoyé un nouveau code. L'ancien ne fonctionne plus.",
  codeUnknown:
    "Cette inscription ne peut plus être confirmée ici. Inscrivez-vous de nouveau depuis la page de l'événement.",
  confirmedSms: "Votre inscription est confirmée. Nous vous enverrons un rappel par SMS la veille.",
  askPrivacy:
    "Nous n'envoyons jamais de SMS au sujet d'une question : un message sur un téléphone partagé pourrait vous mettre en danger. Les réponses sont uniquement sur ce site ou par l'e-mail que vous choisissez.",
};
