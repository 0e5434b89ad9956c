import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { apiError } from "./api.server";
import { env } from "../ops/env.server";
import { HttpError } from "./errors.server";
import { isCookieSession } from "../../domain/auth/current-user.server";

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
  if (source === "foreign" || (source === "unknown" && isCookieSession(context))) throw new HttpError(403, CROSS_SITE_MESSAGE);
}

const refusalPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Request refused</title></head>
<body><main><h1>Request refused</h1><p>This form was sent from another site, so nothing was changed. Open the page on this site and try again.</p><p><a href="/">Go to Homepage</a></p></main></body></html>`;

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs to the newsletter's List-Unsubscribe URL without cookie or
 * Origin, from wherever it runs. The token in the path is the only credential and the only thing it can do is
 * unsubscribe, so exactly this route is exempt.
 */
const ONE_CLICK_UNSUBSCRIBE = /^\/(?:(?:rw|fr)\/)?newsletter\/unsubscribe\/[A-Za-z0-9_-]+\/?$/;
export const isSameOriginExempt = (path: string) => ONE_CLICK_UNSUBSCRIBE.test(path);

/**
 * Root middleware (after the session is known): every page action and /api write passes here before any loader,
 * action or body read. /api answers its JSON error; pages a small 403 page.
 */
export const sameOriginMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (isSameOriginExempt(new URL(request.url).pathname)) return next();
  try {
    requireSameOriginWrite(request, context);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const path = new URL(request.url).pathname;
    if (path === "/api" || path.startsWith("/api/")) {
      return apiError(error);
    }
    return new Response(refusalPage, { status: 403, headers: { "Content-Type": "text/html; charset=utf-8" } });
  }
  return next();
};
