// One structured line per request (pino-http): time, method, path (secrets masked), status, duration, request
// id, user id. The id is sent back as X-Request-Id on every response, so a person's report can be found.
import { randomUUID } from "node:crypto";
import pino from "pino";
import pinoHttp from "pino-http";

export const logger = pino({ base: undefined, timestamp: pino.stdTimeFunctions.isoTime, level: process.env.LOG_LEVEL ?? "info" });

// Path segments and query values that carry a credential never reach the log.
const SECRET_PATH = /^(\/(?:api\/auth\/)?reset-password\/)[^/?]+/;
const SECRET_PARAMS = /^(token|code|password|secret|key|sig|signature|email)$/i;

/** The path as logged: a reset token becomes ":token", secret query values become "[redacted]". */
export function loggablePath(url) {
  const parsed = new URL(url, "http://x");
  for (const name of [...parsed.searchParams.keys()]) if (SECRET_PARAMS.test(name)) parsed.searchParams.set(name, "[redacted]");
  const query = parsed.searchParams.toString();
  return parsed.pathname.replace(SECRET_PATH, "$1:token") + (query ? `?${query}` : "");
}

export const requestLogger = pinoHttp({
  logger,
  // Our own id, always: a client-sent X-Request-Id could be used to forge or confuse log lines.
  genReqId(req, res) {
    const id = randomUUID();
    res.setHeader("X-Request-Id", id);
    req.store = { remoteAddress: req.socket.remoteAddress, requestId: id };
    return id;
  },
  quietReqLogger: true,
  wrapSerializers: false,
  serializers: {
    req: (req) => ({ method: req.method, path: loggablePath(req.originalUrl ?? req.url) }),
    res: (res) => ({ status: res.statusCode }),
    err: pino.stdSerializers.err,
  },
  customProps: (req) => (req.store?.userId ? { userId: req.store.userId } : {}),
  customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
  customSuccessMessage: () => "request",
  customErrorMessage: () => "request failed",
  customAttributeKeys: { reqId: "requestId", responseTime: "ms" },
});
