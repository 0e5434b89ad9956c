import type { DangerSignLists } from "~/content/en/danger-signs";
import { DANGER_SIGNS, type DangerSign } from "./schema";

/**
 * How a danger-sign term matches a question (issue 34), with no database: the content lists, staff's extra terms
 * (danger-signs.server.ts) and the evaluation (danger-signs-eval.test.ts) all go through here, so what the
 * evaluation measures is what the ask flow does.
 */

/**
 * The one folding of question and term alike: lower case; accents and other marks dropped (é → e, ŕ → r);
 * apostrophes and anything else that is not a letter or digit one space, so French elisions split as in a term
 * (j'veux → j veux, d'en → d en) and Kinyarwanda's n'umuturanyi → n umuturanyi; and every run of a repeated letter
 * one letter, on both sides, so emphasis (« pleeease », « dieeee », « ndashakaaa ») and doubled spellings
 * (killl, mourrir) fold to the same word. English contractions without their apostrophe (dont, cant) and French
 * "je" elided without one (jveux, jsuis) are split as if it were there. A term is folded exactly like the question
 * it is looked for in.
 */
// Contractions typed without their apostrophe ("i dont wanna", "cant go on") read as with it ("don t", "can t").
const CONTRACTION = /\b(do|does|did|ca|could|would|should|is|are|was|were|have|has|had|wo|ai|need)nt\b/gu;
// French "je" elided with no apostrophe in a message ("jveux", "jsuis", "jpeux"): read as "j veux".
const FRENCH_J = /\bj(veux|voudrais|suis|peux|pense|vais|ai|en|me|te)\b/gu;

export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(CONTRACTION, "$1n t")
    .replace(FRENCH_J, "j $1")
    .replace(/(\p{L})\1+/gu, "$1")
    .trim();
}

/**
 * One term as a pattern over " folded question ". A term matches whole words: "rape" is not found in "grapes".
 * `*` stands for letters inside one word (up to 20), wherever it is: "suicid*" (suicide, suicidal), "*iyahur*"
 * (ndashaka kwiyahura, yariyahuye), "sin*shaka" (sinshaka, sinkishaka, sinkibishaka: Kinyarwanda's negation and
 * tense go before and inside the verb), "nta*shaka" (ntagishaka, ntashaka). Words of a phrase follow one another; a `*`
 * standing alone between two words is up to four words of any kind ("took * pills": took pills, took all my
 * grandmother's pills).
 */
export function termPattern(term: string): string | null {
  const words = term
    .split(/\s+/)
    .map((word) =>
      /^\*+$/.test(word)
        ? "*"
        : word
            .split("*")
            // An apostrophe folds to a space in the term as in the question: "d'en" is "d en".
            .map((piece) => foldText(piece))
            .join("*"),
    )
    .filter((word) => word.replace(/\*/g, "") !== "" || word === "*");
  // A lone `*` between two words is up to four words ("took * pills": took pills, took all my mum's pills); at
  // an end it would add nothing.
  while (words[0] === "*") words.shift();
  while (words.at(-1) === "*") words.pop();
  // A term needs at least 3 letters of its own: "*a*" would find every question.
  if (words.join("").replace(/\*/g, "").length < 3) return null;
  return ` ${words.map((w) => (w === "*" ? "(?:[^ ]+ ){0,4}" : `${w.replace(/\*/g, "[^ ]{0,20}")} `)).join("")}`;
}

// A `*` inside a word is at most 20 letters (more than any Kinyarwanda prefix, infix or ending): unbounded, a few
// of them in one term made a long question take seconds to read (each `*` multiplies the ways to try a word).
export type CompiledLists = { kinds: { kind: DangerSign; pattern: RegExp }[]; except: RegExp | null };

/** Terms as one alternation; the lookahead on the final space lets two terms share the space between words. */
function alternation(terms: readonly string[], flags: string): RegExp | null {
  const patterns = terms.map(termPattern).filter((p): p is string => p !== null);
  return patterns.length ? new RegExp(patterns.map((p) => `${p.slice(0, -1)}(?= )`).join("|"), flags) : null;
}

/**
 * Every list's terms, by kind, compiled into one pattern per kind (the lists are read once, not per question), and
 * the lists' `except` phrases: everyday phrases that hold a danger term and mean nothing of the kind ("hit me up",
 * "umutwe uranyica": my head aches). They are taken out of the question before the terms are looked for, so the
 * same question still matches on any other words.
 */
export function compileLists(lists: readonly Partial<DangerSignLists>[]): CompiledLists {
  return {
    kinds: DANGER_SIGNS.flatMap((kind) => {
      const pattern = alternation(
        lists.flatMap((l) => l[kind] ?? []),
        "u",
      );
      return pattern ? [{ kind, pattern }] : [];
    }),
    except: alternation(
      lists.flatMap((l) => l.except ?? []),
      "gu",
    ),
  };
}

/** The kinds of danger the question shows signs of, in DANGER_SIGNS order; empty when none. */
export function matchDangerSigns(question: string, compiled: CompiledLists): DangerSign[] {
  let haystack = ` ${foldText(question)} `;
  if (compiled.except) haystack = haystack.replace(compiled.except, " ");
  return compiled.kinds.filter((c) => c.pattern.test(haystack)).map((c) => c.kind);
}
