import { createHash } from "node:crypto";
import { sanitizePostHtml } from "./sanitize.server";
import { normalisePlainText as normalise, plainTextToHtml } from "~/utils/plain-text-html";

export { plainTextToHtml };

/**
 * The post form's content box without JavaScript takes plain text (the JavaScript editor and the API send HTML):
 * blank lines make paragraphs, lines starting "- " (or "* ", "• ") a bulleted list, "1. " a numbered one, and bare
 * http(s) addresses become links. A post being edited is shown as plain text with a fingerprint of that text; when
 * the same text comes back the stored HTML is kept as it is, so formatting plain text cannot show is not lost.
 * The text → HTML rule itself is pure (app/utils/plain-text-html.ts): the editor also uses it for text typed before
 * it loaded.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
/** Decodes the character references sanitised HTML carries (named ones it writes, and any numeric one). */
export const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

const attr = (tag: string, name: string) =>
  decodeEntities(new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? "");

/** Stored (sanitised, well-formed) HTML → plain text in the syntax above, for the no-JavaScript textarea. */
export function htmlToPlainText(html: string): string {
  const blocks: string[] = [];
  let line = "";
  const lists: { kind: "ul" | "ol"; n: number }[] = [];
  let listLines: string[] = [];
  let link: { href: string; text: string } | null = null;
  const flushLine = () => {
    const text = line.replace(/[ \t]+/g, " ").trim();
    line = "";
    return text;
  };
  const endBlock = () => {
    const text = flushLine();
    if (lists.length > 0) {
      if (text) listLines.push(text);
    } else if (text) blocks.push(text);
  };
  for (const token of html.match(/<[^>]*>|[^<]+/g) ?? []) {
    if (token[0] !== "<") {
      const text = decodeEntities(token).replace(/\s+/g, " ");
      if (link) link.text += text;
      else line += text;
      continue;
    }
    const m = /^<(\/?)([a-z0-9]+)/i.exec(token);
    if (!m) continue;
    const closing = m[1] === "/";
    const tag = m[2].toLowerCase();
    if (tag === "br") line += "\n";
    else if (tag === "a" && !closing) link = { href: attr(token, "href"), text: "" };
    else if (tag === "a" && closing && link) {
      const text = link.text.trim();
      line += !link.href || text === link.href ? text || link.href : `${text} (${link.href})`;
      link = null;
    } else if (tag === "img") {
      const alt = attr(token, "alt");
      line += alt ? `[Image: ${alt}]` : "[Image]";
    } else if (tag === "ul" || tag === "ol") {
      if (!closing) {
        endBlock();
        lists.push({ kind: tag, n: 0 });
      } else {
        endBlock();
        lists.pop();
        if (lists.length === 0) {
          if (listLines.length) blocks.push(listLines.join("\n"));
          listLines = [];
        }
      }
    } else if (tag === "li" && !closing) {
      endBlock();
      const list = lists.at(-1);
      if (list) line = `${"  ".repeat(lists.length - 1)}${list.kind === "ul" ? "-" : `${++list.n}.`} `;
    } else if (["p", "h1", "h2", "h3", "blockquote", "pre", "figure", "figcaption", "li", "hr"].includes(tag)) {
      endBlock();
    }
  }
  endBlock();
  if (listLines.length) blocks.push(listLines.join("\n"));
  // Lines keep their own breaks (<br>), without stray spaces around them.
  return blocks
    .map((b) =>
      b
        .split("\n")
        .map((l) => (/^\s*([-•]|\d+\.)\s/.test(l) ? l.trimEnd() : l.trim()))
        .join("\n"),
    )
    .join("\n\n");
}

/** Not a secret: only tells the server the text came back as it was shown. */
export const textFingerprint = (text: string) =>
  createHash("sha256").update(normalise(text)).digest("base64url").slice(0, 32);

/** What the edit form's no-JavaScript box shows for a stored post. */
export function plainTextForEditing(html: string) {
  const text = htmlToPlainText(html);
  return {
    contentText: text,
    contentFingerprint: textFingerprint(text),
    contentLossy: sanitizePostHtml(plainTextToHtml(text)) !== html,
  };
}

/**
 * The page form's content, read in place: `contentFormat=text` marks the no-JavaScript box. Unchanged text (same
 * fingerprint) sends no content, so the stored HTML stays; other text becomes HTML. The marker fields never reach
 * the post itself. The API and the JavaScript editor send HTML without the marker and are left alone.
 */
export function applyPlainTextContent(fields: Record<string, unknown>) {
  const { contentFormat, contentFingerprint } = fields;
  delete fields.contentFormat;
  delete fields.contentFingerprint;
  if (contentFormat !== "text" || typeof fields.content !== "string") return;
  if (
    typeof contentFingerprint === "string" &&
    contentFingerprint !== "" &&
    contentFingerprint === textFingerprint(fields.content)
  ) {
    delete fields.content;
    return;
  }
  fields.content = plainTextToHtml(fields.content);
}
