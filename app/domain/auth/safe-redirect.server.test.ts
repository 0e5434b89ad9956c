import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("safe-redirect");
let safeRedirectTo: typeof import("./access.server").safeRedirectTo;
beforeAll(async () => {
  ({ safeRedirectTo } = await import("./access.server"));
});
afterAll(() => tmp.cleanup());

describe("safeRedirectTo", () => {
  it.each([
    "/\t/evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "//evil.example",
    "///evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/a\0b",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "/blog/é",
    "/blog/\u2028",
    " /blog",
    "/blog with space",
    "",
  ])("refuses %j", (value) => {
    expect(safeRedirectTo(value)).toBe("/");
  });

  it.each(["/", "/blog", "/blog/abc?x=1#top", "/contact#message-us", "/admin/blog?category=Research&q=a%20b"])(
    "keeps %j",
    (value) => {
      expect(safeRedirectTo(value)).toBe(value);
    },
  );

  it("falls back for non-strings and very long values", () => {
    expect(safeRedirectTo(null)).toBe("/");
    expect(safeRedirectTo(undefined, "/x")).toBe("/x");
    expect(safeRedirectTo(`/${"a".repeat(3000)}`)).toBe("/");
  });
});
