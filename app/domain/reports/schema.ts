// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../../platform/data/columns";

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

/**
 * The impact report of a period (issue 39): the short text staff write for it, in each language, kept with the
 * period's days. The figures are not stored: they are counted again from the data when shown. At most one report
 * is public at a time (`publishedAt` set), at /impact, /rw/impact and /fr/impact.
 */
export const impactReports = sqliteTable(
  "impact_reports",
  {
    id: id(),
    fromDay: text("from_day").notNull(),
    toDay: text("to_day").notNull(),
    textEn: text("text_en").notNull().default(""),
    textFr: text("text_fr").notNull().default(""),
    textRw: text("text_rw").notNull().default(""),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [uniqueIndex("impact_reports_period_unique").on(t.fromDay, t.toDay)],
);

export type ImpactReport = typeof impactReports.$inferSelect;
export type VisitCount = typeof visitCounts.$inferSelect;
export type SearchTerm = typeof searchTerms.$inferSelect;
