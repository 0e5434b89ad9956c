import { AsyncLocalStorage } from "node:async_hooks";
import { serveRequestReferencesFrom } from "~/utils/request-reference";
import type { HttpError } from "./errors.server";

/**
 * What the server (app/http-server) knows of the request in flight, kept for its duration: the socket's address
 * (the app sees a Fetch Request without one), the request id it logs and sends back as X-Request-Id, and the
 * signed-in user the app found (written here for the request's log line). The server's request log opens it
 * (`requestStorage.run`) before any other middleware, so everything after it, the app included, reads it here.
 */
export type RequestStore = {
  remoteAddress?: string;
  requestId?: string;
  userId?: string;
  /** A page's unhandled failure that is a 503 (storage full, database busy): storage-failure.server.ts. */
  unavailable?: HttpError;
};
export const requestStorage = new AsyncLocalStorage<RequestStore>();

export const requestStore = (): RequestStore | undefined => requestStorage.getStore();

/** The id a person can quote from the error screen or an API error, found again in the log. */
export const requestId = () => requestStore()?.requestId;

// The error screen (shared with the browser, so it cannot import this server module) shows the same id.
serveRequestReferencesFrom(requestId);
