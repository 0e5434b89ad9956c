import { z } from "zod";
import { lenientQuery } from "~/utils/lenient-query";
import { API_DEFAULT_LIMIT, API_MAX_LIMIT } from "~/domain/blog/post-list-schema";
import { blankIsMissing, intParam, pageParam } from "~/utils/query-params";
import { LANGUAGES } from "~/i18n/languages";
import { QUESTION_TOPICS } from "./schema";

/** /questions shows 12 entries a page, like /blog; the API lets clients choose up to the blog API's limit. */
export const LIBRARY_PAGE_SIZE = 12;

/**
 * One schema for GET /api/questions (strict: a bad value is a 400) and /questions (lenient: a bad value is ignored).
 * The page's language comes from its URL; the API may ask for one (`lang`) or get all three.
 */
export const libraryQuerySchema = z.object({
  q: z.preprocess(blankIsMissing, z.string().trim().max(200, "Search is too long (200 characters at most)").optional()),
  topic: z.preprocess(
    blankIsMissing,
    z.enum(QUESTION_TOPICS, { message: `topic must be one of ${QUESTION_TOPICS.join(", ")}` }).optional(),
  ),
  lang: z.preprocess(
    blankIsMissing,
    z.enum(LANGUAGES, { message: `lang must be one of ${LANGUAGES.join(", ")}` }).optional(),
  ),
  page: pageParam(),
  limit: intParam(1, API_MAX_LIMIT, API_DEFAULT_LIMIT, "limit"),
});
export type LibraryQuery = z.output<typeof libraryQuerySchema>;

/** For pages: each parameter that fails validation falls back to its default instead of failing the page. */
export const parseLibraryQueryLenient = lenientQuery(libraryQuerySchema);
