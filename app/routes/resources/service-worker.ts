import { serviceWorkerText } from "~/platform/offline/service-worker.server";

/**
 * GET /sw.js: the service worker (issue 27), scope "/". `no-cache`: the browser asks each time it checks for an
 * update (a 304 when nothing changed), so a deployment reaches readers at their next visit.
 */
export function loader() {
  return new Response(serviceWorkerText(), {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
