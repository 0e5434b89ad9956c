import { describe, expect, it } from "vitest";
import { dangerSigns as en } from "~/content/en/danger-signs";
import { dangerSigns as fr } from "~/content/fr/danger-signs";
import { dangerSigns as rw } from "~/content/rw/danger-signs";
import { findDangerSigns, foldText } from "./danger-signs.server";
import { DANGER_SIGNS } from "./schema";

describe("danger-sign word lists (issue 26)", () => {
  // The lists are content that staff and translators edit: this holds each language's list as it is today, so a
  // term removed by mistake is noticed, and every kind of danger has words in every language.
  for (const [lang, lists] of [
    ["en", en],
    ["rw", rw],
    ["fr", fr],
  ] as const) {
    it(`${lang} has words for every kind of danger, each one usable`, () => {
      for (const kind of DANGER_SIGNS) {
        expect(lists[kind].length, `${lang} ${kind}`).toBeGreaterThanOrEqual(5);
        for (const term of lists[kind]) expect(foldText(term.replace(/\*/g, " ")).length, term).toBeGreaterThan(2);
      }
    });
  }

  it("holds the key words of each language", () => {
    expect(en["self-harm"]).toEqual(expect.arrayContaining(["suicid*", "kill myself", "want to die", "self-harm*"]));
    expect(en["sexual-violence"]).toEqual(expect.arrayContaining(["rape", "raped", "sexual abuse", "defiled"]));
    expect(en["violence-at-home"]).toEqual(expect.arrayContaining(["beats me", "domestic violence"]));
    expect(en["child-at-risk"]).toEqual(expect.arrayContaining(["child abuse", "child marriage"]));
    expect(rw["self-harm"]).toEqual(expect.arrayContaining(["*iyahur*", "kwiyica", "ndashaka gupfa"]));
    expect(rw["sexual-violence"]).toEqual(expect.arrayContaining(["*fashe ku ngufu", "*sambanyijwe"]));
    expect(rw["violence-at-home"]).toEqual(expect.arrayContaining(["*nkubit*", "ihohoterwa mu rugo"]));
    expect(rw["child-at-risk"]).toEqual(expect.arrayContaining(["guhohotera umwana", "gushyingirwa ku ngufu"]));
    expect(fr["self-harm"]).toEqual(expect.arrayContaining(["suicid*", "me tuer", "envie de mourir"]));
    expect(fr["sexual-violence"]).toEqual(expect.arrayContaining(["viol", "violee", "agression sexuelle"]));
    expect(fr["violence-at-home"]).toEqual(expect.arrayContaining(["me frappe", "violence* conjugale*"]));
    expect(fr["child-at-risk"]).toEqual(expect.arrayContaining(["maltraitance", "mariage force"]));
  });
});

describe("finding danger signs", () => {
  it("finds each kind in each language, case and accents folded", () => {
    expect(findDangerSigns("Sometimes I think about SUICIDE.")).toEqual(["self-harm"]);
    expect(findDangerSigns("My uncle raped me last year")).toEqual(["sexual-violence"]);
    expect(findDangerSigns("my stepfather beats me when he drinks")).toEqual(["violence-at-home"]);
    expect(findDangerSigns("They want a child marriage for my sister, she is 14")).toEqual(["child-at-risk"]);
    expect(findDangerSigns("Rimwe na rimwe numva nshaka kwiyahura")).toEqual(["self-harm"]);
    expect(findDangerSigns("Umugabo wa mama arankubita buri munsi")).toEqual(["violence-at-home"]);
    expect(findDangerSigns("Nafashwe ku ngufu n'umuturanyi")).toEqual(["sexual-violence"]);
    expect(findDangerSigns("Bashaka guhohotera umwana wacu")).toEqual(["child-at-risk"]);
    expect(findDangerSigns("J'ai été VIOLÉE par un voisin")).toEqual(["sexual-violence"]);
    expect(findDangerSigns("Je pense au suicide")).toEqual(["self-harm"]);
    expect(findDangerSigns("Mon père me frappe")).toEqual(["violence-at-home"]);
    expect(findDangerSigns("On veut me marier de force")).toEqual(["child-at-risk"]);
  });

  it("matches whole words and phrases only, across punctuation and line breaks", () => {
    expect(findDangerSigns("I love grapes and drapes")).toEqual([]);
    expect(findDangerSigns("Is a violet rash normal? Violence on TV scares me")).toEqual([]);
    expect(findDangerSigns("he beats\nme")).toEqual(["violence-at-home"]);
    expect(findDangerSigns("I want to... die")).toEqual(["self-harm"]);
    expect(findDangerSigns("How do I know if I am pregnant?")).toEqual([]);
    expect(findDangerSigns("Ni ryari umukobwa atangira imihango?")).toEqual([]);
    expect(findDangerSigns("Comment parler de contraception avec mon copain ?")).toEqual([]);
    expect(findDangerSigns("Comment en finir avec l'acné ?")).toEqual([]);
    expect(findDangerSigns("J'ai envie d'en finir")).toEqual(["self-harm"]);
  });

  it("reads every language's lists whatever the page's, and lists each kind found once, in order", () => {
    expect(findDangerSigns("Please help, ndashaka kwiyahura, my father hits me and he beats me")).toEqual([
      "self-harm",
      "violence-at-home",
    ]);
  });
});
