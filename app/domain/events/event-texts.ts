import type { Lang } from "~/i18n/languages";

/** THROWAWAY (events-door): events-core owns this file; the lead takes theirs at merge. Same signature. */
type Texts = { title: string; titleRw: string; titleFr: string };
export function eventTitle(event: Texts, lang: Lang): string {
  const own = lang === "rw" ? event.titleRw : lang === "fr" ? event.titleFr : "";
  return own.trim() || event.title;
}
