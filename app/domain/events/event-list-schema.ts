import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";
import { isLocalDateTime } from "~/utils/site-time";
import { blankIsMissing, intParam, pageParam } from "~/utils/query-params";

/** GET /api/events pages like GET /api/blog: 20 by default, 50 at most (SPEC §7's pagination shape). */
export const EVENTS_API_DEFAULT_LIMIT = 20;
export const EVENTS_API_MAX_LIMIT = 50;

/** A calendar day "2026-11-24", read on the site's clock; a day that does not exist (2026-02-30) is refused too. */
const day = (what: string) =>
  z.preprocess(
    blankIsMissing,
    z
      .string()
      .trim()
      .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isLocalDateTime(`${v}T00:00`), {
        message: `${what} must be a date written YYYY-MM-DD`,
      })
      .optional(),
  );

const langParam = z.enum(LANGUAGES, { message: `lang must be one of ${LANGUAGES.join(", ")}` }).optional();

/** The query of GET /api/events/:id: only the language of the texts. */
export const eventLangSchema = z.object({ lang: langParam });

/** The query of GET /api/events (issue 37 item 10): without from/to, the upcoming dates. A bad value is a 400. */
export const eventListQuerySchema = z
  .object({
    from: day("from"),
    to: day("to"),
    lang: langParam,
    page: pageParam(),
    limit: intParam(1, EVENTS_API_MAX_LIMIT, EVENTS_API_DEFAULT_LIMIT, "limit"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "to must not be before from", path: ["to"] });
export type EventListQuery = z.output<typeof eventListQuerySchema>;
