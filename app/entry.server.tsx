import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { errorInfo, log } from "./platform/ops/log.server";
import { requestId } from "./platform/http/request-store.server";
import { isCrossSiteRefusal } from "./platform/http/origin.server";
import { allowInlineScript, getNonce, markStaticPage } from "./platform/http/security-headers.server";
import { renderFailedContext, routeSaysGuestPage } from "./platform/cache/guest-page.server";
import { isGuestRequest } from "./platform/cache/guest-cache.server";
import { encodeFirstView, firstViewPage, isFirstView } from "./platform/offline/first-view-page.server";
import { noteUnhandledError } from "./platform/http/storage-failure.server";
import { startup } from "./server/startup.server";
import { isStaticPage } from "./utils/static-page";
import { dataSaverOf } from "./platform/offline/data-saver";
import { dataSaverPage } from "./platform/offline/data-saver-page.server";
import { tinyPlaceholder } from "./domain/media/image-variants.server";
import { loggableUrl } from "./platform/ops/secret-paths";

// Migrations, the admin account and demo content are ready before the server accepts a request.
await startup();

export const streamTimeout = 5_000;

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
  // A first-time guest's copy of a static page the guest cache does not keep (/ask): styles inline, the sheet
  // late (docs/decisions/044). A kept page's copy is made by the cache from the copy it stores.
  const firstView =
    staticPage &&
    !lighten &&
    !routeSaysGuestPage(loadContext) &&
    isGuestRequest(request.headers.get("cookie"), request.headers.get("authorization")) &&
    isFirstView(request);
  const rewrite = lighten
    ? (html: string) => dataSaverPage(html, tinyPlaceholder)
    : firstView
      ? async (html: string) => {
          const { body, encoding } = await encodeFirstView(
            firstViewPage(html) ?? html,
            request.headers.get("accept-encoding"),
          );
          if (encoding) responseHeaders.set("Content-Encoding", encoding);
          responseHeaders.append("Vary", "Accept-Encoding");
          return { html: body, scriptHash: null };
        }
      : null;

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
          if (rewrite) {
            // A static page is whole at this point (onAllReady): read it out, then send it rewritten.
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("end", () =>
              rewrite(Buffer.concat(chunks).toString("utf8")).then((page) => {
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
