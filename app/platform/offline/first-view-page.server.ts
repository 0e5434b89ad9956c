import { chooseEncoding } from "~/platform/cache/guest-cache.server";
import { brotliText, gzipText } from "~/platform/http/compress-text.server";
import { isSameOrigin, type RequestSignals } from "~/platform/http/origin.server";
import { pageRules } from "./data-saver-page.server";

/**
 * A first-time visitor, without a cookie: a page asked for from anywhere but a page of this site (a WhatsApp link,
 * a search, an address typed). A reader coming from one of our pages had the stylesheet linked there.
 */
export const isFirstView = (request: RequestSignals) => !isSameOrigin(request);

/**
 * A first-time visitor's copy of a public page (issue 40, docs/decisions/044): the page paints from its first
 * round trip. The site's stylesheet link leaves `<head>` for a `<style>` of the rules this page uses (the data
 * saver's `pageRules`), and comes back just before `</body>`: a stylesheet there blocks nothing above it, so the
 * page is drawn from the inline rules and the whole sheet (the same rules, and those of anything made later) is
 * fetched for the next pages without a script, and without the `onload` trick a strict CSP refuses.
 * Null when the page links no stylesheet (the data saver's copy has its own already).
 */
export function firstViewPage(html: string): string | null {
  const rules = pageRules(html);
  const end = html.lastIndexOf("</body>");
  if (!rules || end === -1) return null;
  const at = html.indexOf(rules.tag);
  return `${html.slice(0, at)}<style>${rules.css}</style>${html.slice(at + rules.tag.length, end)}${rules.tag}${html.slice(end)}`;
}

/**
 * The rewritten page encoded for the reader: brotli 6 rather than compression()'s 4 (about 900 bytes fewer on
 * `/fr/ask`, the difference between one round trip and two, for 2–3 ms of a pool thread), gzip 9, or plain.
 * compression() leaves a response that already has a Content-Encoding alone.
 */
export async function encodeFirstView(html: string, acceptEncoding: string | null) {
  const encoding = chooseEncoding(acceptEncoding ?? undefined);
  const body =
    encoding === "br" ? await brotliText(html, 6) : encoding === "gzip" ? await gzipText(html) : Buffer.from(html);
  return { body, encoding };
}
