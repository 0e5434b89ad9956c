import { redirect } from "react-router";
import { getSessionToken } from "~/domain/request-context.server";
import { clearSessionCookieHeader, deleteSessionByToken } from "~/domain/sessions.server";
import type { Route } from "./+types/logout";

export async function action({ context }: Route.ActionArgs) {
  const token = getSessionToken(context);
  if (token) deleteSessionByToken(token);
  return redirect("/", { headers: { "Set-Cookie": await clearSessionCookieHeader() } });
}

export const loader = () => redirect("/");
