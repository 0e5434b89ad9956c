import type { MiddlewareFunction } from "react-router";
import { apiError } from "./api.server";
import { HttpError } from "./errors.server";
import { requireSameOriginWrite } from "./origin.server";
import { requestId } from "./request-store.server";
import { log } from "~/platform/ops/log.server";
import { loggableUrl } from "~/platform/ops/secret-paths";

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
    // Anyone can send one: one warn line without a stack (issue 33), as for the framework's own refusal.
    log.warn({ requestId: requestId(), path: loggableUrl(path) }, "cross-site request refused");
    if (path === "/api" || path.startsWith("/api/")) {
      return apiError(error);
    }
    return new Response(refusalPage, { status: 403, headers: { "Content-Type": "text/html; charset=utf-8" } });
  }
  return next();
};
