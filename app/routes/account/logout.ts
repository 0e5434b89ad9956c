import { data, redirect } from "react-router";
import { redirectWithSuccess } from "~/platform/http/toast.server";
import { HttpError } from "~/platform/http/errors.server";
import { requireSameOriginWrite } from "~/platform/http/origin.server";
import { logout } from "~/domain/auth/auth.server";
import { getSessionToken } from "~/server/web/current-user.server";
import { clearSessionCookieHeader } from "~/server/web/session-cookie.server";
import { langOfPath, localizePath } from "~/i18n/languages";
import type { Route } from "./+types/logout";
import { msg } from "~/i18n/message";

export async function action({ request, context }: Route.ActionArgs) {
  // A resource route: React Router's own cross-site action check does not cover it.
  try {
    requireSameOriginWrite(request, context);
  } catch (error) {
    if (error instanceof HttpError) throw data(error.message, { status: error.status });
    throw error;
  }
  logout(getSessionToken(context));
  return redirectWithSuccess(localizePath("/", langOfReferer(request)), msg("loggedOut"), {
    headers: { "Set-Cookie": await clearSessionCookieHeader() },
  });
}

export const loader = () => redirect("/");

/** Home in the language of the page the visitor logged out from (/logout is one URL for all three). */
function langOfReferer(request: Request) {
  try {
    const referer = new URL(request.headers.get("referer") ?? "");
    return referer.origin === new URL(request.url).origin ? langOfPath(referer.pathname) : "en";
  } catch {
    return "en";
  }
}
