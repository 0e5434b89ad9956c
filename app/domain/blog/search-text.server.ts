import { computeReadTime } from "~/utils/read-time";
import { decodeEntities } from "./plain-text.server";

/**
 * Pure helpers of the full-text search (issue 16), no database: the large-site generator imports them too.
 * The index itself (posts_fts and its triggers) is in drizzle/0005_post_search_text.sql.
 */

// Tags that sit inside a word in practice ("<strong>Sa</strong>nté"): dropped without a space, so the word
// stays whole. Every other tag ends a word (paragraphs, list items, line breaks, images).
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "code",
  "em",
  "i",
  "mark",
  "s",
  "small",
  "span",
  "strike",
  "strong",
  "sub",
  "sup",
  "u",
]);

/**
 * The words of a post's HTML, for the index: no tag names and no attribute values (a link's address, an
 * image's source or a class never make a post match), character references decoded, white space collapsed.
 */
export function postSearchText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_tag, name: string) => (INLINE.has(name.toLowerCase()) ? "" : " "))
      // A stray "<" that starts no tag is text; anything left that looks like a tag is not.
      .replace(/<[^>\s][^>]*>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** What every write of a post's content also writes: one place, so no write path forgets the index. */
export const contentDerived = (content: string) => ({
  readTime: computeReadTime(content),
  searchText: postSearchText(content),
});

const MAX_TERMS = 16;

/**
 * A visitor's search as an FTS5 query that cannot be anything else: each white-space separated term becomes a
 * quoted string (inner quotes doubled), so `NEAR`, `AND`, `*`, `(`, `title:x` and `one-health` are words, not
 * syntax, with a trailing `*` for prefix matches ("educ" finds "education"); terms are ANDed. A term with no
 * letter or digit yields no word for the tokenizer and is left out. Null when nothing searchable is left.
 */
export function ftsMatchQuery(q: string | undefined): string | null {
  const terms = (q ?? "")
    .normalize("NFC")
    .split(/\s+/)
    .filter((t) => /[\p{L}\p{N}]/u.test(t))
    .slice(0, MAX_TERMS);
  return terms.length ? terms.map((t) => `"${t.replace(/"/g, '""')}"*`).join(" ") : null;
}
