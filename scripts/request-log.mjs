// One structured line per request (pino-http): time, method, path (secrets masked; on /admin and /api no query
// value, and no phone number or e-mail address anywhere: app/platform/ops/contacts.ts), status, duration, request
// id, user id. No other URL (no Referer) is logged. The id is sent back as X-Request-Id on every response, so a person's report can be found.
import { randomUUID } from "node:crypto";
import pino from "pino";
import pinoHttp from "pino-http";

export const logger = pino({
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  level: process.env.LOG_LEVEL ?? "info",
});

// What may be logged of a URL and of an error's text. The rule comes from the app's route table (a segment of a
// route parameter named like a credential, app/platform/ops/secret-paths.ts): scripts/serve.mjs hands over the
// build's functions before it listens. Until then nothing is served, and a path is cut after its first segment.
let masker = {
  url: (url) => `${String(url).split(/[?#]/)[0].split("/").slice(0, 2).join("/")}/[not logged]`,
  text: (text) => text, // nothing is served yet, so no error can quote a request's URL
};
export function useSecretMasker({ url, text }) {
  masker = { url, text };
}

/** The path as logged: secret segments become ":token" (the parameter's name), secret query values "[redacted]". */
export const loggablePath = (url) => masker.url(url);

export const loggableError = (err) => {
  const { type, message, stack } = pino.stdSerializers.err(err);
  return { type, message: masker.text(message ?? ""), stack: stack && masker.text(stack) };
};

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
    err: loggableError,
  },
  customProps: (req) => (req.store?.userId ? { userId: req.store.userId } : {}),
  customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
  customSuccessMessage: () => "request",
  customErrorMessage: () => "request failed",
  customAttributeKeys: { reqId: "requestId", responseTime: "ms" },
});
