import { evalSet as enSet } from "~/content/danger-signs-eval/en";
import { evalSet as frSet } from "~/content/danger-signs-eval/fr";
import { evalSet as rwSet } from "~/content/danger-signs-eval/rw";
import type { EvalSet } from "~/content/danger-signs-eval/sources";
import { dangerSigns as en } from "~/content/en/danger-signs";
import { dangerSigns as fr } from "~/content/fr/danger-signs";
import { dangerSigns as rw } from "~/content/rw/danger-signs";
import type { Lang } from "~/i18n/languages";
import { compileLists, matchDangerSigns } from "./danger-match";

/**
 * The danger-sign evaluation (issue 34): the content lists, all three read as the ask flow reads them, against
 * each language's evaluation sentences. Recall is the share of danger sentences caught; a false alarm is an ordinary
 * question marked urgent. Staff's extra terms are not counted: this measures what is in the repository.
 */
export const EVAL_SETS: Record<Lang, EvalSet> = { en: enSet, rw: rwSet, fr: frSet };

export type EvalResult = {
  lang: Lang;
  caught: number;
  danger: number;
  recall: number;
  falseAlarms: number;
  ordinary: number;
  missed: string[];
  alarms: string[];
};

export function evaluateDangerSigns(lang: Lang): EvalResult {
  const compiled = compileLists([en, rw, fr]);
  const set = EVAL_SETS[lang];
  const missed = set.danger.filter(([text]) => matchDangerSigns(text, compiled).length === 0).map(([t]) => t);
  const alarms = set.ordinary.filter(([text]) => matchDangerSigns(text, compiled).length > 0).map(([t]) => t);
  const caught = set.danger.length - missed.length;
  return {
    lang,
    caught,
    danger: set.danger.length,
    recall: caught / set.danger.length,
    falseAlarms: alarms.length,
    ordinary: set.ordinary.length,
    missed,
    alarms,
  };
}

/** One language's figures as the script prints them. */
export function formatEval(r: EvalResult): string {
  const lines = [
    `${r.lang}: recall ${(r.recall * 100).toFixed(1)} % (${r.caught}/${r.danger}), ` +
      `false alarms ${r.falseAlarms}/${r.ordinary} (${((r.falseAlarms / r.ordinary) * 20).toFixed(2)} in 20)`,
    ...r.missed.map((t) => `  missed: ${t}`),
    ...r.alarms.map((t) => `  false alarm: ${t}`),
  ];
  return lines.join("\n");
}
