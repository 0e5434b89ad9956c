export const WORDS_PER_MINUTE = 200;
export const DEFAULT_READ_TIME = 5;

/** Minutes to read an HTML body: about 200 words a minute, never less than 1. */
export function computeReadTime(html: string): number {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
