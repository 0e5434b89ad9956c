import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { resetPassword } from "~/domain/auth/password-reset.server";
import type { Route } from "./+types/auth-reset-password";

// Every session of the account ends, so any cookie this client had is stale too.
export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { message } = await resetPassword(params.token, await readJson(request), clientIp(request));
  return Response.json({ success: true, message });
});

export const loader = () => methodNotAllowed(["POST"]);
