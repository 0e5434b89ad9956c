import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider, type ServerBuild } from "react-router";
import { errorInfo, log } from "./platform/ops/log.server";
import { requestId } from "./platform/http/request-store.server";
import { isCrossSiteRefusal } from "./platform/http/origin.server";
import { allowInlineScript, getNonce, markStaticPage } from "./platform/http/security-headers.server";
import { guestPageCache } from "./platform/cache/guest-cache-http.server";
import { renderFailedContext } from "./platform/cache/guest-page.server";
import { PUBLIC_VIEWER } from "./domain/blog/posts-query.server";
import { countView } from "./domain/blog/views.server";
import { sessionCookie } from "./server/web/session-cookie.server";
import { personalParts } from "./components/personal-parts.server";
import { noteUnhandledError } from "./platform/http/storage-failure.server";
import { startup } from "./server/startup.server";
import { isStaticPage } from "./utils/static-page";
import { dataSaverOf } from "./platform/offline/data-saver";
import { dataSaverPage } from "./platform/offline/data-saver-page.server";
import { tinyPlaceholder } from "./domain/media/image-variants.server";
import { knowsSecretRoutes, learnSecretRoutes, loggableUrl } from "./platform/ops/secret-paths";

// For scripts/serve.mjs: the request log masks secret URL segments by the rule of this build's route table.
export { learnSecretRoutes, loggableText, loggableUrl } from "./platform/ops/secret-paths";
// For scripts/serve.mjs: the one body rule over the build's routes, judged before a byte of a body is read.
export { bodyRule } from "./server/body-limits.server";
// For scripts/serve.mjs: /assets' stylesheets and scripts compressed once, at the strongest settings (issue 27).
export { precompressedAssets } from "./platform/http/precompressed-assets.server";

// Migrations, the admin account and demo content are ready before the server accepts a request.
await startup();

export const streamTimeout = 5_000;

/**
 * The guest page cache for scripts/serve.mjs (docs/decisions/021), built on this server build. A cached post
 * page still counts its reader's view, by the same rule as the page's loader (a guest: never staff).
 */
export const createGuestPageCache = (build: ServerBuild) =>
  guestPageCache({
    build,
    onView: (request, postId) => countView(request, null, PUBLIC_VIEWER, postId),
    // Issue 28 (docs/decisions/031): signed-in readers get the stored guest copy with their own parts spliced in.
    personal: { cookie: sessionCookie.name, parts: personalParts },
  });

/** Unexpected errors of loaders, actions and rendering: one log line with the request id the person was shown. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const path = loggableUrl(new URL(request.url).pathname);
  // A cross-site write the framework refused: anyone can send one, so one warn line without a stack (issue 33).
  if (isCrossSiteRefusal(error, request))
    return log.warn({ requestId: requestId(), path }, "cross-site request refused");
  noteUnhandledError(error);
  log.error({ requestId: requestId(), path, error: errorInfo(error) }, "unexpected error");
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The production server hands over the route table at start; under the dev server the first page does.
  if (!knowsSecretRoutes())
    learnSecretRoutes(Object.values(routerContext.manifest.routes).filter((r) => r !== undefined));
  // A static page (no framework client, docs/decisions/020) is rendered whole before the first byte: nothing
  // streams in later, so React writes no inline script, and the page needs no nonce.
  const staticPage = isStaticPage(
    routerContext.staticHandlerContext.matches.map((m) => routerContext.routeModules[m.route.id]),
  );
  if (staticPage) markStaticPage(loadContext);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = staticPage ? undefined : getNonce(loadContext);
  // The data saver's copy of a static page carries its own styles and icon (docs/decisions/029 "Meeting 15 KB").
  const lighten = staticPage && dataSaverOf(request.headers.get("cookie"), request.headers.get("save-data"));

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      staticPage || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (lighten) {
            // A static page is whole at this point (onAllReady): read it out, then send it rewritten.
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("end", () =>
              dataSaverPage(Buffer.concat(chunks).toString("utf8"), tinyPlaceholder).then((page) => {
                if (page.scriptHash) allowInlineScript(loadContext, page.scriptHash);
                resolve(new Response(page.html, { headers: responseHeaders, status: responseStatusCode }));
              }, reject),
            );
            body.on("error", reject);
            pipe(body);
            return;
          }
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Too late to change the status: at least the broken page is never kept for other guests.
          loadContext.set(renderFailedContext, true);
          if (shellRendered)
            log.error({ requestId: requestId(), error: errorInfo(error) }, "error while streaming a page");
        },
      },
    );
  });
}
