import { data, type MiddlewareFunction } from "react-router";
import { toHttpError } from "./errors.server";
import { requestStore } from "./request-store.server";

/**
 * Page loaders and actions that do not catch their errors: React Router renders any thrown Error as a 500
 * "Something went wrong" and hands the original only to entry.server's handleError. When that error is the
 * storage being full or failing, the database busy (or an HttpError 503), handleError notes it here for the
 * request in flight...
 */
export function noteUnhandledError(error: unknown) {
  const store = requestStore();
  const known = toHttpError(error);
  if (store && known?.status === 503) store.unavailable = known;
}

/**
 * ...and this middleware (innermost in root) turns the rendered page into the root error screen's 503
 * "try again later", for document requests and client-side navigations alike. The failed write was rolled
 * back (SQLite) or removed (files), so the page only has to say so.
 */
export const storageFailureMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  const unavailable = requestStore()?.unavailable;
  if (unavailable) throw data({ message: unavailable.message }, { status: 503, headers: unavailable.headers });
  return response;
};
