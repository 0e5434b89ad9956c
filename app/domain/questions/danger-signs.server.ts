import { dangerSigns as en } from "~/content/en/danger-signs";
import { dangerSigns as fr } from "~/content/fr/danger-signs";
import { dangerSigns as rw } from "~/content/rw/danger-signs";
import { DANGER_SIGNS, type DangerSign } from "./schema";

/**
 * Finding signs of immediate danger in a question (issue 26). The word lists are content (app/content/<lang>/
 * danger-signs.ts); this is only how they match. Every language's lists are read for every question: young people
 * in Rwanda mix Kinyarwanda, English and French, and the page's language says little about the words they use.
 */

/** Lower case, accents and other marks dropped, anything that is not a letter or digit one space. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

type Needle = { text: string; kind: DangerSign };

/**
 * Each term as a needle in " folded text ": a space on each side means a whole word there, a `*` end means the
 * word may go on. Built once.
 */
function needles(): Needle[] {
  const out: Needle[] = [];
  const languages: Record<DangerSign, readonly string[]>[] = [en, rw, fr];
  for (const lists of languages)
    for (const kind of DANGER_SIGNS)
      for (const term of lists[kind]) {
        const open = term.trim().startsWith("*");
        const rest = term.trim().endsWith("*");
        const core = foldText(term.replace(/\*/g, " "));
        if (core) out.push({ text: `${open ? "" : " "}${core}${rest ? "" : " "}`, kind });
      }
  return out;
}
const NEEDLES = needles();

/** The kinds of danger the question shows signs of, in DANGER_SIGNS order; empty when none. */
export function findDangerSigns(question: string): DangerSign[] {
  const haystack = ` ${foldText(question)} `;
  const found = new Set<DangerSign>();
  for (const needle of NEEDLES) if (haystack.includes(needle.text)) found.add(needle.kind);
  return DANGER_SIGNS.filter((kind) => found.has(kind));
}
