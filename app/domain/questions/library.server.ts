import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ftsMatchQuery } from "~/domain/blog/search-text.server";
import { db } from "~/platform/data/db.server";
import { isPlausibleId } from "~/platform/data/ids.server";
import type { Lang } from "~/i18n/languages";
import { questions, type QuestionTopic } from "./schema";

/**
 * The public library of answered questions (issue 26): only published entries, only their public columns. Nothing
 * a young person sent (the original, an e-mail, a code) is ever selected here, so no page, feed or API can show it.
 */

// The full-text index (drizzle/0010): published rows only, kept by triggers. Declared here, not in schema.ts, so
// drizzle-kit never tries to create it.
const questionsFts = sqliteTable("questions_fts", { publicQuestion: text("public_question") });

const entryColumns = {
  id: questions.id,
  lang: questions.lang,
  topic: questions.topic,
  publicQuestion: questions.publicQuestion,
  answer: questions.answer,
  answerText: questions.answerText,
  publishedAt: questions.publishedAt,
  updatedAt: questions.updatedAt,
};
export type LibraryEntry = {
  id: string;
  lang: Lang;
  topic: QuestionTopic;
  publicQuestion: string;
  answer: string;
  answerText: string;
  publishedAt: Date | null;
  updatedAt: Date;
};

/**
 * The matches of a search with their score (the blog's rules: each word a prefix, accents and case folded, never
 * FTS syntax). bm25 weights: a word in the question counts four times one in the answer; lower is better.
 */
const searchHits = (match: string) =>
  db
    .select({
      rowid: sql<number>`questions_fts.rowid`.as("fts_rowid"),
      score: sql<number>`bm25(questions_fts, 4.0, 1.0)`.as("fts_score"),
    })
    .from(questionsFts)
    .where(sql`questions_fts match ${match}`)
    .as("hit");

export type LibraryFilters = { q?: string; topic?: QuestionTopic; lang?: Lang };

function conditions(filters: LibraryFilters): SQL | undefined {
  return and(
    eq(questions.status, "published"),
    filters.lang ? eq(questions.lang, filters.lang) : undefined,
    filters.topic ? eq(questions.topic, filters.topic) : undefined,
  );
}

/**
 * Published entries, newest first, or best match first for a search (then newest). A search with no letter or digit
 * in it matches nothing. On the page, `page` past the end gives the last page; the API answers it as asked (empty),
 * as GET /api/blog does.
 */
export function listLibrary(filters: LibraryFilters, requestedPage: number, limit: number, { clamp = true } = {}) {
  const match = filters.q?.trim() ? ftsMatchQuery(filters.q) : null;
  const searching = !!filters.q?.trim();
  if (searching && !match)
    return { rows: [] as LibraryEntry[], total: 0, page: clamp ? 1 : requestedPage, pages: 1, limit };
  const where = conditions(filters);
  const hit = match ? searchHits(match) : null;
  const base = () => {
    const from = db.select(entryColumns).from(questions);
    return hit ? from.innerJoin(hit, eq(hit.rowid, sql`${questions}.rowid`)) : from;
  };
  const total = hit
    ? (db
        .select({ n: count() })
        .from(questions)
        .innerJoin(hit, eq(hit.rowid, sql`${questions}.rowid`))
        .where(where)
        .get()?.n ?? 0)
    : (db.select({ n: count() }).from(questions).where(where).get()?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = clamp ? Math.min(Math.max(1, requestedPage), pages) : Math.max(1, requestedPage);
  const order = [...(hit ? [asc(sql`"hit"."fts_score"`)] : []), desc(questions.publishedAt), desc(questions.id)];
  const rows = base()
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit)
    .all() as LibraryEntry[];
  return { rows, total, page, pages, limit };
}

/** One published entry, or null (unknown, not yet published, unpublished: the same answer, nothing leaks). */
export function findLibraryEntry(id: string | undefined): LibraryEntry | null {
  if (!isPlausibleId(id)) return null;
  return (
    (db
      .select(entryColumns)
      .from(questions)
      .where(and(eq(questions.id, id), eq(questions.status, "published")))
      .get() as LibraryEntry | undefined) ?? null
  );
}

/** The latest entries of one language, for its RSS feed. */
export const latestLibraryEntries = (limit: number, lang: Lang) =>
  db
    .select(entryColumns)
    .from(questions)
    .where(conditions({ lang }))
    .orderBy(desc(questions.publishedAt), desc(questions.id))
    .limit(limit)
    .all() as LibraryEntry[];

/** Every published entry's id, language and dates, for the sitemap. */
export const publishedLibraryDates = () =>
  db
    .select({
      id: questions.id,
      lang: questions.lang,
      publishedAt: questions.publishedAt,
      updatedAt: questions.updatedAt,
    })
    .from(questions)
    .where(eq(questions.status, "published"))
    .orderBy(desc(questions.publishedAt))
    .all();

/** The short text a list and a feed show of an answer: its first words, cut at a word. */
export function answerExcerpt(answerText: string, max = 220): string {
  const text = answerText.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?]+$/, "")}…`;
}

/**
 * An entry as the API returns it, in the blog API's manner (`_id`, ISO dates): the public question, the answer's
 * sanitised HTML and its plain text. Nothing else of the row.
 */
export function toQuestionJson(row: LibraryEntry) {
  return {
    _id: row.id,
    lang: row.lang,
    topic: row.topic,
    question: row.publicQuestion,
    answer: row.answer,
    answerText: row.answerText,
    excerpt: answerExcerpt(row.answerText),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type QuestionJson = ReturnType<typeof toQuestionJson>;
