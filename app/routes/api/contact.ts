import { requireApiUser } from "~/server/web/access.server";
import { listMessages, toMessageJson } from "~/domain/people/contact-inbox.server";
import { sendContactMessage } from "~/domain/people/contact.server";
import { apiHandler, methodNotAllowed, readJson, validate } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { messageListQuerySchema } from "~/domain/people/contact-schema";
import type { Route } from "./+types/contact";
import { msg } from "~/i18n/message";

// GET /api/contact (SPEC §7, staff): {success, data, pagination}; ?status, ?type, ?page, ?limit.
export const loader = apiHandler(({ request, context }: Route.LoaderArgs) => {
  requireApiUser(context, "messages:manage");
  const query = validate(messageListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  const { rows, total, page, pages, limit } = listMessages(query);
  return Response.json({ success: true, data: rows.map(toMessageJson), pagination: { page, limit, total, pages } });
});

// POST /api/contact (SPEC §7): a signed-in visitor's message → 201 {success, message}.
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  sendContactMessage(getCurrentUser(context), await readJson(request), clientIp(request));
  return Response.json({ success: true, message: msg("messageSent") }, { status: 201 });
});
