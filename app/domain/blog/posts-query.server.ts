import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PostListQuery, PostSortField } from "~/domain/blog/post-list-schema";
import { hasAccess } from "~/domain/auth/access.server";
import { posts } from "./schema";
import { type User } from "~/domain/people/schema";
import { ftsMatchQuery } from "./search-text.server";

/** Who is asking: staff (a verified account with `post:read:any`) see drafts, everyone else published posts only. */
export type Viewer = { staff: boolean; userId: string | null };
export const PUBLIC_VIEWER: Viewer = { staff: false, userId: null };
export const viewerOf = (user: User | null): Viewer => ({
  staff: hasAccess(user, "post:read:any"),
  userId: user?.id ?? null,
});

export type PostFilters = Pick<PostListQuery, "q" | "category" | "status" | "lang">;

/**
 * The matches of a search with their score, as a FROM item named "hit" (fts_rowid, fts_score) to join on
 * posts.rowid when results are ordered by relevance. bm25 weights per column (title, excerpt, search_text, tags):
 * a word in the title counts most, in the excerpt or a tag less, in the body least; lower is better. MATERIALIZED:
 * one pass over the index for the whole list, then probed by rowid (as a plain subquery SQLite may ask the FTS
 * table once per post, or walk the scores and read every matching posts row; issue 28).
 */
export const searchHits = (match: string) =>
  sql`(with "m" as materialized (select posts_fts.rowid as "fts_rowid", bm25(posts_fts, 10.0, 4.0, 1.0, 4.0) as "fts_score" from posts_fts where posts_fts match ${match}) select * from "m") as "hit"`;

/** The FTS query to rank by: a search with no sort asked for is ordered by relevance; any sort asked for wins. */
export const rankingMatch = (sort: PostSortField | undefined, q: string | undefined) =>
  sort === undefined ? ftsMatchQuery(q) : null;

/**
 * SPEC §4 filtering, in SQL so it scales: category matches exactly; the search (case and accents folded, each
 * word a prefix) is looked up in the full-text index of title, excerpt, content text and tags (drizzle/0005).
 * A search with no letter or digit in it matches nothing; it is never FTS syntax (ftsMatchQuery).
 */
export function postConditions(viewer: Viewer, filters: PostFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (!viewer.staff) conditions.push(eq(posts.status, "published"));
  if (filters.status) conditions.push(eq(posts.status, filters.status));
  if (filters.category) conditions.push(eq(posts.category, filters.category));
  if (filters.lang) conditions.push(eq(posts.lang, filters.lang));
  if (filters.q?.trim()) {
    const match = ftsMatchQuery(filters.q);
    conditions.push(
      match ? sql`${posts}.rowid in (select rowid from posts_fts where posts_fts match ${match})` : sql`0`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

// SQLite sorts NULL below every value, so a missing publishedAt counts as the earliest date (SPEC §4).
const SORT_COLUMNS: Record<PostSortField, SQL | AnyColumn> = {
  createdAt: posts.createdAt,
  publishedAt: posts.publishedAt,
  views: posts.views,
  likes: posts.likes,
  title: sql`${posts.title} collate nocase`,
};

/**
 * The order, with creation date and id as tie-breakers so paging is stable. A search with no sort asked for
 * is ordered by relevance (best match first, then newest); any sort asked for is kept as asked.
 */
export function postOrder(sort: PostSortField | undefined, order: "asc" | "desc" = "desc", q?: string) {
  // Only with searchHits() joined (see posts.server.ts).
  if (rankingMatch(sort, q)) return [asc(sql`"hit"."fts_score"`), desc(posts.createdAt), desc(posts.id)];
  const dir = order === "asc" ? asc : desc;
  const field = sort ?? "createdAt";
  // Sorting by creation date needs no second creation-date term (it would only make SQLite sort more).
  return field === "createdAt"
    ? [dir(posts.createdAt), dir(posts.id)]
    : [dir(SORT_COLUMNS[field]), dir(posts.createdAt), dir(posts.id)];
}

/** Ids are 16 url-safe characters; anything else cannot be a post and need not reach the database. */
export { isPlausibleId } from "~/platform/data/ids.server";
