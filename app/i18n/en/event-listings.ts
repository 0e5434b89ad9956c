/** Issue 37 (events-public): events where they are listed outside /events (home, program pages, /account). */
export const eventListings = {
  homeTitle: "Coming up",
  allEvents: "All events",
  programTitle: "Upcoming events",
  accountIntro: "The events you signed up for. Open an event to change or cancel with the link in its e-mail.",
  volunteerShift: (role: string) => `Volunteer: ${role}`,
  people: (n: number) => (n === 1 ? "1 person" : `${n} people`),
};
export type EventListingStrings = typeof eventListings;
