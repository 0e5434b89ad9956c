import { redirect, type RouterContextProvider } from "react-router";
import { HttpError } from "~/platform/http/errors.server";
import { checkAccess, refusedLocation, type Need } from "~/domain/auth/access.server";
import type { User } from "~/domain/people/schema";
import { langOfRequest, localizePath } from "~/i18n/languages";
import { msg } from "~/i18n/message";
import { getCurrentUser } from "./current-user.server";

// The access rule of app/domain/auth/access.server.ts as react-router speaks it (decision 038): the rule itself
// stays in the domain; here the current user comes from the request context and a refusal becomes a redirect.

/** For page loaders/actions: the signed-in user the rule lets in, or a redirect to refusedLocation. */
export function requirePageUser(request: Request, context: Readonly<RouterContextProvider>, need: Need): User {
  const user = getCurrentUser(context);
  const verdict = checkAccess(user, need);
  if (verdict === "ok") return user!;
  throw redirect(refusedLocation(request, verdict));
}

/** For /api routes: 401 without a session, 403 when unverified or lacking the permission. */
export function requireApiUser(context: Readonly<RouterContextProvider>, need: Need): User {
  const user = getCurrentUser(context);
  const verdict = checkAccess(user, need);
  if (verdict === "ok") return user!;
  if (verdict === "login") throw new HttpError(401, msg("notAuthenticated"));
  if (verdict === "verify") throw new HttpError(403, msg("verifyEmailFirst"));
  throw new HttpError(403, msg("forbidden"));
}

/** SPEC §2: a verified signed-in user on a guest-only page goes to / (/rw from /rw/login). */
export function requireGuest(context: Readonly<RouterContextProvider>, request?: Request) {
  const user = getCurrentUser(context);
  if (user?.isVerified) throw redirect(request ? localizePath("/", langOfRequest(request)) : "/");
}
