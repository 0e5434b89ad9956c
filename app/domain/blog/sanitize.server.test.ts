import { describe, expect, it } from "vitest";
import { DEMO_POSTS } from "~/content/demo/posts";
import { MAX_CONTENT_CHARS, MAX_DATA_IMAGE_CHARS, prepareContent, sanitizePostHtml } from "./sanitize.server";

describe("the post HTML sanitiser (SPEC §5)", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const out = sanitizePostHtml(
      `<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">`,
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain("<p>Hi</p>");
  });
  it("blanks image sources that are not http, https or data URLs", () => {
    // sanitize-html drops a disallowed src entirely, which is the "blank" of the spec.
    expect(sanitizePostHtml(`<img src="ftp://x/y.png">`)).not.toMatch(/src="[^"]/);
    expect(sanitizePostHtml(`<img src="https://x.org/y.png">`)).toContain('src="https://x.org/y.png"');
  });
  it("keeps http(s), mailto, tel and relative links; blanks other protocols", () => {
    expect(sanitizePostHtml(`<a href="mailto:a@b.org">m</a>`)).toContain('href="mailto:a@b.org"');
    expect(sanitizePostHtml(`<a href="/contact">c</a>`)).toContain('href="/contact"');
    expect(sanitizePostHtml(`<a href="data:text/html,x">d</a>`)).not.toMatch(/href="[^"]/);
    expect(sanitizePostHtml(`<a href="vbscript:x">v</a>`)).not.toMatch(/href="[^"]/);
  });
  it("turns video embeds into links and keeps indent levels 1 to 8 only", () => {
    expect(sanitizePostHtml(`<iframe src="https://video.example/v/1"></iframe>`)).toMatch(
      /<a href="https:\/\/video.example\/v\/1"/,
    );
    expect(sanitizePostHtml(`<p class="ql-indent-8">a</p><p class="ql-indent-9">b</p>`)).toBe(
      '<p class="ql-indent-8">a</p><p>b</p>',
    );
  });
  it("cuts content at 50000 characters", () => {
    expect(prepareContent("a".repeat(MAX_CONTENT_CHARS + 500)).length).toBe(MAX_CONTENT_CHARS);
  });
  it("keeps our own uploaded images by their exact path and blanks other relative or oversized sources", () => {
    const own = "/images/0123456789abcdef0123456789abcdef/1600.jpg";
    expect(sanitizePostHtml(`<img src="${own}" alt="a">`)).toContain(`src="${own}"`);
    expect(sanitizePostHtml(`<img src="/admin/evil.svg">`)).not.toMatch(/src="[^"]/);
    expect(sanitizePostHtml(`<img src="/images/../app.db">`)).not.toMatch(/src="[^"]/);
    const small = `data:image/png;base64,${"A".repeat(100)}`;
    expect(sanitizePostHtml(`<img src="${small}">`)).toContain(small);
    const huge = `data:image/png;base64,${"A".repeat(MAX_DATA_IMAGE_CHARS)}`;
    expect(sanitizePostHtml(`<img src="${huge}">`)).not.toMatch(/src="[^"]/);
    expect(sanitizePostHtml(`<img src="data:text/html;base64,PHNjcmlwdD4=">`)).not.toMatch(/src="[^"]/);
  });
  it("is stable: sanitising stored content again changes nothing (an untouched post saves unchanged)", () => {
    for (const post of DEMO_POSTS) {
      const once = prepareContent(post.content);
      expect(sanitizePostHtml(once)).toBe(once);
    }
    const rich = `<h2 class="ql-align-center">T</h2><p class="ql-indent-2"><a href="mailto:a@b.org">m</a> <img src="https://x.org/p.jpg" alt="p"></p>`;
    expect(sanitizePostHtml(sanitizePostHtml(rich))).toBe(sanitizePostHtml(rich));
  });

  it("keeps a body image's figure and caption, and nothing that runs in them", () => {
    const dirty = `<figure onclick="x()" id="f"><img src="/images/${"a".repeat(32)}/1600.jpg" alt="Nurses at the clinic" onerror="x()"><figcaption style="color:red" onmouseover="x()">Photo: <b>Aline</b> <script>x()</script></figcaption></figure>`;
    expect(sanitizePostHtml(dirty)).toBe(
      `<figure><img src="/images/${"a".repeat(32)}/1600.jpg" alt="Nurses at the clinic" loading="lazy" decoding="async" /><figcaption>Photo: <b>Aline</b> </figcaption></figure>`,
    );
  });
});
