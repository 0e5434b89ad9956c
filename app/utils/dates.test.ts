import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

describe("formatDate (SPEC §9)", () => {
  const d = new Date(2026, 2, 7, 9, 5);
  it("uses the three formats", () => {
    expect(formatDate(d)).toBe("Mar 07, 2026");
    expect(formatDate(d, "short")).toBe("Mar 07");
    expect(formatDate(d, "withTime")).toBe("Mar 07, 2026 09:05");
  });
  it("says Invalid date for missing or bad input", () => {
    expect(formatDate(null)).toBe("Invalid date");
    expect(formatDate("not a date")).toBe("Invalid date");
  });
});
