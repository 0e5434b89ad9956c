import type { RouterContextProvider } from "react-router";
import { env } from "~/platform/ops/env.server";
import { HttpError } from "./errors.server";
import { isCookieSession } from "./viewer.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_SITE_MESSAGE = "Cross-site request refused: send it from this site or with a Bearer token";

const ours = (request: Request) => new Set([new URL(env.APP_URL).origin, new URL(request.url).origin]);

function originOf(value: string) {
  try {
    return new URL(value).origin;
  } catch {
    return "null";
  }
}

/**
 * What the browser says about where a request came from: "same" (our own page), "foreign" (another site, or a
 * sandboxed/opaque origin), or "unknown" (no browser signal at all: curl, server-to-server, an API client).
 * Sec-Fetch-Site first (every current browser sends it), then Origin, then Referer.
 */
export function requestSource(request: Request): "same" | "foreign" | "unknown" {
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return "foreign";
  const mine = ours(request);
  const origin = request.headers.get("origin");
  if (origin !== null) return mine.has(origin) ? "same" : "foreign";
  const referer = request.headers.get("referer");
  if (referer) return mine.has(originOf(referer)) ? "same" : "foreign";
  return site === "same-origin" ? "same" : "unknown";
}

/** The request came from one of our own pages. */
export const isSameOrigin = (request: Request) => requestSource(request) === "same";

/**
 * The one same-origin rule for every state-changing request (docs/decisions/006), pages and /api alike:
 * - any sign of another site (Sec-Fetch-Site cross-site/same-site, a foreign Origin or Referer) is refused;
 * - a write riding on the session cookie must also show that it comes from our own page (a browser always sends
 *   Origin or Sec-Fetch-Site with a POST);
 * - with no browser signal and no cookie session (curl, an API client with a Bearer token) it goes through:
 *   such a request carries no ambient credential another site could borrow.
 */
export function requireSameOriginWrite(request: Request, context: Readonly<RouterContextProvider>) {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  const source = requestSource(request);
  if (source === "foreign" || (source === "unknown" && isCookieSession(context)))
    throw new HttpError(403, CROSS_SITE_MESSAGE);
}
