import type { EventStrings } from "~/i18n/en/events";

/**
 * Issue 37: the public event pages, the sign-up form and its e-mails, in French.
 * The usual wording of French event and ticketing sites and of the rest of this catalogue: "S'inscrire",
 * "inscription", "places restantes", "complet", "liste d'attente", "créneau" (a volunteer shift, as France
 * Bénévolat and associations write it), "Ajouter à l'agenda", "e-mail" (common.ts, newsletter.ts), "En ligne"
 * (event-calendar.ts), "Annulé" (event-calendar.ts). "inscrit·e" in the inclusive form event-calendar.ts uses.
 * French typography (the narrow no-break spaces before « : ; ? ! » and inside « ») is applied as the catalogue is
 * loaded (i18n/typography.ts), so the strings are written with ordinary spaces.
 */
export const events: EventStrings = {
  listTitle: "Événements",
  listIntro: "Formations, journées de sensibilisation, nettoyages et forums. Inscrivez-vous sans créer de compte.",
  upcoming: "Événements à venir",
  past: "Événements passés",
  none: "Aucun événement n'est prévu pour l'instant. Revenez bientôt.",
  moreDates: (n) => (n === 1 ? "1 autre date" : `${n} autres dates`),
  when: "Quand",
  where: "Où",
  online: "En ligne",
  map: "Carte",
  cancelled: "Annulé",
  dateCancelled: "Cette date est annulée.",
  placesLeft: (n) => (n === 1 ? "1 place restante" : `${n} places restantes`),
  full: "Complet — inscrivez-vous sur la liste d'attente",
  noLimit: "Ouvert à toutes et à tous",
  shiftLeft: (left, of) => `${left} places restantes sur ${of}`,
  shiftFull: "Créneau complet",
  addToCalendar: "Ajouter à l'agenda",
  calendarFile: "Fichier d'agenda (.ics)",
  share: "Partager",
  signUp: "S'inscrire",
  signUpFor: (when) => `S'inscrire pour le ${when}`,
  joinWaitingList: "S'inscrire sur la liste d'attente",
  volunteer: "Devenir bénévole",
  volunteerIntro: "Donnez un coup de main : choisissez un créneau.",
  chooseDate: "Date",
  chooseShift: "Créneau",
  name: "Votre nom",
  email: "E-mail",
  phone: "Téléphone (facultatif)",
  people: "Nombre de personnes (vous compris)",
  consent: "Me contacter au sujet de cet événement (confirmation, changements et un rappel)",
  website: "Laissez ce champ vide",
  submit: "S'inscrire",
  submitVolunteer: "Prendre ce créneau",
  nameRequired: "Indiquez votre nom",
  emailInvalid: "Indiquez une adresse e-mail valide",
  phoneInvalid: "Indiquez un numéro de téléphone composé uniquement de chiffres (un + au début est accepté)",
  peopleInvalid: (max) => `Nombre de personnes : un nombre entier de 1 à ${max}`,
  consentRequired: "Cochez la case pour que nous puissions vous envoyer le lien de confirmation",
  dateMissing: "Cette date n'existe pas ou n'est pas ouverte aux inscriptions",
  shiftMissing: "Ce créneau n'existe pas",
  shiftIsFull: "Ce créneau est complet. Choisissez-en un autre.",
  tooMany: (left) =>
    left === 0
      ? "Il ne reste plus de places pour autant de personnes."
      : `Il ne reste que ${left} places pour votre inscription.`,
  checkMail:
    "Presque fini : ouvrez le lien que nous vous avons envoyé par e-mail pour confirmer votre inscription (sous 48 heures).",
  checkMailWaiting:
    "L'événement est complet : vous êtes sur la liste d'attente. Ouvrez le lien que nous vous avons envoyé par e-mail pour confirmer votre adresse ; nous vous écrirons dès qu'une place se libère pour vous.",
  confirmedTitle: "Vous êtes inscrit·e",
  confirmedText:
    "Votre inscription est confirmée. Nous vous avons envoyé votre billet et le fichier d'agenda par e-mail.",
  confirmedWaiting:
    "Votre adresse est confirmée. Vous êtes sur la liste d'attente ; nous vous écrirons dès qu'une place se libère pour vous.",
  linkInvalid: "Ce lien ne fonctionne pas (ou plus). Inscrivez-vous à nouveau depuis la page de l'événement.",
  manageTitle: "Votre inscription",
  manageStatus: {
    pending: "En attente de la confirmation de votre e-mail",
    confirmed: "Confirmée",
    waiting: "Sur la liste d'attente",
    cancelled: "Annulée",
  },
  change: "Enregistrer la modification",
  cancelSignup: "Annuler mon inscription",
  giveBack: "Libérer ma place",
  cancelledText: "Votre inscription est annulée. Merci de nous avoir prévenus.",
  changedText: "Votre inscription est modifiée.",
  accountTitle: "Vos événements",
  accountNone: "Vous n'êtes inscrit·e à aucun événement.",
  mailHello: (name) => `Bonjour ${name},`,
  confirmSubject: (title) => `Confirmez votre inscription : ${title}`,
  confirmIntro: (title) =>
    `Merci de vous être inscrit·e à « ${title} ». Ouvrez ce lien sous 48 heures pour confirmer ; sans cela, les places seront proposées à d'autres :`,
  confirmWaitingIntro: (title) =>
    `« ${title} » est complet : vous êtes donc sur la liste d'attente. Ouvrez ce lien pour confirmer votre adresse ; nous vous écrirons dès qu'une place se libère pour vous :`,
  confirmLink: "Confirmer mon inscription",
  notYou: "Si vous ne vous êtes pas inscrit·e, ignorez cet e-mail : rien ne se passe sans le lien.",
  ticketSubject: (title) => `Votre billet : ${title}`,
  ticketIntro: (title) => `Vous êtes inscrit·e à « ${title} ».`,
  ticketPeople: (n) => (n === 1 ? "Pour 1 personne." : `Pour ${n} personnes.`),
  ticketCode: (code) => `Votre code de billet : ${code}. Présentez-le (ou le QR code) à l'entrée.`,
  manageLink: "Modifier ou annuler mon inscription",
  manageText:
    "Pour modifier ou annuler votre inscription, ouvrez ce lien (gardez cet e-mail ; le lien remplace les précédents) :",
  waitingSubject: (title) => `Liste d'attente : ${title}`,
  waitingIntro: (title) => `Votre adresse est confirmée. Vous êtes sur la liste d'attente de « ${title} ».`,
  movedUpSubject: (title) => `Une place est pour vous : ${title}`,
  movedUpIntro: (title) => `Bonne nouvelle : quelqu'un a libéré sa place, et elle est pour vous à « ${title} ».`,
  movedUpConfirm: "Confirmez votre adresse avec ce lien sous 48 heures pour garder la place :",
  giveBackText:
    "Si vous ne pouvez plus venir, libérez la place avec ce lien pour que la personne suivante puisse la prendre :",
  shiftLine: (role, time) => `Votre créneau : ${role}, ${time}.`,
  calendarAttached: "Le fichier d'agenda joint ajoute l'événement à votre agenda.",
};
