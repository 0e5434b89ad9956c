import type { EventCalendarStrings } from "~/i18n/en/event-calendar";

/** French: the usual wording of event notices ("Nouvel horaire", "Annulé", "Rappel : c'est demain"). */
export const eventCalendar: EventCalendarStrings = {
  hello: (name) => `Bonjour ${name},`,
  whenLabel: "Quand",
  whereLabel: "Où",
  onlineLabel: "En ligne",

  movedSubject: (title) => `Nouvel horaire : ${title}`,
  movedIntro: (title) =>
    `La date de « ${title} », à laquelle vous êtes inscrit·e, a changé. Voici le nouvel horaire et le lieu.`,
  updatedSubject: (title) => `Mise à jour : ${title}`,
  updatedIntro: (title) => `Les informations de « ${title} », à laquelle vous êtes inscrit·e, ont changé. Les voici.`,
  cancelledSubject: (title) => `Annulé : ${title}`,
  cancelledIntro: (title) =>
    `Nous sommes désolés : « ${title} », à laquelle vous êtes inscrit·e, est annulé à cette date.`,
  staffMessage: "Un message des organisateurs :",
  calendarUpdated: "Le fichier de calendrier joint à cet e-mail met l'événement à jour dans votre agenda.",
  calendarCancelled: "Le fichier de calendrier joint à cet e-mail retire l'événement de votre agenda.",
  keepLink: "Pour annuler ou modifier votre inscription, utilisez le lien de votre e-mail de confirmation.",

  reminderSubject: (title) => `Demain : ${title}`,
  reminderIntro: (title) => `Petit rappel : « ${title} » a lieu demain. Nous avons hâte de vous voir.`,
  reminderVolunteer: (role, time) => `Votre créneau de bénévole : ${role}, ${time}.`,
  reminderCantCome:
    "Si vous ne pouvez pas venir, annulez avec le lien de votre e-mail de confirmation : une personne sur liste d'attente prendra votre place.",
  eventPage: "Voir la page de l'événement",
  calendarFile: "evenement.ics",
};
