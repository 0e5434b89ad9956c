import { z } from "zod";
import { lenientQuery } from "~/utils/lenient-query";
import { API_DEFAULT_LIMIT, API_MAX_LIMIT, MAX_PAGE } from "~/domain/blog/post-list-schema";
import { LANGUAGES } from "~/i18n/languages";
import { QUESTION_TOPICS } from "./schema";

/** /questions shows 12 entries a page, like /blog; the API lets clients choose up to the blog API's limit. */
export const LIBRARY_PAGE_SIZE = 12;

// Blank values mean "not given": `?q=&topic=` is what an untouched filter form submits.
const blankIsMissing = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const intParam = (min: number, max: number, fallback: number, what: string) =>
  z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ message: `${what} must be a whole number` })
      .int(`${what} must be a whole number`)
      .min(min, `${what} must be at least ${min}`)
      .max(max, `${what} must be at most ${max}`)
      .default(fallback),
  );

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
  page: intParam(1, MAX_PAGE, 1, "page"),
  limit: intParam(1, API_MAX_LIMIT, API_DEFAULT_LIMIT, "limit"),
});
export type LibraryQuery = z.output<typeof libraryQuerySchema>;

/** For pages: each parameter that fails validation falls back to its default instead of failing the page. */
export const parseLibraryQueryLenient = lenientQuery(libraryQuerySchema);
