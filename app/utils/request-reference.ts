/**
 * The request id to show on the error screen, so a person's report can be found in the log. On the server it is
 * the id of the request being rendered, read through the function the request store hands over when it loads
 * (app/platform/http/request-store.server.ts: this module is shared with the browser and imports no server
 * code); in the browser, hydrating a server-rendered error page reads back what the server wrote. An error met
 * during a client-side navigation has no rendered id: the screen then shows none (the response's X-Request-Id is in
 * the log).
 */
let serverReference: () => string | undefined = () => undefined;

/** Called once by the server's request store. */
export function serveRequestReferencesFrom(read: () => string | undefined) {
  serverReference = read;
}

export function currentRequestReference(): string | undefined {
  if (typeof document === "undefined") return serverReference();
  return document.getElementById("request-reference")?.dataset.id;
}
