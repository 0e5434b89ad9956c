import { createHash } from "node:crypto";
import stylesheet from "~/app.css?url";
import enhanceScript from "~/enhance/public-enhance.js?url";
import { stripComments } from "~/enhance/strip-comments";
import workerSource from "~/enhance/sw.js?raw";
import { env } from "~/platform/ops/env.server";
import { testHooksEnabled } from "~/platform/ops/test-hooks.server";

/**
 * What the service worker keeps from its first day (issue 27): the site's stylesheet, the enhancement module, the
 * icon and the English offline page (shown for a page it can neither fetch nor has). The offline page and /saved in
 * the reader's own language are added as soon as a page in that language tells the worker (app/enhance/sw.js):
 * each reader downloads their language's copies only, not three.
 */
export const PRECACHE = [stylesheet, enhanceScript, "/favicon.svg", "/offline"];

/**
 * The worker's text, with this build's version in it: the stylesheet and module URLs carry their content hashes and
 * the worker's own source is hashed in, so any deployment that changes what it serves is a new worker, installed
 * by the browser on its next check, whose activation deletes the previous caches.
 */
export function serviceWorkerText() {
  const version = createHash("sha256")
    .update(JSON.stringify(PRECACHE))
    .update(workerSource)
    // The offline specs stand for a new deployment without a second build (test hooks only).
    .update(testHooksEnabled() ? (env.E2E_SW_RELEASE ?? "") : "")
    .digest("base64url")
    .slice(0, 12);
  // Its comments and JSDoc types are for this repository, not for every phone: left out of what is sent.
  return stripComments(workerSource).replace("__VERSION__", version).replace("__PRECACHE__", JSON.stringify(PRECACHE));
}
