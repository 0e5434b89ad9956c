// One structured line per request (pino-http): time, method, path (secrets masked; on /admin and /api no query
// value, and no phone number or e-mail address anywhere: app/platform/ops/contacts.ts), status, duration, request
// id, user id. No other URL (no Referer) is logged. The id is sent back as X-Request-Id on every response, so a
// person's report can be found. First in the chain: the early refusals and static files get their line too.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import pino from "pino";
import { pinoHttp } from "pino-http";
import { requestStorage, type RequestStore } from "~/platform/http/request-store.server";
import { log } from "~/platform/ops/log.server";
import { loggableText, loggableUrl } from "~/platform/ops/secret-paths";

/** An error as the log may show it: its message and stack masked by the route table's rule (issue 23). */
export const loggableError = (err: Error) => {
  const { type, message, stack } = pino.stdSerializers.err(err);
  return { type, message: loggableText(message ?? ""), stack: stack && loggableText(stack) };
};

// The store of each request in flight, for its log line (the user id the app found).
const stores = new WeakMap<IncomingMessage, RequestStore>();

const logRequest = pinoHttp({
  logger: log,
  // Our own id, always: a client-sent X-Request-Id could be used to forge or confuse log lines.
  genReqId(req, res) {
    const id = randomUUID();
    res.setHeader("X-Request-Id", id);
    stores.set(req, { remoteAddress: req.socket.remoteAddress, requestId: id });
    return id;
  },
  quietReqLogger: true,
  wrapSerializers: false,
  serializers: {
    req: (req: IncomingMessage & { originalUrl?: string }) => ({
      method: req.method,
      path: loggableUrl(req.originalUrl ?? req.url ?? "/"),
    }),
    res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    err: loggableError,
  },
  customProps: (req) => {
    const userId = stores.get(req)?.userId;
    return userId ? { userId } : {};
  },
  customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
  customSuccessMessage: () => "request",
  customErrorMessage: () => "request failed",
  customAttributeKeys: { reqId: "requestId", responseTime: "ms" },
});

/** Logs the request and opens its store (request-store.server.ts) for everything after it, the app included. */
export const requestLog: RequestHandler = (req, res, next) => {
  logRequest(req, res);
  requestStorage.run(stores.get(req)!, next);
};
