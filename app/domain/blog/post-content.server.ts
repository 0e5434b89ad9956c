import { createHash } from "node:crypto";
import { prepareContent } from "./sanitize.server";

// Sanitised HTML by hash of the stored HTML: a popular post is sanitised once, not on every view.
const cache = new Map<string, string>();
const CACHE_ENTRIES = 200;

/**
 * The HTML a detail page injects. Content is sanitised when it is saved; it is cut at 50 000 characters and
 * sanitised again here because this is where it becomes markup in the reader's browser, and a row written
 * by anything but the app (an import, a restore, a direct SQL fix) must not be able to run script.
 */
export function renderPostContent(stored: string): string {
  if (stored.trim() === "") return "";
  const key = createHash("sha1").update(stored).digest("base64");
  const hit = cache.get(key);
  if (hit !== undefined) {
    // Re-insert: Map keeps insertion order, so the oldest entry is the least recently used.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const html = prepareContent(stored);
  cache.set(key, html);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return html;
}
