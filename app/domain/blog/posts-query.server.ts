import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PostListQuery, PostSortField } from "~/schemas/blog";
import { checkAccess } from "../auth/access.server";
import { sqlite } from "../platform/db.server";
import { posts, type User } from "../platform/schema";

/** Who is asking: staff (verified admin or editor) see drafts, everyone else published posts only. */
export type Viewer = { staff: boolean; userId: string | null };
export const PUBLIC_VIEWER: Viewer = { staff: false, userId: null };
export const viewerOf = (user: User | null): Viewer => ({ staff: checkAccess(user, "staff") === "ok", userId: user?.id ?? null });

// SQLite's lower() folds ASCII only; searching "éducation" must find "Éducation" too (SPEC §4: case-insensitive).
const holder = globalThis as unknown as { __postSearchFn?: boolean };
if (!holder.__postSearchFn) {
  sqlite.function("unicode_lower", { deterministic: true }, (value: unknown) =>
    typeof value === "string" ? value.toLowerCase() : value,
  );
  holder.__postSearchFn = true;
}

export type PostFilters = Pick<PostListQuery, "q" | "category" | "status">;

/**
 * SPEC §4 filtering, in SQL so it scales: category matches exactly; the search text, trimmed and lower-cased,
 * is looked for in the title, excerpt, content (HTML) and each tag. instr() has no wildcards, so "%" and "_"
 * in a search are plain characters.
 */
export function postConditions(viewer: Viewer, filters: PostFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (!viewer.staff) conditions.push(eq(posts.status, "published"));
  if (filters.status) conditions.push(eq(posts.status, filters.status));
  if (filters.category) conditions.push(eq(posts.category, filters.category));
  const needle = filters.q?.trim().toLowerCase();
  if (needle) {
    // A malformed tags value must not break the whole listing: treat it as no tags.
    const tags = sql`json_each(case when json_valid(${posts.tags}) then ${posts.tags} else '[]' end)`;
    conditions.push(sql`(
      instr(unicode_lower(${posts.title}), ${needle}) > 0
      or instr(unicode_lower(${posts.excerpt}), ${needle}) > 0
      or instr(unicode_lower(${posts.content}), ${needle}) > 0
      or exists (select 1 from ${tags} as tag where tag.type = 'text' and instr(unicode_lower(tag.value), ${needle}) > 0)
    )`);
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

/** The order, with creation date and id as tie-breakers so paging is stable. */
export function postOrder(sort: PostSortField = "createdAt", order: "asc" | "desc" = "desc") {
  const dir = order === "asc" ? asc : desc;
  // Sorting by creation date needs no second creation-date term (it would only make SQLite sort more).
  return sort === "createdAt" ? [dir(posts.createdAt), dir(posts.id)] : [dir(SORT_COLUMNS[sort]), dir(posts.createdAt), dir(posts.id)];
}

/** Ids are 16 url-safe characters; anything else cannot be a post and need not reach the database. */
export { isPlausibleId } from "../platform/ids.server";
