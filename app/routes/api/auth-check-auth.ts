import { apiHandler, methodNotAllowed } from "~/platform/http/api.server";
import { unauthorized } from "~/platform/http/errors.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { toPublicUser } from "~/domain/people/users.server";
import type { Route } from "./+types/auth-check-auth";

// SPEC §4 session check: the user (verified or not) or a 401 the client treats silently.
export const loader = apiHandler(async ({ context }: Route.LoaderArgs) => {
  const user = getCurrentUser(context);
  if (!user) throw unauthorized();
  return Response.json({ success: true, user: toPublicUser(user) }, { headers: { "Cache-Control": "no-store" } });
});

export const action = () => methodNotAllowed(["GET"]);
