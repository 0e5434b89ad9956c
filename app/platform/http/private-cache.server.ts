import type { MiddlewareFunction } from "react-router";
import { isSignedIn } from "./viewer.server";

// Paths whose answers are private whoever asks (a guest there gets a redirect or a 401, which no one should keep either).
const PRIVATE_PATHS = /^\/(admin|account|api\/users|api\/contact|api\/auth)(\/|$)/;

/**
 * One place for private answers (issue 14): anything rendered for a signed-in session (cookie or Bearer), and
 * anything under the private paths, says `Cache-Control: private, no-store`, so neither a shared proxy nor the
 * browser's back-forward cache keeps someone's users list, messages or account. Responses that are the same for
 * everyone and say so (`public`: images, feeds, robots) keep their own header; guests' public pages are untouched.
 */
export const privateCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  const signedIn = isSignedIn(context);
  const privatePath = PRIVATE_PATHS.test(new URL(request.url).pathname);
  if (!signedIn && !privatePath) return response;
  const current = response.headers.get("Cache-Control") ?? "";
  if (/\bpublic\b|\bimmutable\b/i.test(current) && !privatePath) return response;
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};
