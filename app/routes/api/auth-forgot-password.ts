import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { forgotPassword } from "~/domain/auth/password-reset.server";
import type { Route } from "./+types/auth-forgot-password";

// The same answer whether or not the account exists.
export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { message } = forgotPassword(await readJson(request), clientIp(request));
  return Response.json({ success: true, message });
});

export const loader = () => methodNotAllowed(["POST"]);
