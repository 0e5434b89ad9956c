import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import { signup } from "~/domain/auth/auth.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { sessionCookieHeader } from "~/server/web/session-cookie.server";
import { toPublicUser } from "~/domain/people/users.server";
import type { Route } from "./+types/auth-signup";

// 201 with the token (SPEC §7) and the session cookie; the account is unverified until its code is entered.
export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { user, token } = await signup(await readJson(request), clientIp(request));
  return Response.json(
    {
      success: true,
      message: "Account created. Check your email for the verification code.",
      token,
      user: toPublicUser(user),
    },
    { status: 201, headers: { "Set-Cookie": await sessionCookieHeader(token), "Cache-Control": "no-store" } },
  );
});

export const loader = () => methodNotAllowed(["POST"]);
