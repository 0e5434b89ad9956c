import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { verifyEmail } from "~/domain/auth/email-verification.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { toPublicUser } from "~/domain/people/users.server";
import type { Route } from "./+types/auth-verify-email";
import { msg } from "~/i18n/message";

// The code is checked against the signed-in account's (cookie or Bearer): a bare six-digit code names no one.
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const input = await readJson(request);
  const user = verifyEmail(getCurrentUser(context), input, clientIp(request));
  return Response.json({ success: true, message: msg("emailVerified"), user: toPublicUser(user) });
});

export const loader = () => methodNotAllowed(["POST"]);
