import { describe, expect, it } from "vitest";
import { EVAL_SOURCES } from "~/content/danger-signs-eval/sources";
import { LANGUAGES } from "~/i18n/languages";
import { EVAL_SETS, evaluateDangerSigns, formatEval } from "./danger-eval";

/**
 * `npm run danger-eval` runs this file: it prints each language's recall, false alarms and the sentences behind
 * them, and fails when recall drops below, or false alarms rise above, the figures measured when the lists were
 * last extended (issue 34). Raise these figures when the lists get better; never lower them to let a change in.
 */
const MEASURED = {
  en: { recall: 1, falseAlarms: 2 },
  rw: { recall: 1, falseAlarms: 1 },
  fr: { recall: 1, falseAlarms: 1 },
} as const;

describe("danger-sign evaluation (issue 34)", () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: at least 40 danger and 40 ordinary sentences, each with its source, none twice`, () => {
      const set = EVAL_SETS[lang];
      expect(set.danger.length).toBeGreaterThanOrEqual(40);
      expect(set.ordinary.length).toBeGreaterThanOrEqual(40);
      const all = [...set.danger, ...set.ordinary];
      for (const [text, source] of all) expect(EVAL_SOURCES[source], text).toBeDefined();
      expect(new Set(all.map(([t]) => t)).size).toBe(all.length);
    });

    it(`${lang}: recall and false alarms at or better than measured`, () => {
      const result = evaluateDangerSigns(lang);
      console.log(formatEval(result));
      expect(result.recall).toBeGreaterThanOrEqual(MEASURED[lang].recall);
      expect(result.falseAlarms).toBeLessThanOrEqual(MEASURED[lang].falseAlarms);
    });
  }

  it("holds the sentences quoted in issue 34", () => {
    const quoted = Object.values(EVAL_SETS).flatMap((s) => s.danger.filter(([, src]) => src === "issue-34"));
    expect(quoted.map(([t]) => t)).toEqual(
      expect.arrayContaining([
        "I don't want to be alive anymore",
        "my uncle forces me to do sexual things",
        "Numva ntagishaka kubaho",
        "Rimwe na rimwe ntekereza kwigirira nabi",
        "Je ne veux plus vivre",
      ]),
    );
  });
});
