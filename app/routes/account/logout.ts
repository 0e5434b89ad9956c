import { data, redirect } from "react-router";
import { redirectWithSuccess } from "~/domain/platform/toast.server";
import { HttpError } from "~/domain/platform/errors.server";
import { requireSameOriginWrite } from "~/domain/platform/origin.server";
import { logout } from "~/domain/auth/auth.server";
import { getSessionToken } from "~/domain/platform/request-context.server";
import { clearSessionCookieHeader } from "~/domain/auth/sessions.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  // A resource route: React Router's own cross-site action check does not cover it.
  try {
    requireSameOriginWrite(request, context);
  } catch (error) {
    if (error instanceof HttpError) throw data(error.message, { status: error.status });
    throw error;
  }
  logout(getSessionToken(context));
  return redirectWithSuccess("/", "You have been logged out", { headers: { "Set-Cookie": await clearSessionCookieHeader() } });
}

export const loader = () => redirect("/");
