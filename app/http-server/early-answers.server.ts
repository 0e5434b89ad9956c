import type { Request, RequestHandler, Response } from "express";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A refusal before the app sees the request: in the route's form (JSON on /api, with the request id; plain text
 * elsewhere), never stored, and the connection closed (an unread body may still be on its way).
 */
export function refuse(req: Request, res: Response, status: number, message: string, headers = {}) {
  res.set({ ...headers, Connection: "close", "Cache-Control": "no-store" });
  if (req.path.startsWith("/api/")) return res.status(status).json({ success: false, message, requestId: req.id });
  return res.status(status).type("text/plain").send(message);
}

/**
 * The app may answer before it has read the whole body (a 413 past the upload limit, a 415 by content type). The
 * client is still sending, so this connection cannot carry another request: say so, and clients open a new one
 * instead of seeing their next request reset.
 */
export const closeAfterEarlyAnswer: RequestHandler = (req, res, next) => {
  if (!BODY_METHODS.has(req.method)) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (!req.complete) res.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};
