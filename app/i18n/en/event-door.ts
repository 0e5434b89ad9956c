/** Staff's message to everyone signed up for an event date (issue 37, item 9), around the words staff wrote. */
export const eventDoor = {
  messageIntro: (title: string, when: string) => `A message from the organisers of "${title}" (${when}):`,
  messageWhy: "You receive this e-mail because you signed up for this event.",
};
export type EventDoorStrings = typeof eventDoor;
