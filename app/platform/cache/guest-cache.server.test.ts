import { describe, expect, it } from "vitest";
import {
  ByteLru,
  cacheKey,
  chooseEncoding,
  guestPages,
  invalidateGuestPages,
  isGuestRequest,
} from "./guest-cache.server";

const item = (bytes: number, expires = Number.MAX_SAFE_INTEGER) => ({ bytes, expires });

describe("ByteLru", () => {
  it("keeps the total under its byte budget by dropping the least recently used", () => {
    const lru = new ByteLru(800);
    lru.set("a", item(100));
    lru.set("b", item(100));
    lru.set("c", item(100));
    expect(lru.get("a")).toBeDefined(); // a is now the most recent; b the oldest
    for (let i = 0; i < 6; i++) lru.set(`x${i}`, item(100));
    expect(lru.bytes).toBeLessThanOrEqual(800);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.size).toBe(8);
  });

  it("counts a replaced value once and refuses a value larger than an eighth of the budget", () => {
    const lru = new ByteLru(800);
    lru.set("a", item(100));
    lru.set("a", item(50));
    expect(lru.bytes).toBe(50);
    expect(lru.set("big", item(101))).toBe(false);
    expect(lru.get("big")).toBeUndefined();
    expect(lru.bytes).toBe(50);
  });

  it("forgets an expired value and its bytes", () => {
    const lru = new ByteLru(800);
    lru.set("a", item(100, 1_000));
    expect(lru.get("a", 999)).toBeDefined();
    expect(lru.get("a", 1_000)).toBeUndefined();
    expect(lru.bytes).toBe(0);
    expect(lru.size).toBe(0);
  });
});

describe("cacheKey", () => {
  const BLOG = ["q", "category", "page"];

  it("keeps only the page's parameters, in the page's order", () => {
    expect(cacheKey("/blog", "?page=2&utm_source=whatsapp&category=Health&q=sant%C3%A9&fbclid=x", BLOG)).toBe(
      "/blog?q=sant%C3%A9&category=Health&page=2",
    );
    expect(cacheKey("/blog", "?category=Health&page=2", BLOG)).toBe(cacheKey("/blog", "?page=2&category=Health", BLOG));
  });

  it("drops blank and unknown parameters, so they never add an entry", () => {
    expect(cacheKey("/blog", "?q=&category=%20", BLOG)).toBe("/blog");
    expect(cacheKey("/blog", "?x=1", BLOG)).toBe("/blog");
    expect(cacheKey("/blog/abc", "?utm_source=x", [])).toBe("/blog/abc");
  });

  it("reads one value per parameter, however it was encoded", () => {
    expect(cacheKey("/blog", "?q=one+health&q=other", BLOG)).toBe(cacheKey("/blog", "?q=one%20health", BLOG));
  });
});

describe("isGuestRequest", () => {
  it("is a guest only with no cookie and no Authorization", () => {
    expect(isGuestRequest(undefined, undefined)).toBe(true);
    expect(isGuestRequest("", null)).toBe(true);
    expect(isGuestRequest("__session=abc", null)).toBe(false);
    expect(isGuestRequest("__toast=abc", null)).toBe(false);
    expect(isGuestRequest("__contact_draft=abc", null)).toBe(false);
    expect(isGuestRequest(undefined, "Bearer abcdefghijklmnopqrstuvwxyz")).toBe(false);
  });
});

describe("chooseEncoding", () => {
  it("prefers br, then gzip, then the plain bytes, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBeNull();
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0")).toBe("gzip");
  });
});

describe("invalidateGuestPages", () => {
  it("empties the store and moves the generation on, so a render under way is not stored", () => {
    guestPages.pages.set("/about", {
      headers: [],
      identity: Buffer.from("x"),
      br: Buffer.from("x"),
      gzip: Buffer.from("x"),
      etag: 'W/"x"',
      viewPostId: null,
      slots: null,
      bytes: 10,
      expires: Number.MAX_SAFE_INTEGER,
    });
    const before = guestPages.generation;
    invalidateGuestPages();
    expect(guestPages.pages.size).toBe(0);
    expect(guestPages.generation).toBe(before + 1);
  });
});
