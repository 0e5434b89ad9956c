import type { Lang } from "~/i18n/languages";

/**
 * An event's texts in a language: the Kinyarwanda or French version where staff wrote one, the English otherwise
 * (an empty translation means "show the English", as the schema says).
 */
type EventTexts = {
  title: string;
  titleRw: string;
  titleFr: string;
  description: string;
  descriptionRw: string;
  descriptionFr: string;
};

export function eventTitle(event: Pick<EventTexts, "title" | "titleRw" | "titleFr">, lang: Lang): string {
  const translated = lang === "rw" ? event.titleRw : lang === "fr" ? event.titleFr : "";
  return translated.trim() ? translated : event.title;
}

export function eventDescription(
  event: Pick<EventTexts, "description" | "descriptionRw" | "descriptionFr">,
  lang: Lang,
): string {
  const translated = lang === "rw" ? event.descriptionRw : lang === "fr" ? event.descriptionFr : "";
  return translated.trim() ? translated : event.description;
}

/** Whether the page shows the event in its own language (false: the English shown as a fallback). */
export function hasTranslation(event: Pick<EventTexts, "titleRw" | "titleFr">, lang: Lang): boolean {
  return lang === "en" || (lang === "rw" ? event.titleRw : event.titleFr).trim() !== "";
}

type Shift = { role: string; roleRw: string; roleFr: string };
export function shiftRole(shift: Shift, lang: Lang): string {
  const translated = lang === "rw" ? shift.roleRw : lang === "fr" ? shift.roleFr : "";
  return translated.trim() ? translated : shift.role;
}
