import type { NewsletterStrings } from "~/i18n/en/newsletter";

export const newsletter: NewsletterStrings = {
  formTitle: "Les nouveaux articles par e-mail",
  formIntro: "Recevez chaque nouvel article dans votre boîte mail. Pas de publicité ; désabonnement à tout moment.",
  emailLabel: "Votre adresse e-mail",
  langLabel: "Langue des e-mails",
  subscribe: "S'abonner",
  subscribeTitle: "S'abonner aux nouveaux articles",
  checkInboxTitle: "Consultez votre boîte mail",
  checkInbox:
    "Si cette adresse peut recevoir nos articles, nous lui avons envoyé un lien. Ouvrez-le pour confirmer votre abonnement.",
  confirmPage: {
    title: "Confirmez votre abonnement",
    intro: "Encore une étape : appuyez sur le bouton pour commencer à recevoir les nouveaux articles par e-mail.",
    button: "Confirmer mon abonnement",
    doneTitle: "Vous êtes abonné",
    done: "Merci. Vous recevrez chaque nouvel article par e-mail.",
    invalid: "Ce lien n'est pas valide ou a expiré. Abonnez-vous de nouveau pour en recevoir un autre.",
  },
  unsubscribePage: {
    title: "Se désabonner",
    intro: "Appuyez sur le bouton pour ne plus recevoir les nouveaux articles par e-mail.",
    button: "Se désabonner",
    doneTitle: "Vous êtes désabonné",
    done: "Vous ne recevrez plus d'articles par e-mail. Vous pouvez vous réabonner à tout moment.",
    invalid: "Ce lien n'est pas valide.",
  },
  backToBlog: "Retour au blog",
  accountTitle: "Les nouveaux articles par e-mail",
  accountActive: (email: string) => `Les nouveaux articles sont envoyés à ${email}.`,
  accountPending: (email) =>
    `En attente de confirmation : nous avons envoyé un lien à ${email}. Les nouveaux articles y seront envoyés dès qu'il aura été ouvert.`,
  accountConfirmNow: "Confirmer maintenant",
  accountNone: "Vous ne recevez pas les nouveaux articles par e-mail.",
  accountVerifyFirst: "Vérifiez d'abord votre adresse e-mail pour vous abonner.",
  saveLanguage: "Enregistrer la langue",
  accountSubscribed: "Vous êtes abonné aux nouveaux articles",
  accountLangSaved: "La langue de vos e-mails a été enregistrée",
  accountUnsubscribed: "Vous êtes désabonné des nouveaux articles",
  confirmSubject: "Confirmez votre abonnement aux nouveaux articles",
  confirmHello: "Bonjour,",
  confirmBody: (org: string) =>
    `Quelqu'un (vous, nous l'espérons) a demandé à recevoir par e-mail les nouveaux articles de ${org}. Ouvrez ce lien pour confirmer :`,
  confirmLink: "Confirmer mon abonnement",
  confirmIgnore: (days: number) =>
    `Le lien est valable ${days === 1 ? "1 jour" : `${days} jours`}. Si vous n'avez rien demandé, ignorez cet e-mail : vous ne serez pas abonné.`,
  newPost: "Nouvel article",
  readMore: "Lire l'article complet",
  whyYouGetThis: (org: string) => `Vous recevez cet e-mail car vous êtes abonné aux nouveaux articles de ${org}.`,
  unsubscribeLink: "Se désabonner",
};
