// Production entry: a small Express server around the React Router build (the shape the React Router docs
// describe). It owns what must happen before the app sees a request: security headers on every response
// (static files too), body size limits, method checks, absolute-form request lines, the client's address,
// and a graceful shutdown. Migrations, the admin account and the demo seed run when the build is imported.
import { AsyncLocalStorage } from "node:async_hooks";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// Paths (build/, drizzle/, the default ./data) are the project's, wherever the command was started.
process.chdir(path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));

// "Production" is what the caller says (the Dockerfile sets NODE_ENV=production); a bare `npm start` is the
// local demo mode. React itself always runs its production build here.
process.env.APP_MODE ??= process.env.NODE_ENV === "production" ? "production" : "local";
process.env.NODE_ENV = "production";
// Imported only now: React picks its development or production build from NODE_ENV when first loaded.
const { createRequestHandler } = await import("@react-router/express");
const { default: compression } = await import("compression");
const { default: express } = await import("express");
const { default: helmet } = await import("helmet");
const { requestLogger, logger, useSecretMasker, loggableError } = await import("./request-log.mjs");

// What the app reads of the request in flight (app/platform/http/request-store.server.ts); set before the
// build is imported, which reads it once.
const requestStore = new AsyncLocalStorage();
globalThis[Symbol.for("app.requestSocket")] = requestStore;

// The app (migrations, the admin account and the demo seed run as it is imported). Its route table tells which URL
// segments are secret (reset, preview and newsletter links …, in every language and form); the request log and the
// app's error logs mask them by that one rule (issue 23).
const build = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
build.entry.module.learnSecretRoutes(Object.values(build.routes));
useSecretMasker({ url: build.entry.module.loggableUrl, text: build.entry.module.loggableText });

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ALLOWED = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

function refuse(req, res, status, message, headers = {}) {
  res.set({ ...headers, Connection: "close", "Cache-Control": "no-store" });
  if (req.path.startsWith("/api/")) return res.status(status).json({ success: false, message, requestId: req.id });
  return res.status(status).type("text/plain").send(message);
}

const app = express();
app.disable("x-powered-by");

// First of all: every response, the early refusals and static files included, carries X-Request-Id and gets one
// log line; the app reads the id, the client's address, and records the user through the store.
app.use(requestLogger);
app.use((req, _res, next) => requestStore.run(req.store, next));

// `GET http://host/about HTTP/1.1` is legal HTTP/1.1: serve it as `GET /about`. A path whose percent-encoding
// cannot be decoded is no address of ours: 400 here, before the router prints it whole in a warning (the log must
// not get the secret a link's path may carry).
const decodable = (pathname) =>
  pathname.split("/").every((segment) => {
    try {
      decodeURIComponent(segment);
      return true;
    } catch {
      return false;
    }
  });
app.use((req, res, next) => {
  try {
    if (!req.url.startsWith("/")) {
      const url = new URL(req.url);
      req.url = req.originalUrl = url.pathname + url.search;
    }
    if (decodable(req.url.split("?")[0])) return next();
  } catch {
    // not a URL at all
  }
  return refuse(req, res, 400, "Bad request target");
});

// Every URL the app builds starts from the Host header: one that is not a valid authority (a port past 65535, an
// unclosed IPv6 bracket, a space or a percent sign, a path) or none at all is the client's mistake, a 400 for
// every route, not a 500 from deep inside the request handler.
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._~-]+)(?::(\d{0,5}))?$/i;
function validHost(host) {
  const match = host ? HOST.exec(host) : null;
  if (!match || Number(match[1] || 0) > 65535) return false;
  return URL.canParse(`http://${host}/`);
}
app.use((req, res, next) => (validHost(req.headers.host) ? next() : refuse(req, res, 400, "Bad Host header")));

