import { askQuestion } from "~/domain/questions/ask.server";
import { askApiLangSchema } from "~/domain/questions/ask-schema";
import { apiHandler, methodNotAllowed, readJson, validate } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
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

/**
 * POST /api/questions (issue 34): asking as /ask does, through the same schema and rules (dangerNow "yes"/"no" or a
 * boolean, an optional submissionToken that files one question however often it is sent, and `lang`). 201 with the
 * receipt (the private code is in this answer only); 200 with `repeated: true` for a token already used.
 */
export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const body = await readJson(request);
  const { lang } = validate(askApiLangSchema, { lang: body.lang });
  const receipt = askQuestion(body, { ip: clientIp(request), lang });
  const { way, code, urgent, repeated } = receipt;
  return Response.json(
    { success: true, data: { way, code, urgent, repeated } },
    { status: repeated ? 200 : 201, headers: { "Cache-Control": "private, no-store" } },
  );
});
