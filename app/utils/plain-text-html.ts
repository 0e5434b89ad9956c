/**
 * Plain text → the HTML the post editor would have made (sanitised later, as every write is): blank lines make
 * paragraphs, lines starting "- " (or "* ", "• ") a bulleted list, "1. " a numbered one, and bare http(s) addresses
 * become links. Pure: the server reads the no-JavaScript box with it (app/domain/blog/plain-text.server.ts), and
 * the rich-text editor with it keeps what was typed into that box before the editor loaded.
 */

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBER = /^\s*\d{1,3}[.)]\s+(.*)$/;
const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/gi;

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Escaped text with bare addresses as links (a sentence's closing punctuation is not part of the address). */
function inline(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    let url = match[0];
    const trail = /[.,;:!?)\]]+$/.exec(url)?.[0] ?? "";
    url = url.slice(0, url.length - trail.length);
    const start = match.index ?? 0;
    out += escapeHtml(text.slice(last, start)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return out + escapeHtml(text.slice(last));
}

export const normalisePlainText = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .trim();

/** Plain text → the HTML the editor would have made (sanitised later, as every write is). */
export function plainTextToHtml(text: string): string {
  const html: string[] = [];
  for (const block of normalisePlainText(text).split(/\n{2,}/)) {
    const lines = block.split("\n").filter((l) => l.trim() !== "");
    let i = 0;
    while (i < lines.length) {
      const kind = BULLET.test(lines[i]) ? "ul" : NUMBER.test(lines[i]) ? "ol" : "p";
      const pattern = kind === "ul" ? BULLET : NUMBER;
      const run: string[] = [];
      if (kind === "p") {
        while (i < lines.length && !BULLET.test(lines[i]) && !NUMBER.test(lines[i]))
          run.push(inline(lines[i++].trim()));
        html.push(`<p>${run.join("<br>")}</p>`);
      } else {
        while (i < lines.length && pattern.test(lines[i]))
          run.push(`<li>${inline(pattern.exec(lines[i++])![1].trim())}</li>`);
        html.push(`<${kind}>${run.join("")}</${kind}>`);
      }
    }
  }
  return html.join("");
}
