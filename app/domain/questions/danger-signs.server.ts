import { dangerSigns as en } from "~/content/en/danger-signs";
import { dangerSigns as fr } from "~/content/fr/danger-signs";
import { dangerSigns as rw } from "~/content/rw/danger-signs";
import { DANGER_KINDS, termLines, type DangerTerms } from "~/domain/settings/danger-terms-schema";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { LANGUAGES } from "~/i18n/languages";
import { compileLists, matchDangerSigns, type CompiledLists } from "./danger-match";
import { DANGER_SIGNS, type DangerSign } from "./schema";

export { foldText } from "./danger-match";

/**
 * Finding signs of immediate danger in a question (issues 26 and 34). The word lists are content (app/content/
 * <lang>/danger-signs.ts) plus the terms staff add at /admin/settings (the `questions` section); how a term matches
 * is danger-match.ts. Every language's lists are read for every question: young people in Rwanda mix
 * Kinyarwanda, English and French, and the page's language says little about the words they use.
 */
const CONTENT = compileLists([en, rw, fr]);

// Staff's terms, compiled once per saved value: the settings getter hands back the same object until a save (or a
// restore) changes the table, so a new term is used from the next question on, with no restart.
let staff: { terms: DangerTerms; compiled: CompiledLists } | null = null;
function staffLists(): CompiledLists {
  const terms = getSiteSettings().questions.extraTerms;
  if (staff?.terms !== terms)
    staff = {
      terms,
      compiled: compileLists(
        LANGUAGES.map((lang) => Object.fromEntries(DANGER_KINDS.map((kind) => [kind, termLines(terms[lang][kind])]))),
      ),
    };
  return staff.compiled;
}

/** The kinds of danger the question shows signs of, in DANGER_SIGNS order; empty when none. */
export function findDangerSigns(question: string): DangerSign[] {
  const found = new Set([...matchDangerSigns(question, CONTENT), ...matchDangerSigns(question, staffLists())]);
  return DANGER_SIGNS.filter((k) => found.has(k));
}
