import type { EventCalendarStrings } from "~/i18n/en/event-calendar";

/**
 * Kinyarwanda, in the words the catalogue already uses for the same things (mail.ts "Muraho", "imeyili", "umurongo";
 * common.ts "igikorwa"). "Ejo" (tomorrow) and "byasubitswe" (cancelled/postponed) as RBA and IGIHE announcements
 * write them, e.g. "Igikorwa cyasubitswe" (https://www.igihe.com).
 */
export const eventCalendar: EventCalendarStrings = {
  hello: (name) => `Muraho ${name},`,
  whenLabel: "Igihe",
  whereLabel: "Aho bizabera",
  onlineLabel: "Kuri interineti",

  movedSubject: (title) => `Igihe gishya: ${title}`,
  movedIntro: (title) => `Igihe cya "${title}" wiyandikishijemo cyahindutse. Dore igihe gishya n'aho bizabera.`,
  updatedSubject: (title) => `Byahinduwe: ${title}`,
  updatedIntro: (title) => `Amakuru ya "${title}" wiyandikishijemo yahindutse. Dore uko ameze ubu.`,
  cancelledSubject: (title) => `Byasubitswe: ${title}`,
  cancelledIntro: (title) => `Tubabajwe no kukumenyesha ko "${title}" wiyandikishijemo itazaba kuri iyi tariki.`,
  staffMessage: "Ubutumwa bw'abateguye igikorwa:",
  calendarUpdated: "Dosiye ya kalendari iri kuri iyi imeyili ivugurura iki gikorwa muri kalendari yawe.",
  calendarCancelled: "Dosiye ya kalendari iri kuri iyi imeyili ikura iki gikorwa muri kalendari yawe.",
  keepLink: "Kugira ngo uhagarike cyangwa uhindure iyandikwa ryawe, koresha umurongo uri muri imeyili yakwemereye.",

  reminderSubject: (title) => `Ejo: ${title}`,
  reminderIntro: (title) => `Turakwibutsa ko "${title}" ari ejo. Tuzishimira kukubona.`,
  reminderVolunteer: (role, time) => `Umurimo wawe w'ubukorerabushake: ${role}, ${time}.`,
  reminderCantCome:
    "Niba utazabasha kuza, hagarika iyandikwa ryawe ukoresheje umurongo uri muri imeyili yakwemereye, kugira ngo undi utegereje abone umwanya.",
  eventPage: "Reba ipaji y'igikorwa",
  calendarFile: "igikorwa.ics",
};
