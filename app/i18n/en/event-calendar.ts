/**
 * Issue 37 (events-calendar): the e-mails about a date that moved, changed or was cancelled, and the day-before
 * reminder. Tokens are stored hashed, so these mails never carry a new manage link: they point to the one in the
 * confirmation e-mail. Arguments put into the HTML part are escaped by the template before they get here.
 */
export const eventCalendar = {
  hello: (name: string) => `Hello ${name},`,
  whenLabel: "When",
  whereLabel: "Where",
  onlineLabel: "Online",

  movedSubject: (title: string) => `New time: ${title}`,
  movedIntro: (title: string) =>
    `The date of "${title}" you signed up for has changed. Here is the new time and place.`,
  updatedSubject: (title: string) => `Updated: ${title}`,
  updatedIntro: (title: string) =>
    `The details of "${title}" you signed up for have changed. Here they are as they are now.`,
  cancelledSubject: (title: string) => `Cancelled: ${title}`,
  cancelledIntro: (title: string) => `We are sorry: "${title}" you signed up for is cancelled on this date.`,
  staffMessage: "A message from the organisers:",
  calendarUpdated: "The calendar file attached to this e-mail updates the event in your calendar.",
  calendarCancelled: "The calendar file attached to this e-mail removes the event from your calendar.",
  keepLink: "To cancel or change your sign-up, use the link in your confirmation e-mail.",

  reminderSubject: (title: string) => `Tomorrow: ${title}`,
  reminderIntro: (title: string) => `A reminder: "${title}" is tomorrow. We look forward to seeing you.`,
  reminderVolunteer: (role: string, time: string) => `Your volunteer shift: ${role}, ${time}.`,
  reminderCantCome:
    "If you cannot come, please cancel with the link in your confirmation e-mail, so someone on the waiting list can take your place.",
  eventPage: "See the event page",
  calendarFile: "event.ics",
};
export type EventCalendarStrings = typeof eventCalendar;
