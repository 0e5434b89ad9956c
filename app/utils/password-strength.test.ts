import { describe, expect, it } from "vitest";
import { passwordScore, passwordStrength, STRENGTH_LABELS } from "./password-strength";

describe("password strength (SPEC §5)", () => {
  it.each([
    ["", 0, "Very Weak"],
    ["abc", 0, "Very Weak"],
    ["abcdef", 1, "Weak"],
    ["Abc", 1, "Weak"],
    ["abcdeF", 2, "Fair"],
    ["abcde1", 2, "Fair"],
    ["Abcde1", 3, "Good"],
    ["abc!", 1, "Weak"],
    ["Abcde1!", 4, "Strong"],
    ["ABCDEF1!", 3, "Good"],
  ])("%j scores %i (%s)", (password, score, label) => {
    expect(passwordScore(password)).toBe(score);
    expect(passwordStrength(password).label).toBe(label);
  });

  it("uses the five labels in order", () => {
    expect(STRENGTH_LABELS).toEqual(["Very Weak", "Weak", "Fair", "Good", "Strong"]);
  });

  it("reports each checklist item", () => {
    expect(passwordStrength("").criteria.every((c) => !c.met)).toBe(true);
    const criteria = passwordStrength("aB3 xy").criteria;
    expect(criteria.map((c) => [c.label, c.met])).toEqual([
      ["At least 6 characters", true],
      ["Contains uppercase letter", true],
      ["Contains lowercase letter", true],
      ["Contains a number", true],
      ["Contains special character", true],
    ]);
    expect(
      passwordStrength("abcdefgh")
        .criteria.filter((c) => c.met)
        .map((c) => c.label),
    ).toEqual(["At least 6 characters", "Contains lowercase letter"]);
  });
});
