import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("search-terms-test");

let m: {
  terms: typeof import("./search-terms.server");
  dbm: typeof import("~/platform/data/db.server");
};
beforeAll(async () => {
  m = { terms: await import("./search-terms.server"), dbm: await import("~/platform/data/db.server") };
});
afterAll(() => tmp.cleanup());

describe("normaliseSearch", () => {
  it.each([
    ["  Contraception  ", "contraception"],
    ["PERIOD   pain?!", "period pain"],
    ["Ubuzima bw’imyororokere", "ubuzima bw'imyororokere"],
    ["santé mentale", "santé mentale"],
    ["ＨＩＶ test", "hiv test"],
    ["hiv", "hiv"],
  ])("%j → %j", (raw, term) => expect(m.terms.normaliseSearch(raw)).toBe(term));

  it.each([
    ["", "empty"],
    ["ab", "under 3 characters"],
    ["  a! ", "under 3 characters once cleaned"],
    ["jean@example.org", "an e-mail address"],
    ["write to me at someone @ gmail", "an address with a space"],
    ["0788123456", "a phone number"],
    ["+250 788 123 456", "a phone number with spaces"],
    ["call 078-812-3456 please", "a phone number in a sentence"],
  ])("%j is not kept (%s)", (raw) => expect(m.terms.normaliseSearch(raw)).toBeNull());

  it("keeps years and short numbers", () => {
    expect(m.terms.normaliseSearch("report 2026")).toBe("report 2026");
  });
});

describe("searchOf and the list page's header", () => {
  it("reads the area and results of the blog's and library's first pages only", () => {
    expect(m.terms.searchResultHeaders("hiv", 1, 4)).toEqual({ "X-Search-Results": "4" });
    expect(m.terms.searchResultHeaders("hiv", 2, 4)).toEqual({});
    expect(m.terms.searchResultHeaders(undefined, 1, 4)).toEqual({});
    const q = new URLSearchParams("q=HIV");
    expect(m.terms.searchOf("/blog", q, "4")).toEqual({ area: "blog", q: "HIV", results: 4 });
    expect(m.terms.searchOf("/questions", q, "0")).toEqual({ area: "questions", q: "HIV", results: 0 });
    expect(m.terms.searchOf("/blog", q, null)).toBeNull();
    expect(m.terms.searchOf("/events", q, "2")).toBeNull();
  });
});

describe("recordSearch", () => {
  it("counts searches by normalised text with and without results, and keeps nothing personal", () => {
    const day = new Date("2026-11-20T12:00:00Z");
    expect(m.terms.recordSearch("blog", "Contraception", 3, day)).toBe("contraception");
    expect(m.terms.recordSearch("blog", "contraception ", 3, day)).toBe("contraception");
    expect(m.terms.recordSearch("questions", "period pain", 0, day)).toBe("period pain");
    expect(m.terms.recordSearch("questions", "Period pain!", 0, day)).toBe("period pain");
    expect(m.terms.recordSearch("questions", "me@example.org", 0, day)).toBeNull();
    expect(m.terms.recordSearch("questions", "0788123456", 0, day)).toBeNull();
    m.terms.flushSearches();
    const rows = m.dbm.sqlite
      .prepare("select day, area, term, searches, empty_searches as empty, results from search_terms order by area")
      .all();
    expect(rows).toEqual([
      { day: "2026-11-20", area: "blog", term: "contraception", searches: 2, empty: 0, results: 3 },
      { day: "2026-11-20", area: "questions", term: "period pain", searches: 2, empty: 2, results: 0 },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/example\.org|0788/);
  });
});
