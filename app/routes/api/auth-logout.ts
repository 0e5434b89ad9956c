import { apiHandler, methodNotAllowed } from "~/platform/http/api.server";
import { logout } from "~/domain/auth/auth.server";
import { getSessionToken } from "~/server/web/current-user.server";
import { clearSessionCookieHeader } from "~/server/web/session-cookie.server";
import type { Route } from "./+types/auth-logout";

// Ends the session named by the Bearer token or the cookie; succeeds even without one.
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  logout(getSessionToken(context));
  return Response.json(
    { success: true, message: "Logged out successfully" },
    { headers: { "Set-Cookie": await clearSessionCookieHeader(), "Cache-Control": "no-store" } },
  );
});

export const loader = () => methodNotAllowed(["POST"]);
