import { describe, expect, it } from "vitest";
import { MAX_CONTENT_CHARS, prepareContent, sanitizePostHtml } from "./sanitize.server";

describe("the post HTML sanitiser (SPEC §5)", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const out = sanitizePostHtml(`<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">`);
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
    expect(sanitizePostHtml(`<iframe src="https://video.example/v/1"></iframe>`)).toMatch(/<a href="https:\/\/video.example\/v\/1"/);
    expect(sanitizePostHtml(`<p class="ql-indent-8">a</p><p class="ql-indent-9">b</p>`)).toBe('<p class="ql-indent-8">a</p><p>b</p>');
  });
  it("cuts content at 50000 characters", () => {
    expect(prepareContent("a".repeat(MAX_CONTENT_CHARS + 500)).length).toBe(MAX_CONTENT_CHARS);
  });
});
