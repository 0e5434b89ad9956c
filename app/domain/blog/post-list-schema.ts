import { z } from "zod";
import { lenientQuery } from "~/utils/lenient-query";
import { blankIsMissing, intParam, pageParam } from "~/utils/query-params";
import { LANGUAGE_MESSAGE, STATUS_VALUES } from "./post-schema";
import { LANGUAGES } from "~/i18n/languages";

export const POST_SORT_FIELDS = ["createdAt", "publishedAt", "views", "likes", "title"] as const;
export type PostSortField = (typeof POST_SORT_FIELDS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;

/** /blog shows 12 cards a page; the API lets clients choose, but never more than 50 (content is up to 50 kB each). */
export const BLOG_PAGE_SIZE = 12;
export const API_DEFAULT_LIMIT = 20;
export const API_MAX_LIMIT = 50;

// Blank values mean "not given": `?q=&category=` is what an untouched filter form submits.
const optionalText = (max: number, what: string) =>
  z.preprocess(
    blankIsMissing,
    z.string().trim().max(max, `${what} is too long (${max} characters at most)`).optional(),
  );

/** One schema for GET /api/blog (strict: a bad value is a 400) and /blog (lenient: a bad value is ignored). */
export const postListQuerySchema = z.object({
  q: optionalText(200, "Search"),
  category: optionalText(100, "Category"),
  // Guests and users only ever get published posts, whatever they ask for (posts-query.server.ts).
  status: z.enum(STATUS_VALUES, { message: "status must be draft, pending, scheduled or published" }).optional(),
  /** Issue 17: only the posts written in this language (the pages' per-language order is blogListing's). */
  lang: z.enum(LANGUAGES, { message: LANGUAGE_MESSAGE }).optional(),
  page: pageParam(),
  limit: intParam(1, API_MAX_LIMIT, API_DEFAULT_LIMIT, "limit"),
  // Not given: newest first, or best match first when there is a search (posts-query.server.ts postOrder).
  sort: z.enum(POST_SORT_FIELDS, { message: `sort must be one of ${POST_SORT_FIELDS.join(", ")}` }).optional(),
  order: z.enum(SORT_ORDERS, { message: "order must be asc or desc" }).default("desc"),
});
export type PostListQuery = z.output<typeof postListQuerySchema>;

/** For pages: each parameter that fails validation falls back to its default instead of failing the page. */
export const parseListQueryLenient = lenientQuery(postListQuerySchema);

/** Body of POST /api/blog/:id/like: without `liked` it toggles; with it, it sets (so a repeated request is harmless). */
export const likeRequestSchema = z.object({
  liked: z.boolean({ message: "liked must be true or false" }).optional(),
});
