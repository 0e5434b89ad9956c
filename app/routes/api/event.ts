import { apiHandler, methodNotAllowed, readJson, validate } from "~/platform/http/api.server";
import { notFound } from "~/platform/http/errors.server";
import { eventJson, staffEventJson } from "~/domain/events/event-json.server";
import { eventLangSchema } from "~/domain/events/event-list-schema";
import { cancelEvent, findEvent, updateEvent } from "~/domain/events/events.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { firstOfEach } from "~/utils/query-params";
import type { Route } from "./+types/event";

// GET /api/events/:id (issue 37 item 10): the event, its dates with places left, and their shifts. Drafts are 404.
export const loader = apiHandler(({ request, params }: Route.LoaderArgs) => {
  const { lang } = validate(eventLangSchema, firstOfEach(new URL(request.url).searchParams));
  const event = eventJson(params.id, lang ?? "en");
  if (!event) throw notFound("That event does not exist");
  return Response.json({ success: true, data: event });
});

// PATCH (the fields sent change, as the admin form's updateEvent) and DELETE (cancelEvent: the event is cancelled
// with the body's optional message and its people told; nothing is erased) /api/events/:id.
export const action = apiHandler(async ({ request, params, context }: Route.ActionArgs) => {
  const user = getCurrentUser(context);
  if (request.method === "PATCH") {
    const event = updateEvent(user, params.id, await readJson(request));
    return Response.json({ success: true, data: staffEventJson(event) });
  }
  if (request.method === "DELETE") {
    const text = request.headers.get("content-type") ? await readJson(request) : {};
    const { mails } = cancelEvent(user, params.id, text);
    return Response.json({ success: true, data: { ...staffEventJson(findEvent(params.id)!), mails } });
  }
  return methodNotAllowed(["GET", "PATCH", "DELETE"]);
});
