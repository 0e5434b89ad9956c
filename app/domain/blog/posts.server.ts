import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { BLOG_PAGE_SIZE, type PostListQuery } from "~/domain/blog/post-list-schema";
import { db } from "~/platform/data/db.server";
import { onFirstUse } from "~/utils/on-first-use";
import { HttpError } from "~/platform/http/errors.server";
import {
  isPlausibleId,
  postConditions,
  postOrder,
  PUBLIC_VIEWER,
  rankingMatch,
  searchHits,
  type PostFilters,
  type Viewer,
} from "./posts-query.server";
import { DEFAULT_LANG, LANGUAGES, type Lang } from "~/i18n/languages";
import { notYetTranslatedInto } from "./translations.server";
import { images } from "~/domain/media/schema";
import { newestPublishedAt, posts, type Post } from "./schema";
import { users } from "~/domain/people/schema";
import { msg } from "~/i18n/message";

/** What a card needs: no content, no tags, so a page of cards stays small. */
const cardColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  excerpt: posts.excerpt,
  category: posts.category,
  featured: posts.featured,
  status: posts.status,
  views: posts.views,
  likes: posts.likes,
  readTime: posts.readTime,
  createdAt: posts.createdAt,
  publishedAt: posts.publishedAt,
  updatedAt: posts.updatedAt,
  featuredImage: posts.featuredImage,
  imageHash: images.hash,
  imageWidth: images.width,
  imageHeight: images.height,
  imageAlt: images.alt,
  authorId: posts.authorId,
  authorName: users.name,
  lang: posts.lang,
};
const fullColumns = {
  ...cardColumns,
  content: posts.content,
  tags: posts.tags,
  helpBox: posts.helpBox,
  featuredImageAlt: posts.featuredImageAlt,
  featuredImageCaption: posts.featuredImageCaption,
  reviewNote: posts.reviewNote,
  translationOf: posts.translationOf,
};

/**
 * A ranked search's page in two steps (issue 28). First the page's rowids: the FTS scores joined to
 * posts_search_cover_idx, which holds every column a listing filters or orders on, so no posts row is read
 * (each carries its large `content` before `status`: reading 7,000 of them was most of a search on 10,000
 * posts). Then only those rows in full. The subquery is named "hit" and keeps `fts_score`, so postOrder()
 * sorts the outer rows the same way; the filters need not be repeated outside.
 */
function rankedTop(rankBy: string, where: SQL | undefined, limit: number, offset = 0) {
  const hit = searchHits(rankBy);
  // posts first (CROSS JOIN keeps SQLite's join order) through the covering index, the scores materialised and
  // probed by rowid: left to itself, SQLite walks the scores and reads each matching posts row.
  return db
    .select({
      rowid: sql<number>`"posts".rowid`.as("top_rowid"),
      score: sql<number>`"hit"."fts_score"`.as("fts_score"),
    })
    .from(sql`"posts" indexed by "posts_search_cover_idx" cross join ${hit} on "hit"."fts_rowid" = "posts".rowid`)
    .where(where)
    .orderBy(asc(sql`"hit"."fts_score"`), desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset)
    .as("hit");
}
type RankedTop = ReturnType<typeof rankedTop>;

/** Rows with their picture and author; with `top`, only that ranked page's rows (an inner join changes no column's type, hence the cast). */
function joined<T>(from: T, top?: RankedTop): T {
  if (!top) return from;
  return (from as unknown as { innerJoin: (t: RankedTop, on: SQL) => T }).innerJoin(
    top,
    eq(top.rowid, sql`${posts}.rowid`),
  );
}
const selectCards = (top?: RankedTop) =>
  joined(db.select(cardColumns).from(posts), top)
    .leftJoin(images, eq(images.id, posts.featuredImageId))
    .leftJoin(users, eq(users.id, posts.authorId));
const selectFull = (top?: RankedTop) =>
  joined(db.select(fullColumns).from(posts), top)
    .leftJoin(images, eq(images.id, posts.featuredImageId))
    .leftJoin(users, eq(users.id, posts.authorId));

export type PostCardRow = ReturnType<ReturnType<typeof selectCards>["all"]>[number];
export type PostRow = ReturnType<ReturnType<typeof selectFull>["all"]>[number];

const countWhere = (where: ReturnType<typeof postConditions>) =>
  db.select({ n: count() }).from(posts).where(where).get()?.n ?? 0;

/** GET /api/blog: any order, paged; `total` lets clients show page links. */
export function listPosts(viewer: Viewer, query: PostListQuery) {
  const where = postConditions(viewer, query);
  const total = countWhere(where);
  const rankBy = rankingMatch(query.sort, query.q);
  const order = postOrder(query.sort, query.order, query.q);
  const offset = (query.page - 1) * query.limit;
  const rows = rankBy
    ? selectFull(rankedTop(rankBy, where, query.limit, offset))
        .orderBy(...order)
        .all()
    : selectFull()
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(offset)
        .all();
  return { rows, total, page: query.page, limit: query.limit, pages: Math.max(1, Math.ceil(total / query.limit)) };
}

