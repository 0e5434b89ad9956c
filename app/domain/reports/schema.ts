// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * What the reports count (issue 39, docs/decisions/042): visits and searches, as numbers only. No row holds an
 * address, a user agent, a visitor's hash, an e-mail address or a phone number: the hashes that tell one visitor
 * from another within a day live in the server's memory with that day's secret, and both go at midnight (UTC).
 */

/** What a visit count is split by: the whole page (`all`, value ""), or one of its facets. */
export const VISIT_KINDS = ["all", "lang", "device", "channel", "utm_source", "utm_campaign"] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/**
 * Page views and daily unique visitors, per day (UTC, `YYYY-MM-DD`), page and facet. `path` is the page's path
 * without its query, or `*` for the whole site. `visitors` counts a visitor once per day, page and facet value; a
 * visitor who asked not to be tracked (Sec-GPC, DNT) adds a view and never a visitor.
 */
export const visitCounts = sqliteTable(
  "visit_counts",
  {
    day: text("day").notNull(),
    path: text("path").notNull(),
    kind: text("kind", { enum: VISIT_KINDS }).notNull(),
    value: text("value").notNull().default(""),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.kind, t.value] })],
);

export const SEARCH_AREAS = ["blog", "questions"] as const;
export type SearchArea = (typeof SEARCH_AREAS)[number];

/**
 * Searches of the blog and the questions library by their normalised text (search-terms.server.ts), per day:
 * how many times, how many of those found nothing, and the number of results the last one found.
 */
export const searchTerms = sqliteTable(
  "search_terms",
  {
    day: text("day").notNull(),
    area: text("area", { enum: SEARCH_AREAS }).notNull(),
    term: text("term").notNull(),
    searches: integer("searches").notNull().default(0),
    emptySearches: integer("empty_searches").notNull().default(0),
    results: integer("results").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.area, t.term] })],
);

export type VisitCount = typeof visitCounts.$inferSelect;
export type SearchTerm = typeof searchTerms.$inferSelect;
