// French typography once, for the whole module (issue 35).
import { frenchDeep } from "~/i18n/typography";
import type { Lang } from "~/i18n/languages";
import { PROGRAM_PAGES, type ProgramPage, type ProgramPageText, type ProgramSlug } from "./en/program-pages";
import { PROGRAM_PAGES_FR } from "./fr/program-pages";
import { PROGRAM_PAGES_RW } from "./rw/program-pages";

export {
  PROGRAM_PAGES,
  PROGRAM_SLUGS,
  type ProgramPage,
  type ProgramPageText,
  type ProgramSlug,
} from "./en/program-pages";

const TRANSLATIONS: Record<Exclude<Lang, "en">, Record<ProgramSlug, ProgramPageText>> = {
  rw: PROGRAM_PAGES_RW,
  fr: frenchDeep(PROGRAM_PAGES_FR),
};

/** The six program pages in one language, the facts (slug, figures' values, related posts) from English. */
export function programPages(lang: Lang): ProgramPage[] {
  if (lang === "en") return PROGRAM_PAGES;
  return PROGRAM_PAGES.map((page) => {
    const text = TRANSLATIONS[lang][page.slug];
    return {
      ...page,
      ...text,
      figures: page.figures.map((figure, i) => ({ value: figure.value, label: text.figures[i] ?? figure.label })),
    };
  });
}

export const programPage = (slug: string | undefined, lang: Lang) =>
  programPages(lang).find((page) => page.slug === slug);
