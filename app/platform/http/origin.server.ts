import type { RouterContextProvider } from "react-router";
import { env } from "~/platform/ops/env.server";
import { HttpError } from "./errors.server";
import { isCookieSession } from "./viewer.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_SITE_MESSAGE = "Cross-site request refused: send it from this site or with a Bearer token";

/**
 * What the origin rule, the view counts and the client address read of a request: a fetch Request, or a lighter
 * view of Express's (expressSignals, app/platform/cache/express-io.server.ts) on paths that run for every guest hit.
 */
export type RequestSignals = { method?: string; url: string; headers: { get(name: string): string | null } };

const ours = (request: RequestSignals) => new Set([new URL(env.APP_URL).origin, new URL(request.url).origin]);

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
export function requestSource(request: RequestSignals): "same" | "foreign" | "unknown" {
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
export const isSameOrigin = (request: RequestSignals) => requestSource(request) === "same";

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

// React Router's own check (7.12+) refuses a foreign Origin on a page action before our middleware runs, and hands
// its error to the server's handleError: a document request with one of these messages, a data request (`.data`)
// with a bare "Bad Request".
const FRAMEWORK_REFUSALS = [/origin does not match `origin` header/, /`origin` header is not a valid URL/];

/**
 * The error is the framework refusing a cross-site write, not a fault of ours: anyone can send one, so it is
 * logged as one warn line without a stack (issue 33), never as an error that fills the log with stacks.
 */
export function isCrossSiteRefusal(error: unknown, request: Request) {
  if (SAFE_METHODS.has(request.method.toUpperCase()) || !(error instanceof Error)) return false;
  if (FRAMEWORK_REFUSALS.some((pattern) => pattern.test(error.message))) return true;
  return error.message === "Bad Request" && requestSource(request) === "foreign";
}
