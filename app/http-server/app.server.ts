// The server in front of the React Router app: one Express chain for `npm run dev` and `npm run serve`
// (docs/decisions/037). The launcher (scripts/serve.mjs) loads this module (in dev through Vite, in production
// as build/server/index.js, the SSR build's entry: vite.config.ts) and listens with what createApp returns.
// Migrations, the admin account and the demo seed have run once this module is loaded (entry.server.tsx).
import { env } from "~/platform/ops/env.server";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import * as build from "virtual:react-router/server-build";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { sqlite } from "~/platform/data/db.server";
import { stopJobs } from "~/platform/jobs/jobs.server";
import { learnSecretRoutes } from "~/platform/ops/secret-paths";
import { bodyLimits } from "./body-rule.server";
import { closeAfterEarlyAnswer } from "./early-answers.server";
import { errorHandler } from "./error-handler.server";
import { guestPages } from "./guest-pages.server";
import { requestLog } from "./request-log.server";
import { hostHeader, methods, requestTarget } from "./request-target.server";
import { appSetHeaders, securityHeaders } from "./security-headers.server";
import { builtFiles } from "./static-files.server";
import { visitCounting } from "./visit-counting.server";
import { countQueuedPages } from "~/domain/reports/page-view-queue.server";

// The launcher logs its own lines (listening, stopping) as the app does.
export { log } from "~/platform/ops/log.server";

export type AppOptions = {
  /** "development" under the dev server: the router's errors carry their stacks. */
  mode?: "production" | "development";
  /** What serves the build's and public/'s files: Vite's middleware in dev; by default build/client. */
  files?: RequestHandler;
};

/** The whole chain, in order: every step stands before the app for a reason written beside it. */
export function createApp({ mode = "production", files }: AppOptions = {}) {
  // The request log and the app's error logs mask secret URL segments by this build's route table (issue 23).
  learnSecretRoutes(Object.values(build.routes).filter((route) => route !== undefined));
  // A dev reload brings new code for the pages; the stored guest copies (kept across reloads) are of the old.
  if (mode === "development") invalidateGuestPages();

  const app = express();
  app.disable("x-powered-by");
  // First of all: every response, the early refusals and static files included, carries X-Request-Id and gets
  // one log line; the app reads the id and the client's address, and records the user, through the store.
  app.use(requestLog);
  app.use(requestTarget, hostHeader, methods);
  app.use(bodyLimits(build), closeAfterEarlyAnswer);
  app.use(...securityHeaders({ https: (process.env.APP_URL ?? "").startsWith("https://") }));
  // Pages the guest cache sends are compressed already (br or gzip), or plain for a client that takes neither.
  app.use(compression({ filter: (req, res) => !res.locals.guestCached && compression.filter(req, res) }));
  if (files) app.use(files);
  else for (const [at, handler] of builtFiles()) app.use(at, handler);
  app.use(appSetHeaders);
  // Public page views are counted once sent, guest-cache hits included (issue 39): so in front of the cache.
  // The operator may turn it off (COUNT_VISITS=false): the bench measures guests with and without it.
  if (env.COUNT_VISITS) app.use(visitCounting);
  app.use(guestPages(build, mode));
  app.all("/{*splat}", createRequestHandler({ build, mode }) as unknown as RequestHandler);
  app.use(errorHandler);
  return app;
}

/** The end of a graceful shutdown, once no request is in flight: background jobs stop, the last second of visit counts is written, then SQLite closes. */
export async function closeApp() {
  await stopJobs();
  countQueuedPages();
  sqlite.close();
}
