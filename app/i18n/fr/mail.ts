import type { MailStrings } from "~/i18n/en/mail";

export const mail: MailStrings = {
  hello: (name) => `Bonjour ${name},`,

  verifySubject: (org) => `Vérifiez votre adresse e-mail pour ${org}`,
  verifyCode: (code) => `Votre code de vérification : ${code}`,
  verifyEnterText: (minutes) =>
    `Saisissez-le sur la page de vérification pour confirmer votre adresse e-mail. Il est valable ${minutes} minutes.`,
  verifyEnterHtml: (minutes) =>
    `Saisissez ce code sur la page de vérification pour confirmer votre adresse e-mail. Il est valable ${minutes} minutes.`,
  verifyIgnore: "Si vous n'avez pas créé de compte, vous pouvez ignorer cet e-mail.",

  resetSubject: (org) => `Réinitialisation de votre mot de passe ${org}`,
  resetIntroText:
    "Quelqu'un (vous, nous l'espérons) a demandé à réinitialiser le mot de passe de votre compte. Ouvrez ce lien pour choisir un nouveau mot de passe :",
  resetIntroHtml:
    "Quelqu'un (vous, nous l'espérons) a demandé à réinitialiser le mot de passe de votre compte. Utilisez ce lien pour choisir un nouveau mot de passe :",
  resetButton: "Réinitialiser votre mot de passe",
  resetValidity: (minutes) =>
    `Le lien est valable ${minutes} minutes et ne fonctionne qu'une fois. Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.`,

  inviteSubject: (org) => `Votre compte ${org}`,
  inviteIntroText: (invitedBy, org) =>
    `${invitedBy} vous a créé un compte sur le site de ${org}. Ouvrez ce lien pour choisir votre mot de passe :`,
  inviteIntroHtml: (invitedBy, org) =>
    `${invitedBy} vous a créé un compte sur le site de ${org}. Utilisez ce lien pour choisir votre mot de passe :`,
  inviteButton: "Choisir votre mot de passe",
  inviteValidity: (days) =>
    `Le lien est valable ${days} jours et ne fonctionne qu'une fois. Si vous ne vous y attendiez pas, ignorez cet e-mail.`,
};
