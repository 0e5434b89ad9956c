import type { EventListingStrings } from "~/i18n/en/event-listings";

/**
 * Issue 37 (events-public), in the words of rw/events.ts: "igikorwa/ibikorwa" (event, as news reports name a workshop
 * or an outreach day), "kwiyandikisha" (sign up), "umukorerabushake" (volunteer, as the National Volunteer Service
 * writes "ubukorerabushake"), "umurongo" (link, mail.ts), "hagarika" (cancel).
 */
export const eventListings: EventListingStrings = {
  homeTitle: "Ibikorwa biri imbere",
  allEvents: "Ibikorwa byose",
  programTitle: "Ibikorwa by'iyi gahunda biri imbere",
  accountIntro:
    "Ibikorwa wiyandikishijemo. Kugira ngo uhindure cyangwa uhagarike, koresha umurongo uri muri imeyili y'icyo gikorwa.",
  volunteerShift: (role) => `Umukorerabushake: ${role}`,
  people: (n) => (n === 1 ? "Umuntu 1" : `Abantu ${n}`),
};
