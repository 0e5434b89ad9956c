import { redirect } from "react-router";
import { logout } from "~/domain/auth.server";
import { getSessionToken } from "~/domain/request-context.server";
import { clearSessionCookieHeader } from "~/domain/sessions.server";
import type { Route } from "./+types/logout";

export async function action({ context }: Route.ActionArgs) {
  logout(getSessionToken(context));
  return redirect("/", { headers: { "Set-Cookie": await clearSessionCookieHeader() } });
}

export const loader = () => redirect("/");
