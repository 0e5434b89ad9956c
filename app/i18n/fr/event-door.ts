import type { EventDoorStrings } from "~/i18n/en/event-door";

// French typography (narrow no-break spaces) is applied by the catalogue loader (i18n/typography.ts).
export const eventDoor: EventDoorStrings = {
  messageIntro: (title, when) => `Un message des organisateurs de « ${title} » (${when}) :`,
  messageWhy: "Vous recevez cet e-mail parce que vous vous êtes inscrit à cet événement.",
};
