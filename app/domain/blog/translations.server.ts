import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { posts, type Post } from "./schema";
import { isPlausibleId } from "./posts-query.server";

/**
 * Posts in several languages (issue 17). A post and its translations form a group whose root is the original:
 * every translation's translation_of is the original's id (never another translation's), so a group is the root
 * plus the rows pointing at it, found through posts_translation_of_idx. At most one post per language in a group.
 */

/** The id every member of `post`'s group shares: the original's. */
export const groupRootOf = (post: Pick<Post, "id" | "translationOf">) => post.translationOf ?? post.id;

type Member = { id: string; lang: Lang; title: string; status: Post["status"] };

/** Every post of a group (the original first), any status. */
export function groupMembers(rootId: string): Member[] {
  return db
    .select({ id: posts.id, lang: posts.lang, title: posts.title, status: posts.status })
    .from(posts)
    .where(or(eq(posts.id, rootId), eq(posts.translationOf, rootId)))
    .all()
    .sort((a, b) => (a.id === rootId ? -1 : b.id === rootId ? 1 : 0));
}

// Staff messages, and the admin is in English: each language by its English name.
const NAMES: Record<Lang, string> = { en: "English", rw: "Kinyarwanda", fr: "French" };

export const TRANSLATION_EXISTS = (lang: Lang) =>
  `This post already has a translation in ${NAMES[lang]}: edit that one instead`;
export const SAME_LANGUAGE = (lang: Lang) =>
  `A translation must be in another language than the original (${NAMES[lang]})`;

/**
 * A new post that translates `originalId` into `lang`: the root it links to. Translating a translation links to
 * its original; a language the group already has is a 409 (one post per language in a group).
 */
export function translationTarget(originalId: string, lang: Lang): string {
  const original = isPlausibleId(originalId)
    ? db.select({ id: posts.id, translationOf: posts.translationOf }).from(posts).where(eq(posts.id, originalId)).get()
    : undefined;
  if (!original)
    throw new HttpError(400, "The post to translate does not exist", {
      translationOf: "The post to translate does not exist",
    });
  const root = groupRootOf(original);
  assertLanguageFree(root, lang);
  return root;
}

/** Refuses a language the group already holds (the original's own language included), ignoring `exceptId`. */
export function assertLanguageFree(rootId: string, lang: Lang, exceptId?: string) {
  const taken = groupMembers(rootId).find((m) => m.lang === lang && m.id !== exceptId);
  if (!taken) return;
  throw new HttpError(409, taken.id === rootId ? SAME_LANGUAGE(lang) : TRANSLATION_EXISTS(lang), {
    lang: taken.id === rootId ? SAME_LANGUAGE(lang) : TRANSLATION_EXISTS(lang),
  });
}

/** A post's language changing: still one post per language in its group. */
export function assertLanguageChange(post: Pick<Post, "id" | "translationOf">, lang: Lang) {
  assertLanguageFree(groupRootOf(post), lang, post.id);
}

/** The languages a post can still be translated into (none of its group has them). */
export function missingLanguages(post: Pick<Post, "id" | "translationOf">): Lang[] {
  const have = new Set(groupMembers(groupRootOf(post)).map((m) => m.lang));
  return LANGUAGES.filter((l) => !have.has(l));
}

/** The other published posts of a post's group, to link from its public page. */
export function publishedTranslations(
  post: Pick<Post, "id" | "translationOf">,
): { id: string; lang: Lang; title: string }[] {
  return groupMembers(groupRootOf(post))
    .filter((m) => m.id !== post.id && m.status === "published")
    .map(({ id, lang, title }) => ({ id, lang, title }));
}

/**
 * Published posts not in `lang` whose group has no published post in `lang` yet: what /rw/blog shows after the
 * Kinyarwanda posts. Two lookups, each through an index: a translation of the row's root (posts_translation_of_idx)
 * and the root itself (the primary key). An OR in one subquery would make SQLite read every post for each row.
 */
export function notYetTranslatedInto(lang: Lang): SQL {
  const root = sql`coalesce(${posts.translationOf}, ${posts.id})`;
  return and(
    // IN rather than !=: SQLite can then read the (few) posts in other languages from posts_lang_status_newest_idx.
    inArray(
      posts.lang,
      LANGUAGES.filter((l) => l !== lang),
    ),
    sql`not exists (select 1 from "posts" as "s2" where "s2"."translation_of" = ${root} and "s2"."lang" = ${lang} and "s2"."status" = 'published')`,
    sql`(${posts.translationOf} is null or not exists (select 1 from "posts" as "s3" where "s3"."id" = ${posts.translationOf} and "s3"."lang" = ${lang} and "s3"."status" = 'published'))`,
  )!;
}