/**
 * /admin/blog: cards (no content) with every filter of §4 and paging; `onlyAuthorId` narrows it to one
 * author's posts (what an author sees).
 */
export function adminPostListing(query: PostListQuery, onlyAuthorId?: string) {
  const where = and(
    postConditions({ staff: true, userId: null }, query),
    onlyAuthorId ? eq(posts.authorId, onlyAuthorId) : undefined,
  );
  const total = countWhere(where);
  const pages = Math.max(1, Math.ceil(total / query.limit));
  const page = Math.min(query.page, pages);
  const rankBy = rankingMatch(query.sort, query.q);
  const order = postOrder(query.sort, query.order, query.q);
  const offset = (page - 1) * query.limit;
  const rows = rankBy
    ? selectCards(rankedTop(rankBy, where, query.limit, offset))
        .orderBy(...order)
        .all()
    : selectCards()
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(offset)
        .all();
  return { rows, total, page, pages };
}

/**
 * /blog (SPEC §2): one featured post (the newest published post flagged featured, else the first of the list)
 * and a grid of the others, newest first (best match first for a search), 12 a page. The featured post is left
 * out of every grid page, so the pages never shift; it is shown on page 1 only. Filters apply to both.
 *
 * Issue 17: the list of a language is two runs, one after the other: the posts written in it, then the posts
 * not yet translated into it (their group has no published post in it), each run in the order above. On /blog
 * (English) the second run is the Kinyarwanda and French originals nobody has translated.
 */
export function blogListing(filters: PostFilters, requestedPage: number, lang: Lang = DEFAULT_LANG) {
  // Staff too: the public list is what the public sees (drafts are previewed one by one).
  const where = postConditions(PUBLIC_VIEWER, { ...filters, lang: undefined });
  const runs = [and(where, eq(posts.lang, lang)), and(where, notYetTranslatedInto(lang))];
  const newest = postOrder("createdAt", "desc");
  // The grid is newest first, or best match first for a search: the same order as /api/blog with that q.
  const order = postOrder(undefined, "desc", filters.q);
  const rankBy = rankingMatch(undefined, filters.q);
  const firstOf = (run: SQL | undefined) =>
    rankBy
      ? selectCards(rankedTop(rankBy, run, 1))
          .orderBy(...order)
          .get()
      : selectCards()
          .where(run)
          .orderBy(...order)
          .limit(1)
          .get();
  const featured =
    runs
      .map((run) =>
        selectCards()
          .where(and(run, eq(posts.featured, true)))
          .orderBy(...newest)
          .limit(1)
          .get(),
      )
      .find(Boolean) ??
    firstOf(runs[0]) ??
    firstOf(runs[1]) ??
    null;
  // The featured post matches one run, so that run's grid holds one fewer. Counting the grid's own condition
  // would read every matching row for its id (the index has no id): 9,000 row reads on each /blog view of a large site.
  const sizes = runs.map((run) => countWhere(run));
  const featuredRun = featured ? (featured.lang === lang ? 0 : 1) : -1;
  const gridSizes = sizes.map((n, i) => Math.max(0, n - (i === featuredRun ? 1 : 0)));
  const total = gridSizes[0] + gridSizes[1];
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  // A page past the end (an old link, a hand-typed URL) shows the last page rather than nothing.
  const page = Math.min(Math.max(1, requestedPage), pages);
  const gridRun = (i: number, offset: number, limit: number) =>
    limit <= 0 || offset >= gridSizes[i]
      ? []
      : gridPage(featured && i === featuredRun ? and(runs[i], ne(posts.id, featured.id)) : runs[i], offset, limit);
  const gridPage = (run: SQL | undefined, offset: number, limit: number) =>
    rankBy
      ? selectCards(rankedTop(rankBy, run, limit, offset))
          .orderBy(...order)
          .all()
      : selectCards()
          .where(run)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
          .all();
  const offset = (page - 1) * BLOG_PAGE_SIZE;
  const first = gridRun(0, offset, BLOG_PAGE_SIZE);
  const cards = [...first, ...gridRun(1, Math.max(0, offset - gridSizes[0]), BLOG_PAGE_SIZE - first.length)];
  return { featured: page === 1 ? featured : null, cards, page, pages, total: total + (featured ? 1 : 0) };
}

/** The stored row of a post for a write (any status); an unknown or implausible id is a 404. */
export function storedPost(id: string | undefined): Post {
  const post = isPlausibleId(id) ? db.select().from(posts).where(eq(posts.id, id)).get() : undefined;
  if (!post) throw new HttpError(404, msg("blogPostNotFound"));
  return post;
}

