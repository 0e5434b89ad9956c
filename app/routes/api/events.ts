import { apiHandler, methodNotAllowed, validate } from "~/platform/http/api.server";
import { eventListQuerySchema } from "~/domain/events/event-list-schema";
import { listEventsJson } from "~/domain/events/event-json.server";
import { firstOfEach } from "~/utils/query-params";
import type { Route } from "./+types/events";

// GET /api/events (issue 37 item 10): upcoming by default; from/to (YYYY-MM-DD), lang, page, limit as the blog's.
export const loader = apiHandler(({ request }: Route.LoaderArgs) => {
  const query = validate(eventListQuerySchema, firstOfEach(new URL(request.url).searchParams));
  return Response.json({ success: true, ...listEventsJson(query) });
});

// Staff writes go through the admin pages for now (see the report); the API answers them with 405.
export const action = apiHandler(() => methodNotAllowed(["GET"]));
