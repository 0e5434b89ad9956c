import type { EventDoorStrings } from "~/i18n/en/event-door";

// "Kwiyandikisha" (to sign up, register) as the National Electoral Commission and schools use it ("kwiyandikisha ku
// rutonde rw'itora"); "igikorwa" (an activity, an event) as news reports name a workshop or an outreach day.
export const eventDoor: EventDoorStrings = {
  messageIntro: (title, when) => `Ubutumwa buvuye ku bategura "${title}" (${when}):`,
  messageWhy: "Wakiriye iyi imeyili kuko wiyandikishije kuri iki gikorwa.",
};
