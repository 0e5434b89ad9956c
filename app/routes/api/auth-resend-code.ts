import { apiHandler, methodNotAllowed } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { resendVerificationCode } from "~/domain/auth/email-verification.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/auth-resend-code";

// Not in SPEC §7: the way to a new code once the first expired or was used up (issue 3).
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { message } = await resendVerificationCode(getCurrentUser(context), clientIp(request));
  return Response.json({ success: true, message });
});

export const loader = () => methodNotAllowed(["POST"]);
