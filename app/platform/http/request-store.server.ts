import type { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the production server (scripts/serve.mjs) knows of the request in flight, kept in an AsyncLocalStorage
 * for its duration: the socket's address (the app sees a Fetch Request without one), the request id it logs
 * and sends back as X-Request-Id, and the signed-in user the app found (written here for the request's log line).
 */
export type RequestStore = { remoteAddress?: string; requestId?: string; userId?: string; storageFailure?: boolean };
const storage = (globalThis as Record<symbol, unknown>)[Symbol.for("app.requestSocket")] as
  AsyncLocalStorage<RequestStore> | undefined;

export const requestStore = (): RequestStore | undefined => storage?.getStore();

/** The id a person can quote from the error screen or an API error, found again in the log. */
export const requestId = () => requestStore()?.requestId;
