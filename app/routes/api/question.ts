import { apiHandler, methodNotAllowed } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { findLibraryEntry, toQuestionJson } from "~/domain/questions/library.server";
import { msg } from "~/i18n/message";
import type { Route } from "./+types/question";

// GET /api/questions/:id (issue 26): one published entry; anything else (unknown, unpublished) is the same 404.
export const loader = apiHandler(({ params }: Route.LoaderArgs) => {
  const entry = findLibraryEntry(params.id);
  if (!entry) throw new HttpError(404, msg("libraryQuestionNotFound"));
  return Response.json({ success: true, data: toQuestionJson(entry) });
});

export const action = apiHandler(() => methodNotAllowed(["GET"]));
