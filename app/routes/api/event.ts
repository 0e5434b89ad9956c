import { apiHandler, methodNotAllowed, validate } from "~/platform/http/api.server";
import { notFound } from "~/platform/http/errors.server";
import { eventJson } from "~/domain/events/event-json.server";
import { eventLangSchema } from "~/domain/events/event-list-schema";
import { firstOfEach } from "~/utils/query-params";
import type { Route } from "./+types/event";

// GET /api/events/:id (issue 37 item 10): the event, its dates with places left, and their shifts. Drafts are 404.
export const loader = apiHandler(({ request, params }: Route.LoaderArgs) => {
  const { lang } = validate(eventLangSchema, firstOfEach(new URL(request.url).searchParams));
  const event = eventJson(params.id, lang ?? "en");
  if (!event) throw notFound("That event does not exist");
  return Response.json({ success: true, data: event });
});

export const action = apiHandler(() => methodNotAllowed(["GET"]));
