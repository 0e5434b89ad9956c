// Production entry: react-router-serve, with the client's socket address kept for the app (rate limits).
// Migrations, the admin account and the demo seed run when the server build is imported (app/entry.server.tsx).
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

const requestSocket = new AsyncLocalStorage();
globalThis[Symbol.for("app.requestSocket")] = requestSocket;

// The Fetch Request react-router-serve hands the app carries no socket; keep it for the request's duration.
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, ...args) {
  if (event === "request") {
    const [req] = args;
    return requestSocket.run({ remoteAddress: req.socket?.remoteAddress }, () => emit.call(this, event, ...args));
  }
  return emit.call(this, event, ...args);
};

process.env.NODE_ENV ??= "production";
const require = createRequire(import.meta.url);
// The package exports only its bin; find the CLI beside its package.json.
const cli = path.join(path.dirname(require.resolve("@react-router/serve/package.json")), "dist/cli.js");
process.argv = [process.argv[0], cli, path.resolve("build/server/index.js")];
await import(cli);
