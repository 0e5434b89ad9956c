import type { ErrorRequestHandler } from "express";
import { log } from "~/platform/ops/log.server";
import { refuse } from "./early-answers.server";
import { loggableError } from "./request-log.server";

/**
 * Anything thrown on the way (a malformed URL, a bug in the chain): one masked log line (the error may quote the
 * URL), and an answer in the route's form (JSON on /api) with the request id, never Express's stack-trace page.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const fault = err as { status?: unknown; statusCode?: unknown } | null;
  const status = Number(fault?.status ?? fault?.statusCode);
  const client = Number.isInteger(status) && status >= 400 && status < 500;
  if (!client) log.error({ requestId: req.id, err: loggableError(err as Error) }, "unexpected error");
  if (res.headersSent) return res.destroy();
  return refuse(
    req,
    res,
    client ? status : 500,
    client ? "Bad request" : "Something went wrong; please quote the reference " + req.id,
  );
};