// Asked for every view of a post, spliced signed-in ones included: prepared once (building and preparing the
// joined query each time was a tenth of a signed-in post's CPU, issue 40).
const postById = onFirstUse(() =>
  selectFull()
    .where(eq(posts.id, sql.placeholder("id")))
    .prepare(),
);

/** One post as the viewer may see it: unknown ids and, for non-staff, drafts are "not found" (null). */
export function findPost(viewer: Viewer, id: string | undefined): PostRow | null {
  if (!isPlausibleId(id)) return null;
  const row = postById().get({ id });
  if (!row) return null;
  if (row.status !== "published" && !viewer.staff) return null;
  return row;
}

// The expression of the posts_status_newest_idx index, spelled the same way so SQLite walks the index instead of
// sorting every published post.
const newestPublished = desc(newestPublishedAt(posts));

/**
 * A post's tags (a JSON array) hold one of these words: "gbv" matches the tag "GBV prevention", "water" matches
 * "safe water", but "consent" does not match "consentapp". `tags` is the column to read (a post's or its original's).
 */
function tagsHoldWord(tags: SQL | typeof posts.tags, words: readonly string[]): SQL {
  const patterns = words.map((w) => `% ${w.toLowerCase()} %`);
  return sql`exists (select 1 from json_each(case when json_valid(${tags}) then ${tags} else '[]' end) as tag where ${sql.join(
    patterns.map((p) => sql`(' ' || lower(tag.value) || ' ') like ${p}`),
    sql` or `,
  )})`;
}

/**
 * A program page's "Latest from the blog" (issue 23): published posts filed under one of the program's categories
 * that carry one of its tags. A translation's tags are in its own language, so it is related when its original's
 * tags are. With no tags, the categories alone decide.
 */
function aboutProgram(related: { categories: readonly string[]; tags: readonly string[] }): SQL {
  const tagged = related.tags.length
    ? or(
        tagsHoldWord(posts.tags, related.tags),
        sql`exists (select 1 from "posts" as "orig" where "orig"."id" = ${posts.translationOf} and ${tagsHoldWord(sql`"orig"."tags"`, related.tags)})`,
      )!
    : sql`1`;
  return and(
    eq(posts.status, "published"),
    related.categories.length ? inArray(posts.category, [...related.categories]) : sql`0`,
    tagged,
  )!;
}

/**
 * The newest posts about a program, in the page's language first, then those not translated into it yet (as
 * /rw/blog orders them), one per translation group: where a group has no post in the page's language, its original
 * stands for it (a group holds at most one post per language, so limit × 2 rows are enough to find `limit` groups).
 */
export function latestOnTheme(
  related: { categories: readonly string[]; tags: readonly string[] },
  lang: Lang = DEFAULT_LANG,
  limit = 3,
) {
  const about = aboutProgram(related);
  const newest = [newestPublished, desc(posts.id)] as const;
  const own = selectCards()
    .where(and(about, eq(posts.lang, lang)))
    .orderBy(...newest)
    .limit(limit)
    .all();
  if (own.length >= limit) return own;
  const others = db
    .select({ ...cardColumns, translationOf: posts.translationOf })
    .from(posts)
    .leftJoin(images, eq(images.id, posts.featuredImageId))
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(and(about, notYetTranslatedInto(lang)))
    .orderBy(...newest)
    .limit(limit * (LANGUAGES.length - 1))
    .all();
  // One per group, the original where it is among them, in the order above.
  const chosen = new Map<string, (typeof others)[number]>();
  for (const row of others) {
    const group = row.translationOf ?? row.id;
    if (!chosen.has(group) || !row.translationOf) chosen.set(group, row);
  }
  const rest = others
    .filter((row) => chosen.get(row.translationOf ?? row.id) === row)
    .map(({ translationOf: _, ...card }) => card);
  return [...own, ...rest].slice(0, limit);
}

/** For /rss.xml (/rw/rss.xml, /fr/rss.xml): the latest published posts written in `lang`, by publication date. */
export function latestPublished(limit: number, lang: Lang = DEFAULT_LANG) {
  return selectCards()
    .where(and(eq(posts.lang, lang), eq(posts.status, "published")))
    .orderBy(newestPublished, desc(posts.id))
    .limit(limit)
    .all();
}

/** For /sitemap.xml: every published post with its last change, its language and the original it translates. */
export function publishedPostDates() {
  return db
    .select({
      id: posts.id,
      lang: posts.lang,
      translationOf: posts.translationOf,
      createdAt: posts.createdAt,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .where(eq(posts.status, "published"))
    .orderBy(newestPublished)
    .all();
}
