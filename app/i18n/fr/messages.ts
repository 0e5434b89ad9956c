import type { MessageStrings } from "~/i18n/en/messages";

export const messages: MessageStrings = {
  // Signing up, logging in and verifying an e-mail address
  invalidCredentials: "Adresse e-mail ou mot de passe incorrect",
  emailTaken: "Un compte existe déjà avec cette adresse e-mail",
  loginToVerify: "Connectez-vous pour vérifier votre adresse e-mail",
  alreadyVerified: "Votre adresse e-mail est déjà vérifiée",
  wrongCode: "Code de vérification incorrect",
  codeExpired: "Ce code a expiré. Demandez un nouveau code.",
  codeAttemptsUsed: "Trop d'essais incorrects. Demandez un nouveau code.",
  codeSent: "Un nouveau code a été envoyé à votre adresse e-mail.",
  emailVerified: "Adresse e-mail vérifiée",
  loggedOut: "Vous êtes déconnecté",
  resetLinkSent:
    "Si un compte existe pour {email}, vous recevrez sous peu un lien pour réinitialiser votre mot de passe.",
  resetLinkInvalid: "Ce lien de réinitialisation n'est pas valide ou a expiré",
  resetDoneRedirecting: "Mot de passe réinitialisé. Redirection vers la page de connexion...",
  resetDone: "Mot de passe réinitialisé",

  // Rate limits
  tooManyAttemptsMinute: "Trop de tentatives. Réessayez dans une minute.",
  tooManyAttemptsMinutes: "Trop de tentatives. Réessayez dans {minutes} minutes.",

  // Form fields (the shared validation rules)
  emailRequired: "L'adresse e-mail est obligatoire",
  emailTooLong: "L'adresse e-mail est trop longue",
  emailInvalid: "Saisissez une adresse e-mail valide",
  passwordRequired: "Le mot de passe est obligatoire",
  passwordTooShort: "Le mot de passe doit contenir au moins {min} caractères",
  passwordTooLong:
    "Mot de passe trop long : {max} octets au plus (moins de caractères si vous utilisez des accents ou des emoji)",
  passwordsDoNotMatch: "Les mots de passe ne correspondent pas",
  fullNameRequired: "Le nom complet est obligatoire",
  nameRequired: "Le nom est obligatoire",
  nameTooLong: "Nom trop long ({max} caractères au plus)",
  codeFormat: "Saisissez le code à {digits} chiffres",
  subjectRequired: "L'objet est obligatoire",
  subjectTooLong: "Objet trop long ({max} caractères au plus)",
  messageRequired: "Le message est obligatoire",
  messageTooLong: "Message trop long ({max} caractères au plus)",
  messageTypeRequired: "Choisissez un type de message",

  // The account page
  currentPasswordRequired: "Saisissez votre mot de passe actuel",
  passwordToConfirm: "Saisissez votre mot de passe pour confirmer",
  wrongPassword: "Ce mot de passe n'est pas le bon",
  nameUpdated: "Votre nom a été mis à jour",
  passwordChanged: "Votre mot de passe a été changé ; vos autres appareils sont déconnectés",
  accountDeleted: "Votre compte a été supprimé",
  lastAdmin:
    "Vous êtes le dernier administrateur : nommez quelqu'un d'autre administrateur avant de supprimer votre compte",

  // Who may do what, and forms that cannot be read
  notAuthenticated: "Vous n'êtes pas connecté",
  verifyEmailFirst: "Vérifiez d'abord votre adresse e-mail",
  forbidden: "Vous n'avez pas l'autorisation de faire cela",
  unknownAction: "Action inconnue",
  resubmitForm: "Veuillez renvoyer le formulaire",
  formTooLarge: "Ce que vous avez envoyé est trop volumineux",
  storageUnavailable:
    "Nous ne pouvons pas enregistrer de modifications pour le moment, car le serveur manque d'espace. Rien n'a été enregistré ; réessayez plus tard.",
  databaseBusy:
    "Nous ne pouvons pas enregistrer de modifications pour le moment. Rien n'a été enregistré ; réessayez dans une minute.",
  pageNotFound: "Cette page n'existe pas ; voici la page d'accueil",

  // The contact form
  loginToSend: "Connectez-vous pour envoyer un message",
  verifyToSend: "Vérifiez votre adresse e-mail avant d'envoyer un message",
  tooManyMessages: "Vous avez envoyé plusieurs messages au cours de la dernière heure. Réessayez plus tard.",
  messageSent: "Message envoyé ! Nous vous répondrons bientôt.",

  // Posts, likes and sharing
  loginToLike: "Connectez-vous pour aimer cet article",
  verifyToLike: "Vérifiez votre adresse e-mail pour aimer des articles",
  blogPostNotFound: "Article introuvable",
  postNotFound: "Article introuvable",
  likeFailed: "Impossible d'aimer l'article",
  postLiked: "Article aimé !",
  likeRemoved: "« J'aime » retiré",
  linkCopied: "Lien copié dans le presse-papiers !",
  copyFailed: "Impossible de copier le lien",
  sharingNotSupported: "Partage non pris en charge",

  // New posts by e-mail
  tooManySubscriptions: "Trop d'abonnements depuis cet endroit. Veuillez réessayer plus tard.",
  verifyToSubscribe: "Veuillez vérifier votre adresse e-mail avant de vous abonner",

  // Campaigns (issue 25; campaigns work adds its messages below this line)
  campaignsForbidden: "Vous n'avez pas le droit de gérer les campagnes",
  campaignNotFound: "Campagne introuvable",
  campaignHasGifts: "Cette campagne a reçu des dons : clôturez-la au lieu de la supprimer",

  // Paying with MoMo (issue 25; MoMo work adds its messages below this line)
  momoUnavailable: "Le paiement en ligne n'est pas disponible pour le moment. Rien n'a été débité.",
  momoPhoneInvalid: "Saisissez un numéro MTN Rwanda, par exemple 078 123 4567",
  momoAmountInvalid: "Saisissez le montant en francs rwandais entiers, en chiffres seulement (par exemple 5000)",
  momoAmountTooSmall: "Le plus petit don en ligne est de {min} RWF",
  momoAmountTooLarge: "Le plus gros don en ligne est de {max} RWF",
  momoNameTooLong: "Le nom est trop long (100 caractères au maximum)",
  momoCampaignUnknown: "Cette campagne ne reçoit pas de dons pour le moment",
  momoTooManyPhone:
    "Plusieurs demandes de paiement ont été envoyées à ce numéro récemment. Patientez un moment avant de réessayer.",
  momoTooManyClient: "Trop de demandes de paiement depuis cet appareil. Réessayez plus tard.",
  momoAlreadyWaiting:
    "Un paiement vers ce numéro attend déjà d'être approuvé. Approuvez-le ou refusez-le sur le téléphone ; vous pourrez réessayer une fois qu'il sera terminé.",
  momoPaymentNotFound: "Ce lien de paiement n'est pas valide.",

  // Gifts by transfer and receipts (issue 25; gifts work adds its messages below this line)
  giftAmountRequired: "Indiquez le montant donné",
  giftAmountWhole: "Indiquez le montant en francs rwandais entiers, sans décimales",
  giftAmountTooLarge: "Ce montant est trop élevé : écrivez-nous plutôt",
  giftMethodRequired: "Choisissez comment vous avez donné",
  giftDateRequired: "Indiquez la date de votre don",
  giftDateFuture: "La date ne peut pas être dans le futur",
  giftReferenceRequired: "Indiquez la référence de votre virement",
  giftReferenceTooLong: "La référence est trop longue ({max} caractères au plus)",
  giftCampaignUnknown: "Choisissez l'une des campagnes proposées",
  giftThanks: "Merci ! Notre équipe va confirmer votre don ; un reçu suivra par e-mail.",
  tooManyGifts: "Trop de dons signalés depuis cet endroit. Réessayez plus tard.",
  giftReasonRequired: "Indiquez une raison",
  giftAmountAmbiguous:
    "Ce montant peut se lire de deux façons : écrivez-le en nombre entier, par exemple 5000 ou 5.000 (milliers par groupes de trois, sans décimales)",
  giftCurrencyUnknown: "Choisissez l'une des devises proposées",
  // Asking anonymously (issue 26; the ask work adds its messages below this line)
  questionRequired: "Écrivez votre question",
  questionTooLong: "Votre question est trop longue ({max} caractères au plus)",
  topicRequired: "Choisissez le thème le plus proche de votre question",
  ageRangeInvalid: "Choisissez une tranche d'âge dans la liste, ou laissez vide",
  answerWayRequired: "Choisissez comment recevoir la réponse",
  askEmailRequired: "Indiquez l'adresse e-mail où envoyer la réponse, ou choisissez un autre moyen",
  tooManyQuestions: "Vous avez envoyé plusieurs questions dans l'heure. Veuillez réessayer plus tard.",
  privateCodeNotFound: "Ce code n'ouvre aucune réponse. Vérifiez-le et réessayez.",
  dangerNowInvalid: "Répondez oui ou non, ou laissez vide",
  askFormInvalid: "Ce formulaire ne peut plus être envoyé. Ouvrez la page à nouveau et envoyez votre question.",

  // Answering questions (issue 26; the staff work adds its messages below this line)
  questionNotFound: "Question introuvable",
  questionStateChanged: "Cette question est désormais {status} ; rechargez la page pour voir son état actuel",
  questionWrongWay: "La personne a choisi une autre façon de recevoir la réponse : {way}",
  questionAnswerRequired: "Écrivez d'abord la réponse",
  questionAnswerTooLong: "La réponse est trop longue ({max} caractères au plus)",
  questionPublicRequired: "Écrivez la question telle qu'elle sera publiée",
  questionPublicTooLong: "La question à publier est trop longue ({max} caractères au plus)",
  questionReasonRequired: "Donnez la raison du refus (seule l'équipe la voit)",
  questionNoteRequired: "Écrivez une note pour la personne qui a répondu",
  questionNoteTooLong: "La note ou la raison ne doit pas dépasser {max} caractères",
  questionSecondReader: "La deuxième lecture doit être faite par une autre personne que celle qui l'a demandée",
  questionNoEmail: "Il n'y a plus d'adresse e-mail à laquelle envoyer la réponse",
  questionCodeGone: "Le code privé a expiré : la personne ne peut plus lire de réponse",
  questionUnknownAction: "Cette étape est inconnue : rechargez la question et réessayez",

  // The library of questions (issue 26; the library work adds its messages below this line)
  libraryQuestionNotFound: "Cette question n'est pas dans la bibliothèque",
  dataSaverTurnedOn: "Économiseur de données activé : les images ne se chargent que si vous les touchez.",
  dataSaverTurnedOff: "Économiseur de données désactivé : les images se chargent normalement.",
};
