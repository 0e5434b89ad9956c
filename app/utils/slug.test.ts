import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify (SPEC §3)", () => {
  it("lower-cases, drops punctuation and hyphenates whitespace", () => {
    expect(slugify("Hello, World!")).toBe("hello-world");
    expect(slugify("  One   Health:  people & animals ")).toBe("one-health-people-animals");
  });
  it("keeps digits and existing hyphens, folds accents", () => {
    expect(slugify("COVID-19 in 2024")).toBe("covid-19-in-2024");
    expect(slugify("Santé mentale à Kigali")).toBe("sante-mentale-a-kigali");
  });
  it("never yields leading, trailing or doubled hyphens from spacing", () => {
    expect(slugify("a -- b")).toBe("a-b");
    expect(slugify("???")).toBe("");
  });
});
