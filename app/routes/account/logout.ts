import { redirect } from "react-router";
import { logout } from "~/domain/auth/auth.server";
import { getSessionToken } from "~/domain/platform/request-context.server";
import { clearSessionCookieHeader } from "~/domain/auth/sessions.server";
import type { Route } from "./+types/logout";

export async function action({ context }: Route.ActionArgs) {
  logout(getSessionToken(context));
  return redirect("/", { headers: { "Set-Cookie": await clearSessionCookieHeader() } });
}

export const loader = () => redirect("/");
