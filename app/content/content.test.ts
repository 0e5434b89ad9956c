import { describe, expect, it } from "vitest";
import { CATEGORIES } from "./categories";
import { ABOUT_FIGURES, DONATION_BANKS, HOME_STATS, IMPACT_BULLETS, PARTNERS, PROGRAM_PAGES, PROGRAMS, VALUES } from "./organisation";

describe("organisation content (SPEC §2, §3, §9)", () => {
  it("has the eight blog categories, Mental Health in #8B5CF6, unique colours", () => {
    expect(CATEGORIES.map((c) => c.name)).toEqual([
      "Mental Health", "Environmental Health", "Animal Health", "Human Health", "Research", "Community Outreach", "Policy", "Education",
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
      "Youth Empowerment", "Women Leadership", "Human Rights", "Inclusive Participation", "Democratic Values", "Sustainable Change",
    ]);
    expect(PROGRAMS.map((p) => p.participants)).toEqual(["6,000+", "5,000+", "1,500+", "4,000+"]);
    expect(PROGRAMS.map((p) => p.satisfaction)).toEqual(["94%", "96%", "91%", "93%"]);
    for (const p of PROGRAMS) expect(p.features).toHaveLength(4);
  });
  it("has the six program pages of the route table and two banks", () => {
    expect(PROGRAM_PAGES.map((p) => p.slug)).toEqual(["maternal-health", "gbv-prevention", "education", "human-rights", "climate", "refugee-support"]);
    expect(DONATION_BANKS).toHaveLength(2);
    for (const bank of DONATION_BANKS) expect(Object.keys(bank)).toEqual(["bank", "accountName", "accountNumber"]);
  });
});
