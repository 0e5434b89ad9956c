import { requireApiUser } from "~/server/web/access.server";
import { checkIn } from "~/domain/events/check-in.server";
import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import type { Route } from "./+types/event-check-in";

// POST /api/events/:id/check-in (issue 37, item 8): the door's writes as JSON, the same domain function as the page.
// Body: {action:"set", signupId, checkedIn} | {action:"code", dateId, code} | {action:"walk-in", dateId, name, people, clientKey}.
// The door screen's script sends its taps here, and again after a dropped connection: every write is idempotent.
export const action = apiHandler(async ({ request, params, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requireApiUser(context, "events:check-in");
  const result = checkIn(user, params.id, await readJson(request));
  return Response.json({ success: true, data: result });
});

export const loader = apiHandler(() => methodNotAllowed(["POST"]));
