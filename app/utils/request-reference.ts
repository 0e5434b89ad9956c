/**
 * The request id to show on the error screen, so a person's report can be found in the log. On the server it is
 * the id of the request being rendered (scripts/serve.mjs keeps it in an AsyncLocalStorage); in the browser,
 * hydrating a server-rendered error page reads back what the server wrote. An error met during a client-side
 * navigation has no rendered id: the screen then shows none (the response's X-Request-Id is in the log).
 */
export function currentRequestReference(): string | undefined {
  if (typeof document === "undefined") {
    const storage = (globalThis as Record<symbol, unknown>)[Symbol.for("app.requestSocket")] as
      { getStore(): { requestId?: string } | undefined } | undefined;
    return storage?.getStore()?.requestId;
  }
  return document.getElementById("request-reference")?.dataset.id;
}
