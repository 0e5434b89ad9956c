import { describe, expect, it } from "vitest";
import { picturePageHref, readPictureQuery } from "./picture-page";

const hash = "0123456789abcdef0123456789abcdef";

describe("the picture's own page (issue 35)", () => {
  it("round-trips a picture, its alt text and the way back", () => {
    const href = picturePageHref("/rw/picture", {
      src: `/images/${hash}/800.jpg`,
      alt: "Abana & ababyeyi",
      back: "/rw/blog/x",
    });
    expect(href.startsWith("/rw/picture?")).toBe(true);
    expect(readPictureQuery(new URL(href, "http://x").searchParams)).toEqual({
      src: `/images/${hash}/800.jpg`,
      alt: "Abana & ababyeyi",
      back: "/rw/blog/x",
    });
  });

  it("refuses another site's picture or a file that is no variant, and never goes back off the site", () => {
    const read = (q: string) => readPictureQuery(new URLSearchParams(q));
    expect(read("src=https://evil.example/a.jpg")).toBeNull();
    expect(read(`src=/images/${hash}/../../etc/passwd`)).toBeNull();
    expect(read(`src=/images/${hash}/tiny.webp`)).toBeNull();
    expect(read("")).toBeNull();
    expect(read(`src=/images/${hash}/400.webp&back=//evil.example`)?.back).toBe("/");
    expect(read(`src=/images/${hash}/400.webp&back=https://evil.example`)?.back).toBe("/");
    expect(read(`src=/images/${hash}/400.webp&alt=${"a".repeat(501)}`)?.alt).toBe("");
  });
});
