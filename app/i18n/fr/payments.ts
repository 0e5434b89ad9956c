import type { PaymentsStrings } from "~/i18n/en/payments";

export const payments: PaymentsStrings = {
  prompt: (org) => `Don à ${org}`,
  form: {
    title: "Payer avec MTN MoMo",
    intro:
      "Nous envoyons une demande de paiement sur votre téléphone. Vous l'approuvez avec votre code PIN MoMo : rien n'est débité avant.",
    phone: "Numéro MTN MoMo",
    phoneHint: "Le numéro qui recevra la demande, par exemple 078 123 4567",
    amount: "Montant (RWF)",
    amountHint: (min: string, max: string) => `En francs rwandais entiers, en chiffres seulement : de ${min} à ${max}`,
    name: "Votre nom (facultatif)",
    email: "Votre e-mail (facultatif, pour un reçu)",
    showName: "Afficher mon nom dans la liste des donateurs",
    submit: "Payer avec MTN MoMo",
    sending: "Envoi de la demande…",
    unavailable:
      "Le paiement en ligne n'est pas disponible pour le moment : utilisez l'un des autres moyens de donner ci-dessous.",
  },
  status: {
    metaTitle: "Votre paiement MoMo",
    pendingTitle: "Approuvez le paiement sur votre téléphone",
    pendingText: (amount: string, phone: string) =>
      `Une demande de ${amount} a été envoyée au ${phone}. Ouvrez la notification MTN MoMo sur votre téléphone (ou composez *182*7*1#) et approuvez-la avec votre code PIN.`,
    pendingRefresh: (seconds: number) => `Cette page vérifie à nouveau d'elle-même toutes les ${seconds} secondes.`,
    sendingText: (amount: string, phone: string) =>
      `Nous envoyons une demande de ${amount} au ${phone}. Quand la notification MTN MoMo apparaît sur votre téléphone (ou composez *182*7*1#), approuvez-la avec votre code PIN.`,
    unconfirmedTitle: "Votre paiement n'est pas encore confirmé",
    unconfirmedText: (amount: string, phone: string) =>
      `MTN MoMo n'a pas encore confirmé notre demande de ${amount} au ${phone}. Elle peut encore arriver sur votre téléphone : si une notification apparaît, approuvez-la. Cette page continue d'interroger MTN et affichera le résultat.`,
    doNotPayAgain:
      "Ne payez pas une seconde fois : ce paiement est toujours suivi, et un second pourrait vous être débité en double.",
    checkAgain: "Vérifier à nouveau",
    amount: "Montant",
    number: "Numéro",
    successTitle: "Merci !",
    successText: (amount: string) => `Votre don de ${amount} a bien été reçu. Il rend notre travail possible.`,
    receiptNote: "Un reçu vous est envoyé par e-mail.",
    failedTitle: "Le paiement n'a pas abouti",
    expiredTitle: "La demande de paiement a expiré",
    nothingCharged: "Rien n'a été débité.",
    tryAgain: "Réessayer",
    backToGive: "Autres moyens de donner",
    reasons: {
      expired: "La demande n'a pas été approuvée à temps.",
      rejected: "Le paiement a été refusé sur le téléphone.",
      funds: "Le solde du compte MoMo était insuffisant.",
      payer: "Ce numéro n'a pas de compte MTN MoMo.",
      unavailable: "MTN MoMo était injoignable.",
      neverSent: "La demande n'est jamais parvenue à MTN MoMo.",
      other: "MTN MoMo n'a pas finalisé le paiement.",
    },
  },
};
