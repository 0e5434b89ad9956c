import { describe, expect, it } from "vitest";
import {
  applyPlainTextContent,
  htmlToPlainText,
  plainTextForEditing,
  plainTextToHtml,
  textFingerprint,
} from "./plain-text.server";
import { sanitizePostHtml } from "./sanitize.server";

describe("plain text from the no-JavaScript content box", () => {
  it("makes paragraphs, line breaks, lists and links, escaping the rest", () => {
    const text =
      "Muraho! Ça va « très » bien — merci.\nSecond line\r\n\r\n- one\n- two & <three>\n\n1. first\n2. second\n\nSee https://example.org/a?b=1&c=2. Or http://x.rw)";
    expect(plainTextToHtml(text)).toBe(
      "<p>Muraho! Ça va « très » bien — merci.<br>Second line</p><ul><li>one</li><li>two &amp; &lt;three&gt;</li></ul>" +
        "<ol><li>first</li><li>second</li></ol>" +
        '<p>See <a href="https://example.org/a?b=1&amp;c=2">https://example.org/a?b=1&amp;c=2</a>. Or <a href="http://x.rw">http://x.rw</a>)</p>',
    );
  });

  it("splits a list that follows a line without a blank line between", () => {
    expect(plainTextToHtml("Bring:\n- water\n- a hat\nThanks")).toBe(
      "<p>Bring:</p><ul><li>water</li><li>a hat</li></ul><p>Thanks</p>",
    );
  });

  it("never lets markup through", () => {
    const html = sanitizePostHtml(
      plainTextToHtml('<script>alert(1)</script> javascript:alert(1) "https://x.org/"onmouseover=1'),
    );
    expect(html).not.toMatch(/<script|<[^>]*\sonmouseover/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("renders stored HTML as the same plain text, which converts back to the same HTML", () => {
    const stored = sanitizePostHtml(
      plainTextToHtml("Hello there.\n\n- a\n- b\n\n1. x\n2. y\n\nSee https://example.org/"),
    );
    const text = htmlToPlainText(stored);
    expect(text).toBe("Hello there.\n\n- a\n- b\n\n1. x\n2. y\n\nSee https://example.org/");
    expect(plainTextForEditing(stored).contentLossy).toBe(false);
  });

  it("says when plain text would lose formatting", () => {
    const stored = sanitizePostHtml(
      '<h2>Title</h2><p>Some <strong>bold</strong> and <a href="https://e.org/">a link</a>.</p><p><img src="https://e.org/p.jpg" alt="A pic"></p>',
    );
    expect(htmlToPlainText(stored)).toBe("Title\n\nSome bold and a link (https://e.org/).\n\n[Image: A pic]");
    expect(plainTextForEditing(stored).contentLossy).toBe(true);
  });

  it("keeps the stored HTML when the text comes back unchanged, converts it otherwise, and drops the markers", () => {
    const { contentText, contentFingerprint } = plainTextForEditing("<h2>Kept</h2><p>as is</p>");
    const same: Record<string, unknown> = {
      content: contentText.replace(/\n/g, "\r\n") + "\r\n",
      contentFormat: "text",
      contentFingerprint,
      title: "t",
    };
    applyPlainTextContent(same);
    expect(same).toEqual({ title: "t" });

    const changed: Record<string, unknown> = {
      content: contentText + " more",
      contentFormat: "text",
      contentFingerprint,
    };
    applyPlainTextContent(changed);
    expect(changed).toEqual({ content: "<p>Kept</p><p>as is more</p>" });

    const forged: Record<string, unknown> = {
      content: "<p>html</p>",
      contentFingerprint: textFingerprint("<p>html</p>"),
    };
    applyPlainTextContent(forged);
    expect(forged).toEqual({ content: "<p>html</p>" });
  });
});
