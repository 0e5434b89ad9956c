import { signupsOfUser } from "~/domain/events/signups.server";
import { eventTitle, hasTranslation, shiftRole } from "~/domain/events/event-texts";
import { whenText } from "~/domain/events/event-view.server";
import { findShifts } from "~/domain/events/account-shifts.server";
import type { Lang } from "~/i18n/languages";

/**
 * The /account page's "Your events" (issue 37 item 3): the signed-in person's sign-ups (by account or by the same
 * e-mail), each with its event, date, manage state and volunteer shift. Drafts are left out: a sign-up to one can
 * only be a staff test. Cancelled events stay, marked, so the person sees why.
 */
export type AccountEvent = {
  id: string;
  eventId: string;
  title: string;
  titleLang: string;
  when: string;
  status: "pending" | "confirmed" | "waiting" | "cancelled";
  people: number;
  shift: string | null;
  past: boolean;
};

export function accountEvents(user: { id: string; email: string }, lang: Lang, now = Date.now()): AccountEvent[] {
  const rows = signupsOfUser(user.id, user.email).filter((r) => r.event.status !== "draft");
  const shifts = findShifts(rows.flatMap((r) => (r.signup.shiftId ? [r.signup.shiftId] : [])));
  return rows.map(({ signup, date, event }) => {
    const shift = signup.shiftId ? shifts.get(signup.shiftId) : undefined;
    const cancelled = event.status === "cancelled" || date.status === "cancelled";
    return {
      id: signup.id,
      eventId: event.id,
      title: eventTitle(event, lang),
      titleLang: hasTranslation(event, lang) ? lang : "en",
      when: whenText(date, lang),
      status: cancelled ? "cancelled" : signup.status,
      people: signup.people,
      shift: shift ? `${shiftRole(shift, lang)}, ${shift.startTime}–${shift.endTime}` : null,
      past: date.endsAt.getTime() < now,
    };
  });
}
