import type { RouterContextProvider } from "react-router";
import { env } from "./env.server";
import { HttpError } from "./errors.server";
import { isCookieSession } from "./request-context.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The request came from one of our own pages: its Origin is ours, or the browser says same-origin. */
export function isSameOrigin(request: Request) {
  if (request.headers.get("sec-fetch-site") === "same-origin") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return origin === new URL(env.APP_URL).origin || origin === new URL(request.url).origin;
}

/**
 * Writes authenticated by the session cookie must come from our own pages. SameSite=Lax is one guard; this
 * is the second, for the routes React Router's own action check does not cover (/api, /logout). Bearer calls
 * carry no ambient credential and are unaffected.
 */
export function requireSameOriginWrite(request: Request, context: Readonly<RouterContextProvider>) {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  if (isCookieSession(context) && !isSameOrigin(request)) {
    throw new HttpError(403, "Cross-site request refused: send it from this site or with a Bearer token");
  }
}
