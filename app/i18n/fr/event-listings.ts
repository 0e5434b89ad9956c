import type { EventListingStrings } from "~/i18n/en/event-listings";

/** Issue 37 (events-public), in the words of fr/events.ts ("inscription", "créneau", "bénévole", "À venir"). */
export const eventListings: EventListingStrings = {
  homeTitle: "À venir",
  allEvents: "Tous les événements",
  programTitle: "Événements à venir",
  accountIntro:
    "Les événements auxquels vous êtes inscrit·e. Pour modifier ou annuler, utilisez le lien de l'e-mail de l'événement.",
  volunteerShift: (role) => `Bénévole : ${role}`,
  people: (n) => (n === 1 ? "1 personne" : `${n} personnes`),
};
