import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_LABELS, categoryLabel } from "./categories";
import { helpLines } from "./help-lines";
import { privacyText, termsText } from "./legal";
import { legalFacts } from "~/domain/settings/legal-facts";
import { SITE_DEFAULTS } from "~/domain/settings/site-defaults";
import {
  ABOUT_FIGURES,
  DONATION_BANKS,
  HOME_STATS,
  IMPACT_BULLETS,
  organisationText,
  PARTNERS,
  PROGRAM_PAGES,
  PROGRAMS,
  VALUES,
} from "./organisation";
import { programPages } from "./program-pages";

describe("organisation content (SPEC §2, §3, §9)", () => {
  it("has the eight blog categories, Mental Health in #8B5CF6, unique colours", () => {
    expect(CATEGORIES.map((c) => c.name)).toEqual([
      "Mental Health",
      "Environmental Health",
      "Animal Health",
      "Human Health",
      "Research",
      "Community Outreach",
      "Policy",
      "Education",
    ]);
    expect(CATEGORIES[0].color).toBe("#8B5CF6");
    expect(new Set(CATEGORIES.map((c) => c.color)).size).toBe(8);
  });
  it("has the home figures and impact bullets", () => {
    expect(HOME_STATS.map((s) => s.value)).toEqual(["8k+", "5K+", "50+", "5+"]);
    expect(IMPACT_BULLETS[0]).toBe("5,000 young leaders trained");
    expect(PARTNERS).toHaveLength(3);
  });
  it("has the about figures, six values and four programs with their figures", () => {
    expect(ABOUT_FIGURES.map((s) => s.value)).toEqual(["13k+", "1", "30+", "5+"]);
    expect(VALUES.map((v) => v.title)).toEqual([
      "Youth Empowerment",
      "Women Leadership",
      "Human Rights",
      "Inclusive Participation",
      "Democratic Values",
      "Sustainable Change",
    ]);
    expect(PROGRAMS.map((p) => p.participants)).toEqual(["6,000+", "5,000+", "1,500+", "4,000+"]);
    expect(PROGRAMS.map((p) => p.satisfaction)).toEqual(["94%", "96%", "91%", "93%"]);
    for (const p of PROGRAMS) expect(p.features).toHaveLength(4);
  });
  it("has the six program pages of the route table and two banks", () => {
    expect(PROGRAM_PAGES.map((p) => p.slug)).toEqual([
      "maternal-health",
      "gbv-prevention",
      "education",
      "human-rights",
      "climate",
      "refugee-support",
    ]);
    expect(DONATION_BANKS).toHaveLength(2);
    for (const bank of DONATION_BANKS) expect(Object.keys(bank)).toEqual(["bank", "accountName", "accountNumber"]);
  });
});

type Leaf = { path: string; value: unknown };
function leaves(node: unknown, path = ""): Leaf[] {
  if (node && typeof node === "object")
    return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  return [{ path, value: node }];
}

/** Facts shown as they are in every language (names, places, figures, links), and words both languages share. */
const SAME_IN_EVERY_LANGUAGE = new Set(["One Health"]);
const SAME_AS_ENGLISH: Record<"rw" | "fr", Set<string>> = { rw: new Set(), fr: new Set(["Blog", "Contact"]) };
const isFact = (path: string) =>
  /(^|\.)(to|value|name|slug|key|image|number|participants|locations|satisfaction|quickExit|related\..*)$/.test(path);

describe("organisation content in Kinyarwanda and French (issue 17)", () => {
  const modules = (lang: "en" | "rw" | "fr") => ({
    organisation: organisationText(lang),
    programs: programPages(lang),
    privacy: privacyText(lang, legalFacts(SITE_DEFAULTS)),
    terms: termsText(lang, legalFacts(SITE_DEFAULTS)),
    help: helpLines(lang),
  });
  const english = new Map(leaves(modules("en")).map((l) => [l.path, l.value]));

  for (const lang of ["rw", "fr"] as const) {
    const own = new Map(leaves(modules(lang)).map((l) => [l.path, l.value]));

    it(`${lang} has every English text, in the same places (no section, item or list entry missing)`, () => {
      expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it(`${lang} keeps the facts and translates every text`, () => {
      const untranslated: string[] = [];
      for (const [path, value] of english) {
        const theirs = own.get(path);
        if (isFact(path)) {
          expect(theirs, path).toEqual(value);
          continue;
        }
        expect(String(theirs).trim(), `${lang} ${path} is empty`).not.toBe("");
        if (theirs === value && !SAME_IN_EVERY_LANGUAGE.has(String(value)) && !SAME_AS_ENGLISH[lang].has(String(value)))
          untranslated.push(`${path}: ${String(value)}`);
      }
      expect(untranslated).toEqual([]);
    });

    it(`${lang} labels every blog category and keeps the stored (English) name`, () => {
      for (const category of CATEGORIES) {
        expect(categoryLabel(category.name, lang)).toBe(CATEGORY_LABELS[lang][category.name]);
        expect(categoryLabel(category.name, lang)).not.toBe(category.name);
      }
      expect(categoryLabel("Something else", lang)).toBe("Something else");
    });
  }

  it("says what the privacy page says about newsletter subscriptions, in each language", () => {
    expect(privacyText("en", legalFacts(SITE_DEFAULTS)).map((s) => s.heading)).toContain("New posts by e-mail");
    expect(privacyText("rw", legalFacts(SITE_DEFAULTS)).map((s) => s.heading)).toContain("Inkuru nshya kuri imeyili");
    expect(privacyText("fr", legalFacts(SITE_DEFAULTS)).map((s) => s.heading)).toContain(
      "Nouveaux articles par e-mail",
    );
  });

  it("names the organisation, its e-mail and its place as the settings give them, in each language (issue 24)", () => {
    const renamed = {
      name: "Kivu Youth Health Collective",
      email: "hello@kivu-youth.example",
      city: "Huye",
      country: "Burundi",
    };
    for (const lang of ["en", "rw", "fr"] as const) {
      const text = JSON.stringify([privacyText(lang, renamed), termsText(lang, renamed)]);
      for (const fact of Object.values(renamed)) expect(text, `${lang}: ${fact}`).toContain(fact);
      for (const builtIn of [
        SITE_DEFAULTS.identity.name,
        SITE_DEFAULTS.identity.shortName,
        SITE_DEFAULTS.contact.emails[0]!,
        "Kigali",
      ])
        expect(text, lang).not.toContain(builtIn);
    }
  });
});
