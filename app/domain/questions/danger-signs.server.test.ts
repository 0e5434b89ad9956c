import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dangerSigns as en } from "~/content/en/danger-signs";
import { dangerSigns as fr } from "~/content/fr/danger-signs";
import { dangerSigns as rw } from "~/content/rw/danger-signs";
import { addTestUser, withTempDataDir } from "../../../tests/unit/domain-helpers";
import { compileLists, foldText, matchDangerSigns } from "./danger-match";
import { DANGER_SIGNS } from "./schema";

// The matcher reads staff's extra terms from the settings table: a database of its own, opened after DATA_DIR is set.
const tmp = withTempDataDir("danger-signs-test");
type Modules = {
  signs: typeof import("./danger-signs.server");
  settings: typeof import("~/domain/settings/site-settings.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: Modules;
beforeAll(async () => {
  m = {
    signs: await import("./danger-signs.server"),
    settings: await import("~/domain/settings/site-settings.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
});
afterAll(() => tmp.cleanup());
const findDangerSigns = (question: string) => m.signs.findDangerSigns(question);

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

  it("reads Kinyarwanda's prefixes, negation and tenses around a stem", () => {
    for (const q of [
      "Numva ntagishaka kubaho",
      "Sinkishaka kubaho",
      "sinkibishaka kubaho rwose",
      "Sinshaka kuba nkiriho",
      "ndashaka kwiyahura",
      "yariyahuye umwaka ushize",
      "ndambiwe kubaho",
      "Rimwe na rimwe ntekereza kwigirira nabi",
    ])
      expect(findDangerSigns(q), q).toContain("self-harm");
    expect(findDangerSigns("Marume yarampohoteye")).toEqual(["sexual-violence"]);
    expect(findDangerSigns("Ababyeyi banshyingira umugabo ukuze")).toEqual(["child-at-risk"]);
    expect(findDangerSigns("Sogokuru yapfuye amatwi")).toEqual([]);
    expect(findDangerSigns("Ndashaka kubaho igihe kirekire")).toEqual([]);
  });

  it("folds emphasis, missing apostrophes and French elisions as in the terms", () => {
    expect(foldText("Pleeease I wanna dieeee")).toBe("please i wana die");
    expect(findDangerSigns("i dont wanna live anymore")).toEqual(["self-harm"]);
    expect(findDangerSigns("jveux mourir")).toEqual(["self-harm"]);
    expect(findDangerSigns("j’veux plus vivre")).toEqual(["self-harm"]);
    expect(findDangerSigns("I took all my grandmother's pills")).toEqual(["self-harm"]);
    expect(findDangerSigns("How do I kill time in the holidays?")).toEqual([]);
    expect(findDangerSigns("I beat him at football")).toEqual([]);
  });

  it("takes everyday phrases out before matching, and still finds the other words of the same question", () => {
    expect(findDangerSigns("He hit me up on Instagram")).toEqual([]);
    expect(findDangerSigns("he hit me up, then he hit me again at home")).toEqual(["violence-at-home"]);
    expect(findDangerSigns("Umutwe uranyica buri gitondo")).toEqual([]);
    expect(findDangerSigns("Umutwe uranyica kandi papa aranyica")).toEqual(["violence-at-home"]);
  });

  it("reads a 2,000-character question at once, however its words are made (a * is a few letters at most)", () => {
    const lists = compileLists([en, rw, fr, { "self-harm": ["*a*b*c*d*", "s*i*n*shaka kubaho"] }]);
    for (const q of ["a".repeat(2000), "ab ".repeat(666), "sin".repeat(666), "abcd ".repeat(400)]) {
      const started = performance.now();
      matchDangerSigns(q, lists);
      expect(performance.now() - started, q.slice(0, 12)).toBeLessThan(500);
    }
  });

  it("a lone * is a few words at most, and a term of fewer than 3 letters is never used", () => {
    const lists = compileLists([{ "self-harm": ["took * pills", "*a*", "ab"] }]);
    expect(matchDangerSigns("I took two of my pills", lists)).toEqual(["self-harm"]);
    expect(matchDangerSigns("I took the bus and later bought pills", lists)).toEqual([]);
    expect(matchDangerSigns("a banana", lists)).toEqual([]);
  });

  it("uses staff's extra terms at once, audits who added or removed which, and refuses bad terms", async () => {
    const admin = addTestUser(m, "danger-admin", "admin");
    const editor = addTestUser(m, "danger-editor", "editor");
    const current = m.settings.getSiteSettings().questions;
    const withTerms = (rwSelfHarm: string) => ({
      ...current,
      extraTerms: { ...current.extraTerms, rw: { ...current.extraTerms.rw, "self-harm": rwSelfHarm } },
    });
    expect(findDangerSigns("ndumva nashaka kuzimira burundu")).toEqual([]);

    m.settings.saveSettingsSection(
      admin,
      "questions",
      withTerms("  kuzimira burundu \n\nkuzimira burundu\n*ihebye cyane"),
    );
    expect(m.settings.getSiteSettings().questions.extraTerms.rw["self-harm"]).toBe("kuzimira burundu\n*ihebye cyane");
    expect(findDangerSigns("ndumva nashaka kuzimira burundu")).toEqual(["self-harm"]);
    expect(findDangerSigns("Ndihebye cyane")).toEqual(["self-harm"]);

    m.settings.saveSettingsSection(admin, "questions", withTerms("kuzimira burundu"));
    expect(findDangerSigns("Ndihebye cyane")).toEqual([]);
    const audit = m.dbm.sqlite
      .prepare("select actor_name, summary, details from audit_log where target_id = 'questions' order by rowid")
      .all() as { actor_name: string; summary: string; details: string }[];
    expect(audit.map((a) => [a.actor_name, a.summary])).toEqual([
      ["danger-admin", "questions: danger-sign terms 2 added"],
      ["danger-admin", "questions: danger-sign terms 1 removed"],
    ]);
    expect(JSON.parse(audit[1]!.details)).toEqual({
      dangerTermsAdded: [],
      dangerTermsRemoved: ["rw self-harm: *ihebye cyane"],
    });

    expect(() => m.settings.saveSettingsSection(editor, "questions", withTerms("kuzimira"))).toThrow(/Only an admin/);
    for (const [bad, why] of [
      ["ab", /at least 3 letters/],
      ["*a*", /at least 3 letters/],
      ["<script>", /only letters/],
      ["x".repeat(61), /too long/],
      ["*a*b*c*d*e", /at most 4 \*/],
      [Array.from({ length: 101 }, (_, i) => `term${i}`).join("\n"), /at most 100 terms/],
    ] as const)
      expect(() => m.settings.saveSettingsSection(admin, "questions", withTerms(bad)), bad).toThrow(why);
    expect(m.settings.getSiteSettings().questions.extraTerms.rw["self-harm"]).toBe("kuzimira burundu");
  });

  it("reads every language's lists whatever the page's, and lists each kind found once, in order", () => {
    expect(findDangerSigns("Please help, ndashaka kwiyahura, my father hits me and he beats me")).toEqual([
      "self-harm",
      "violence-at-home",
    ]);
  });
});
