import { batchedRows } from "./batched-rows.server";
import type { SearchArea } from "./schema";
import { dayOf } from "./visitor-hash.server";

/**
 * What people looked for (issue 39): searches of the blog and the questions library, by normalised text, with the
 * number of results. The list page says how many it found in a response header (searchResultHeaders), which the
 * guest cache keeps with the page, so a search answered from the cache is counted as one rendered is; the server
 * counts it when the page has gone, by the page view's rules (visit-request.server.ts: no bots, no staff).
 */
export const SEARCH_RESULTS_HEADER = "X-Search-Results";

// Any "@" at all: an address written with spaces around it is still an address.
const EMAIL_LIKE = /@/;
// Seven digits or more in a row, with the spaces, dots, dashes, brackets or plus a phone number is written with.
const PHONE_LIKE = /\+?\d(?:[\s().-]*\d){6,}/;

/**
 * A search as kept: lower case, letters, digits, apostrophes and dashes, single spaces, at most 80 characters; null
 * when it is not to be kept at all (under 3 characters, or anything like an e-mail address or a phone number).
 */
export function normaliseSearch(raw: string | null | undefined): string | null {
  const text = (raw ?? "").normalize("NFKC").trim();
  if (EMAIL_LIKE.test(text) || PHONE_LIKE.test(text)) return null;
  const term = text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80)
    .trim();
  return [...term].length < 3 ? null : term;
}

/** The header a list page sends when it answered a search (its first page only: paging is not searching again). */
export function searchResultHeaders(q: string | undefined, page: number, total: number): Record<string, string> {
  return q && page === 1 ? { [SEARCH_RESULTS_HEADER]: String(total) } : {};
}

/** The search a finished page answered: its area and the results it announced, or null. */
export function searchOf(pagePath: string, params: URLSearchParams, announced: string | null) {
  const area: SearchArea | null = /^\/(blog)$/.test(pagePath)
    ? "blog"
    : /^\/questions$/.test(pagePath)
      ? "questions"
      : null;
  const results = Number.parseInt(announced ?? "", 10);
  if (!area || !Number.isSafeInteger(results) || results < 0) return null;
  return { area, q: params.get("q"), results };
}

type Row = { day: string; area: SearchArea; term: string; searches: number; empty: number; results: number };
const batch = batchedRows<Row>(
  `insert into search_terms (day, area, term, searches, empty_searches, results) values (?, ?, ?, ?, ?, ?)
   on conflict (day, area, term) do update set searches = searches + excluded.searches,
   empty_searches = empty_searches + excluded.empty_searches, results = excluded.results`,
  (r) => [r.day, r.area, r.term, r.searches, r.empty, r.results],
  "search counts",
);

/** Counts one search (written with the next second's batch); returns the term kept, or null when not kept. */
export function recordSearch(
  area: SearchArea,
  raw: string | null | undefined,
  results: number,
  now = new Date(),
  times = 1,
) {
  const term = normaliseSearch(raw);
  if (term === null) return null;
  const day = dayOf(now);
  const row = batch.row(`${day}\t${area}\t${term}`, () => ({ day, area, term, searches: 0, empty: 0, results }));
  row.searches += times;
  row.results = results;
  if (results === 0) row.empty += times;
  return term;
}

/** Writes what is pending (the timer's job; also on shutdown and in tests). Never throws. */
export const flushSearches = batch.flush;
