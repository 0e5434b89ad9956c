// @ts-check
// The launcher (docs/decisions/037): what `npm run serve` (the Dockerfile's command, `npm start`) and `npm run dev`
// run. The server itself (request log, request checks, body rule, security headers, compression, static files,
// guest cache and splice, the React Router handler, the error handler) is one typed Express chain inside the app,
// app/http-server/app.server.ts, the same in both modes. This file only picks where that module comes from:
// - production: build/server/index.js (the SSR build's entry is that module) and build/client's files;
// - `--dev`:    Vite in middleware mode; the module is loaded through Vite (ssrLoadModule) for every request, so
//               an edit is picked up by the next request and the page's HMR runs over this server's port.
// Then it listens and shuts down gracefully. Plain JavaScript that Node runs directly, type-checked by tsc.
import cluster from "node:cluster";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** @typedef {typeof import("../app/http-server/app.server")} AppModule */
/** @typedef {ReturnType<AppModule["createApp"]>} App */

const SERVER_APP = "/app/http-server/app.server.ts";
const BUILT_APP = "build/server/index.js";

// Paths (build/, drizzle/, the default ./data) are the project's, wherever the command was started.
process.chdir(path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));

const dev = process.argv.includes("--dev");
if (dev) {
  // Vite's dev server, React's development build; the app runs in local mode unless APP_MODE says otherwise.
  process.env.NODE_ENV = "development";
} else {
  // "Production" is what the caller says (the Dockerfile sets NODE_ENV=production); a bare `npm start` is the
  // local demo mode. React itself always runs its production build here (it picks its build from NODE_ENV when
  // first loaded, which is why the app is imported only after this line).
  process.env.APP_MODE ??= process.env.NODE_ENV === "production" ? "production" : "local";
  process.env.NODE_ENV = "production";
}

/**
 * The app as a request listener, and how to close it. Migrations, the admin account, the demo seed and the
 * background jobs have run once this resolves (app/entry.server.tsx), so the server listens only when ready.
 * @param {http.Server} server
 * @returns {Promise<{ listener: http.RequestListener, log: AppModule["log"], close: () => Promise<void>, release?: () => Promise<void> }>}
 */
async function loadApp(server) {
  if (!dev) {
    /** @type {AppModule} */
    const built = await import(pathToFileURL(path.resolve(BUILT_APP)).href);
    const app = built.createApp({ mode: "production" });
    return { listener: app, log: built.log, close: built.closeApp };
  }
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server } },
    // The app renders its own pages: no index.html from Vite.
    appType: "custom",
  });
  /** @type {AppModule | undefined} */
  let loaded;
  /** @type {App | undefined} */
  let app;
  // The same module object until an edit invalidates it: the chain is built again only then.
  const current = async () => {
    /** @type {AppModule} */
    const module = /** @type {any} */ (await vite.ssrLoadModule(SERVER_APP));
    if (module !== loaded || !app) {
      loaded = module;
      app = module.createApp({ mode: "development", files: vite.middlewares });
    }
    return { module, app };
  };
  const { module } = await current();
  return {
    listener: (req, res) =>
      current().then(
        ({ app }) => app(req, res),
        (/** @type {Error} */ error) => {
          // A syntax error in what was just edited: its stack, mapped to the source, and a plain 500.
          vite.ssrFixStacktrace(error);
          module.log.error({ error: { message: error.message, stack: error.stack } }, "the app did not load");
          res.statusCode = 500;
          res.setHeader("Content-Type", "text/plain; charset=utf-8");
          res.end(`The app did not load: ${error.message}`);
        },
      ),
    log: module.log,
    // First on shutdown: Vite's file watcher and the HMR sockets, which would keep the server from closing.
    release: () => vite.close(),
    close: () => (loaded ?? module).closeApp(),
  };
}

/** One server process: load the app, listen, and on SIGTERM/SIGINT finish in-flight requests and stop (10 s cap). */
async function serve() {
  const server = http.createServer();
  const { listener, log, close, release } = await loadApp(server);
  // For the multi-process tests only (tests/e2e/multi-process.spec.ts): which process answered, to hit each one
  // and to kill one by its pid. Never in production mode.
  const tellWorker = process.env.E2E_WORKER_HEADER === "1" && process.env.APP_MODE !== "production";
  server.on(
    "request",
    tellWorker
      ? (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) => {
          res.setHeader("X-Worker", `${process.pid} ${process.env.WEB_ROLE ?? "alone"}`);
          listener(req, res);
        }
      : listener,
  );

  const port = Number(process.env.PORT || (dev ? 5173 : 3000));
  server.listen(port, () =>
    log.info(
      { port },
      `listening on http://localhost:${port} (${process.env.APP_MODE ?? "local"} mode${dev ? ", dev" : ""})`,
    ),
  );

  let stopping = false;
  /** @param {string} signal */
  function shutdown(signal) {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "finishing in-flight requests and background jobs");
    void release?.();
    server.close(async () => {
      // Jobs stop (each run finishes or is aborted), then SQLite closes.
      await close();
      log.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * How many worker processes (docs/decisions/043): WEB_WORKERS, else one per core (os.availableParallelism()).
 * One, and always under the dev server, means this process serves, as before issue 40.
 * @returns {number}
 */
function workerCount() {
  if (dev) return 1;
  const asked = process.env.WEB_WORKERS?.trim();
  if (!asked) return os.availableParallelism();
  const count = Number(asked);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    console.error(`WEB_WORKERS must be a whole number from 1 to 64 (it is "${asked}")`);
    process.exit(1);
  }
  return count;
}

/** The primary's own log lines, in the shape of the app's (pino's JSON), without loading the app. */
const primaryLog = {
  /** @param {object} fields @param {string} msg */
  info: (fields, msg) =>
    console.log(JSON.stringify({ level: 30, time: new Date().toISOString(), pid: process.pid, ...fields, msg })),
  /** @param {object} fields @param {string} msg */
  error: (fields, msg) =>
    console.log(JSON.stringify({ level: 50, time: new Date().toISOString(), pid: process.pid, ...fields, msg })),
};

if (cluster.isWorker) await serve();
else {
  const count = workerCount();
  if (count === 1) {
    process.env.WEB_WORKERS = "1";
    await serve();
  } else {
    const { runPrimary } = await import("./cluster-primary.mjs");
    runPrimary(count, primaryLog);
  }
}
