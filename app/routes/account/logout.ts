import { data, redirect } from "react-router";
import { isSameOrigin } from "~/domain/platform/origin.server";
import { logout } from "~/domain/auth/auth.server";
import { getSessionToken, isCookieSession } from "~/domain/platform/request-context.server";
import { clearSessionCookieHeader } from "~/domain/auth/sessions.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  // A resource route: React Router's own cross-site action check does not cover it.
  if (isCookieSession(context) && !isSameOrigin(request)) throw data("Cross-site request refused", { status: 403 });
  logout(getSessionToken(context));
  return redirect("/", { headers: { "Set-Cookie": await clearSessionCookieHeader() } });
}

export const loader = () => redirect("/");
