import { describe, expect, it } from "vitest";
import { withPlaceholders } from "./placeholders";

const HASH = "0123456789abcdef0123456789abcdef";

describe("the data saver's placeholders in a post's body (issue 27)", () => {
  it("turns the site's pictures into a blurred tiny variant inside a link to the picture", () => {
    const out = withPlaceholders(
      `<p>Hi</p><p><img src="/images/${HASH}/800.jpg" alt="A &quot;cow&quot;" width="800" height="600"></p>`,
      "Show picture",
    );
    expect(out).toBe(
      `<p>Hi</p><p><a href="/images/${HASH}/800.jpg" data-tap-load="/images/${HASH}/800.jpg" class="relative block overflow-hidden"><img src="/images/${HASH}/tiny.webp" alt="A &quot;cow&quot;" width="800" height="600" class="blur-lg"><span class="absolute inset-0 m-auto flex h-11 w-fit items-center rounded-full bg-slate-900/80 px-4 text-sm font-semibold text-white">Show picture</span></a></p>`,
    );
  });

  it("leaves another site's picture as a link only, and text without pictures as it is", () => {
    const out = withPlaceholders(`<img src="https://example.org/a.jpg" alt="x">`, "Erekana <ifoto>");
    expect(out).not.toContain("<img");
    expect(out).toContain(`href="https://example.org/a.jpg"`);
    expect(out).toContain("Erekana &lt;ifoto>");
    expect(withPlaceholders("<p>No pictures</p>", "Show")).toBe("<p>No pictures</p>");
  });

  it("without JavaScript opens the picture's own page, given the picture and its alt text as written (issue 35)", () => {
    const out = withPlaceholders(
      `<img src="/images/${HASH}/800.jpg" alt="A &quot;cow&quot; &amp; a calf">`,
      "Show picture",
      (src, alt) => `/rw/picture?src=${src}&alt=${alt}`,
    );
    expect(out).toContain(`href="/rw/picture?src=/images/${HASH}/800.jpg&amp;alt=A &quot;cow&quot; &amp; a calf"`);
    expect(out).toContain(`data-tap-load="/images/${HASH}/800.jpg"`);
  });
});
