import { apiHandler, methodNotAllowed, readJson, validate } from "~/platform/http/api.server";
import { eventListQuerySchema } from "~/domain/events/event-list-schema";
import { listEventsJson, staffEventJson } from "~/domain/events/event-json.server";
import { createEvent } from "~/domain/events/events.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { firstOfEach } from "~/utils/query-params";
import type { Route } from "./+types/events";

// GET /api/events (issue 37 item 10): upcoming by default; from/to (YYYY-MM-DD), lang, page, limit as the blog's.
export const loader = apiHandler(({ request }: Route.LoaderArgs) => {
  const query = validate(eventListQuerySchema, firstOfEach(new URL(request.url).searchParams));
  return Response.json({ success: true, ...listEventsJson(query) });
});

// POST /api/events: the admin form's use case (createEvent: rights, the one schema, dates, shifts, audit) → 201.
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = getCurrentUser(context);
  const body = await readJson(request);
  const event = createEvent(user, body);
  return Response.json({ success: true, data: staffEventJson(event) }, { status: 201 });
});
