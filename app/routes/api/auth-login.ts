import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import { login } from "~/domain/auth/auth.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { sessionCookieHeader } from "~/server/web/session-cookie.server";
import { toPublicUser } from "~/domain/people/users.server";
import type { Route } from "./+types/auth-login";

// SPEC §7: the token is in the body for Bearer clients; the cookie serves browsers (and page.request in tests).
export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { user, token } = await login(await readJson(request), clientIp(request));
  return Response.json(
    { success: true, token, user: toPublicUser(user) },
    { headers: { "Set-Cookie": await sessionCookieHeader(token), "Cache-Control": "no-store" } },
  );
});

export const loader = () => methodNotAllowed(["POST"]);
