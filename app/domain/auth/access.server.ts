import { safeRedirect } from "remix-utils/safe-redirect";
import { HttpError } from "~/platform/http/errors.server";
import type { User } from "~/domain/people/schema";
import { userHasPermission, type Permission } from "~/domain/people/permissions";
import { langOfRequest, localizePath } from "~/i18n/languages";
import { msg } from "~/i18n/message";

/**
 * The one access rule of SPEC §2/§6, shared by pages (redirects) and the API (statuses): a session, then a verified
 * address, then the permission the account's role gives (app/domain/people/permissions.ts). An unverified account
 * holds no permission until its owner enters the code (docs/decisions/011). Its react-router form for loaders and
 * /api routes (requirePageUser, requireApiUser, requireGuest) is app/server/web/access.server.ts (decision 038).
 */
export type Need = "signed-in" | "verified" | Permission;
export type AccessVerdict = "ok" | "login" | "verify" | "forbidden";

export function checkAccess(user: User | null, need: Need): AccessVerdict {
  if (!user) return "login";
  if (need === "signed-in") return "ok";
  if (!user.isVerified) return "verify";
  if (need !== "verified" && !userHasPermission(user, need)) return "forbidden";
  return "ok";
}

/** The rule as yes or no, for server code that shows or skips something for the person asking. */
export const hasAccess = (user: User | null, need: Need) => checkAccess(user, need) === "ok";

/**
 * Where a page sends someone the rule refused: no session → /login, unverified → /verify-email, each with the way
 * back (`back`, else the page asked for), others → home; always in the language of the page asked for
 * (/rw/account → /rw/login?redirectTo=%2Frw%2Faccount). Every page redirect of the rule comes from here.
 */
export function refusedLocation(request: Request, verdict: Exclude<AccessVerdict, "ok">, back?: string): string {
  const lang = langOfRequest(request);
  const url = new URL(request.url);
  const redirectTo = encodeURIComponent(back ?? url.pathname + url.search);
  if (verdict === "login") return localizePath(`/login?redirectTo=${redirectTo}`, lang);
  if (verdict === "verify") return localizePath(`/verify-email?redirectTo=${redirectTo}`, lang);
  return localizePath("/", lang);
}

/** The domain's form of the rule: 401 without a session, 403 with the caller's own `denied` message otherwise. */
export function requireAccess(user: User | null, need: Need, denied: string): User {
  const verdict = checkAccess(user, need);
  if (verdict === "login") throw new HttpError(401, msg("notAuthenticated"));
  if (verdict !== "ok") throw new HttpError(403, denied);
  return user!;
}

/** Where an admin list's form goes back to: a safe path inside that list (`base`), else the list itself. */
export function backWithin(value: FormDataEntryValue | string | null | undefined, base: string) {
  const target = safeRedirectTo(value, base);
  return target.startsWith(base) ? target : base;
}

// A path of plain URL characters: no control characters, spaces, backslashes or anything outside ASCII.
const SAFE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;

/**
 * Where to go after login and elsewhere: only a same-origin path made of safe characters. Browsers drop tabs
 * and newlines and read `\` as `/`, so `/\t/evil.example` would leave the site; anything like it falls back.
 */
export function safeRedirectTo(value: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof value !== "string" || value.length > 2000 || !SAFE_PATH.test(value)) return fallback;
  const checked = safeRedirect(value, fallback);
  try {
    // Resolved against a dummy origin, the path must stay on it.
    return new URL(checked, "http://same.invalid").origin === "http://same.invalid" ? checked : fallback;
  } catch {
    return fallback;
  }
}
