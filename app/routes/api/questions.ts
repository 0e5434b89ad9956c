import { apiHandler, methodNotAllowed, validate } from "~/platform/http/api.server";
import { libraryQuerySchema } from "~/domain/questions/library-schema";
import { listLibrary, toQuestionJson } from "~/domain/questions/library.server";
import type { Route } from "./+types/questions";

// GET /api/questions (issue 26): the published library, the blog API's shape and paging; `lang`, `topic`, `q`.
export const loader = apiHandler(({ request }: Route.LoaderArgs) => {
  const query = validate(libraryQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  const { rows, total, page, pages, limit } = listLibrary(query, query.page, query.limit, {
    clamp: false,
  });
  return Response.json({ success: true, data: rows.map(toQuestionJson), pagination: { page, limit, total, pages } });
});

// Read-only: questions are asked at /ask and answered by staff in the admin area.
export const action = apiHandler(() => methodNotAllowed(["GET"]));
