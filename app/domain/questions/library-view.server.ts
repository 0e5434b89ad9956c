import { isoDate } from "~/utils/dates";
import { siteDates, type SiteDates } from "~/domain/settings/site-settings.server";
import { localizePath, type Lang } from "~/i18n/languages";
import { answerExcerpt, type LibraryEntry } from "./library.server";

/** A list card, its date already written on the site's clock in the page's language (one formatter for the list). */
export function toLibraryCard(row: LibraryEntry, date: SiteDates) {
  const at = row.publishedAt ?? row.updatedAt;
  return {
    id: row.id,
    topic: row.topic,
    question: row.publicQuestion,
    excerpt: answerExcerpt(row.answerText),
    publishedAt: isoDate(at) ?? "",
    publishedLabel: date(at, "long"),
  };
}

/** One entry's page: the question, the answer's sanitised HTML, its date, and its address to share. */
export function toLibraryView(row: LibraryEntry, appUrl: string, lang: Lang) {
  const card = toLibraryCard(row, siteDates(lang));
  // Its address in its own language: what is shared and what search engines index.
  return {
    ...card,
    answerHtml: row.answer,
    lang: row.lang,
    url: `${appUrl}${localizePath(`/questions/${row.id}`, row.lang)}`,
  };
}
