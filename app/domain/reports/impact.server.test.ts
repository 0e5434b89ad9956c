import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusOf, withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("impact-test");
let impact: typeof import("./impact.server");
beforeAll(async () => {
  impact = await import("./impact.server");
});
afterAll(() => tmp.cleanup());

const q3 = { from: "2026-07-01", to: "2026-09-30" };
const q4 = { from: "2026-10-01", to: "2026-12-31" };

describe("the impact report's text and publishing", () => {
  it("keeps the text with its period, publishes one report at a time, and shows nothing until then", () => {
    expect(impact.publishedImpact("fr")).toBeNull();
    impact.saveImpact({ ...q3, textEn: "We reached many.", textFr: "Nous avons atteint beaucoup.", intent: "save" });
    expect(impact.impactFor(q3)?.textFr).toBe("Nous avons atteint beaucoup.");
    expect(impact.publishedImpact("en")).toBeNull();
    impact.saveImpact({ ...q3, textEn: "We reached many.", textFr: "Nous avons atteint beaucoup.", intent: "publish" });
    expect(impact.publishedImpact("fr")).toMatchObject({ range: q3, text: "Nous avons atteint beaucoup." });
    // No Kinyarwanda text: the English one is shown.
    expect(impact.publishedImpact("rw")?.text).toBe("We reached many.");
    impact.saveImpact({ ...q4, textEn: "Q4.", intent: "publish" });
    expect(impact.publishedImpact("en")?.range).toEqual(q4);
    expect(impact.impactFor(q3)?.publishedAt).toBeNull();
    impact.saveImpact({ ...q4, textEn: "Q4.", intent: "unpublish" });
    expect(impact.publishedImpact("en")).toBeNull();
  });

  it("refuses wrong input with a 400", () => {
    expect(statusOf(() => impact.saveImpact({ ...q3, intent: "delete" }))).toBe(400);
    expect(statusOf(() => impact.saveImpact({ from: "2026-09-30", to: "2026-07-01", intent: "save" }))).toBe(400);
    expect(statusOf(() => impact.saveImpact({ ...q3, textEn: "x".repeat(1201), intent: "save" }))).toBe(400);
    expect(statusOf(() => impact.saveImpact(null))).toBe(400);
  });
});