app.use((req, res, next) => {
  if (req.method === "TRACE" || req.method === "TRACK" || req.method === "CONNECT") {
    return refuse(req, res, 405, "Method not allowed", { Allow: ALLOWED });
  }
  if (!ALLOWED.split(", ").includes(req.method)) return refuse(req, res, 501, "Not implemented");
  next();
});

// Bodies are judged from their headers before a byte is read, by the app's one body rule
// (app/server/body-limits.server.ts) over this build's routes, each of which declares what it takes: who sends it
// (a large body only from a signed-in writer, 401/403 otherwise) and how long it says it is (413; 411 for a body
// of unknown length). Node reads exactly Content-Length bytes, so a declared length bounds memory.
const bodyRefusal = build.entry.module.bodyRule(Object.values(build.routes));
app.use(async (req, res, next) => {
  const refusal = await bodyRefusal({ method: req.method, path: req.path, headers: req.headers });
  if (refusal?.page) {
    res.set({ Connection: "close", "Cache-Control": "no-store" });
    return res.status(refusal.status).type("html").send(refusal.page);
  }
  if (refusal) return refuse(req, res, refusal.status, refusal.message);
  next();
});

// The app may answer before it has read the whole body (a 413 past the upload limit, a 415 by content type). The
// client is still sending, so this connection cannot carry another request: say so, and clients open a new one
// instead of seeing their next request reset.
app.use((req, res, next) => {
  if (!BODY_METHODS.has(req.method)) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!req.complete) res.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  };
  next();
});

const https = (process.env.APP_URL ?? "").startsWith("https://");
// Headers on everything, static files included. The app sets its own per-request nonce CSP on the pages it
// renders (it replaces this one); static files get a strict one.
app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: "same-site" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 31536000 } : false,
    xFrameOptions: { action: "deny" },
  }),
);
app.use((_req, res, next) => {
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  next();
});
// Pages the guest cache sends are compressed already (br or gzip), or plain for a client that takes neither.
app.use(compression({ filter: (req, res) => !res.locals.guestCached && compression.filter(req, res) }));

app.use("/assets", build.entry.module.precompressedAssets("build/client/assets"));
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
app.use("/assets", (_req, res) => res.status(404).type("text/plain").send("Not found"));
app.use(express.static("build/client", { maxAge: "1h", index: false }));

// The app sets these itself on what it renders (with the request's CSP nonce); the response handler appends
// headers, so drop the static-file versions rather than send two policies.
const APP_SET = [
  "Content-Security-Policy",
  "X-Frame-Options",
  "X-Content-Type-Options",
  "Referrer-Policy",
  "Cross-Origin-Opener-Policy",
  "Permissions-Policy",
];
app.use((_req, res, next) => {
  for (const name of APP_SET) res.removeHeader(name);
  next();
});

// Guests' public pages from memory (docs/decisions/021); what it does not answer goes on to the handler below.
app.use(build.entry.module.createGuestPageCache(build));
app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
// Anything thrown on the way (a malformed URL, a bug in this file): one masked log line (the error may quote the
// URL), and an answer in the route's form (JSON on /api) with the request id, never Express's stack-trace page.
app.use((err, req, res, _next) => {
  const status = Number(err?.status ?? err?.statusCode);
  const client = Number.isInteger(status) && status >= 400 && status < 500;
  if (!client) logger.error({ requestId: req.id, err: loggableError(err) }, "unexpected error");
  if (res.headersSent) return res.destroy();
  return refuse(
    req,
    res,
    client ? status : 500,
    client ? "Bad request" : "Something went wrong; please quote the reference " + req.id,
  );
});

const port = Number(process.env.PORT || 3000);
const server = app.listen(port, () =>
  logger.info({ port }, `listening on http://localhost:${port} (${process.env.APP_MODE} mode)`),
);

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "finishing in-flight requests and background jobs");
  const stopJobs = globalThis[Symbol.for("app.stopJobs")] ?? (async () => {});
  server.close(async () => {
    await stopJobs();
    globalThis.__appDb?.sqlite.close();
    logger.info("stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
