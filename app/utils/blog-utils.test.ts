import { describe, expect, it } from "vitest";
import { parseListQueryLenient, postListQuerySchema } from "~/domain/blog/post-list-schema";
import { largeImagePath, masterPath, srcSet, variantPath, widthsFor } from "./image-sources";
import { blogListHref, pageWindow } from "./pagination";
import { displayAuthor, displayCategory, displayReadTime, displayTitle, visibleTags } from "./post-display";
import { shareLinks } from "./share-links";
import { escapeXml } from "./xml";

describe("post display defaults (SPEC §2)", () => {
  it("falls back to Untitled, General, Anonymous and 5 minutes", () => {
    expect([displayTitle(""), displayTitle("  "), displayTitle(null), displayTitle(" A ")]).toEqual([
      "Untitled",
      "Untitled",
      "Untitled",
      "A",
    ]);
    expect([displayCategory(""), displayCategory(undefined), displayCategory("Policy")]).toEqual([
      "General",
      "General",
      "Policy",
    ]);
    expect([displayAuthor(null), displayAuthor(""), displayAuthor("Aline")]).toEqual([
      "Anonymous",
      "Anonymous",
      "Aline",
    ]);
    expect([displayReadTime(0), displayReadTime(null), displayReadTime(Number.NaN), displayReadTime(7)]).toEqual([
      5, 5, 5, 7,
    ]);
  });

  it("shows at most ten tags, without blanks or extra #", () => {
    const tags = ["#one", "", " two ", ...Array.from({ length: 12 }, (_, i) => `t${i}`)];
    expect(visibleTags(tags)).toEqual(["one", "two", "t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7"]);
    expect(visibleTags("not a list")).toEqual([]);
    expect(visibleTags([1, null, "ok"])).toEqual(["ok"]);
  });
});

describe("list query schema", () => {
  it("defaults and strict validation for the API", () => {
    // No sort by default: newest first without a search, best match first with one (posts-query postOrder).
    expect(postListQuerySchema.parse({})).toEqual({ page: 1, limit: 20, order: "desc" });
    expect(postListQuerySchema.parse({ q: "  water ", category: "", page: "2", limit: "50" })).toMatchObject({
      q: "water",
      page: 2,
      limit: 50,
    });
    for (const bad of [
      { page: "0" },
      { page: "x" },
      { limit: "51" },
      { sort: "author" },
      { order: "up" },
      { q: "x".repeat(201) },
    ]) {
      expect(postListQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  it("ignores bad values on pages instead of failing", () => {
    const parsed = parseListQueryLenient(new URLSearchParams("page=abc&q=%20rain%20&category=Policy&sort=nope"));
    expect(parsed).toMatchObject({ page: 1, q: "rain", category: "Policy" });
    expect(parsed.sort).toBeUndefined();
    expect(parseListQueryLenient(new URLSearchParams("page=3")).page).toBe(3);
  });
});

describe("responsive image URLs", () => {
  const hash = "a".repeat(32);
  it("offers only widths up to the picture's own", () => {
    expect(widthsFor(1600)).toEqual([400, 800, 1200]);
    expect(widthsFor(1200)).toEqual([400, 800, 1200]);
    expect(widthsFor(640)).toEqual([400, 640]);
    expect(widthsFor(300)).toEqual([300]);
  });
  it("never asks for a width above the picture's own (issue 23: a 350 px upload in the editor)", () => {
    expect(variantPath({ hash, width: 350 }, 800, "jpg")).toBe(`/images/${hash}/350.jpg`);
    expect(variantPath({ hash, width: 1600 }, 800, "jpg")).toBe(`/images/${hash}/800.jpg`);
    expect(variantPath({ hash, width: 1000 }, 1200, "webp")).toBe(`/images/${hash}/1000.webp`);
    expect(variantPath({ hash, width: 1600 }, 300, "jpg")).toBe(`/images/${hash}/400.jpg`);
    for (const width of [40, 350, 399, 400, 640, 800, 1199, 1200, 1600]) {
      for (const wanted of [100, 400, 800, 1200, 1600, 5000]) {
        const asked = Number(/\/(\d+)\.jpg$/.exec(variantPath({ hash, width }, wanted, "jpg"))![1]);
        expect(asked, `${wanted} of ${width}`).toBeLessThanOrEqual(width);
        expect(widthsFor(width)).toContain(asked);
      }
    }
  });
  it("builds srcsets and the preview URL", () => {
    expect(srcSet({ hash, width: 1200 }, "webp")).toBe(
      `/images/${hash}/400.webp 400w, /images/${hash}/800.webp 800w, /images/${hash}/1200.webp 1200w`,
    );
    expect(masterPath(hash)).toBe(`/images/${hash}/1600.jpg`);
    expect(largeImagePath({ kind: "uploaded", hash, width: 640, height: 360, alt: "" })).toBe(
      `/images/${hash}/640.jpg`,
    );
    expect(largeImagePath({ kind: "external", url: "https://x.org/a.jpg" })).toBe("https://x.org/a.jpg");
  });
});

describe("pagination", () => {
  it("windows long page lists with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
  it("keeps the filters in page links", () => {
    expect(blogListHref({}, 1)).toBe("/blog");
    expect(blogListHref({ q: "a b", category: "Mental Health" }, 2)).toBe("/blog?q=a+b&category=Mental+Health&page=2");
  });
});

describe("share links and XML", () => {
  it("encodes the URL and title", () => {
    const links = shareLinks("https://x.org/blog/1?a=b", "Q&A");
    expect(links.map((l) => l.name)).toEqual(["WhatsApp", "Facebook", "X", "Email"]);
    expect(links[1].href).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.org%2Fblog%2F1%3Fa%3Db");
    expect(links[3].href.startsWith("mailto:?subject=Q%26A")).toBe(true);
  });
  it("escapes XML and drops characters XML forbids", () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });
});
