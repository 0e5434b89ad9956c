// Starting and stopping the production build (scripts/serve.mjs) for the load and crash tests, on a fresh
// temporary data directory, with its log in a file next to the data.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Builds when build/ is missing, so a fresh checkout can run the test with one command. */
export function ensureBuild() {
  if (fs.existsSync(path.join(ROOT, "build/server/index.js"))) return;
  console.log("build/ is missing: running npm run build first…");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

/** A fresh working directory: data/ (the server's DATA_DIR), backups/, restored/, server.log. */
export function makeWorkDir(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `yoh-${name}-`));
  fs.mkdirSync(path.join(dir, "data"));
  return dir;
}

/**
 * The environment of every start: local mode (the demo accounts exist, e.g. editor@example.org), the demo
 * content, mail to the sink, and TRUST_PROXY=true so each virtual client's X-Forwarded-For counts as its
 * address (the per-IP rate limits would otherwise treat 100 clients as one visitor and refuse them).
 */
export function serverEnv({ dataDir, port, smtpUrl, logLevel }) {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return {
    ...env,
    APP_MODE: "local",
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: `http://localhost:${port}`,
    SMTP_URL: smtpUrl,
    SEED_DEMO: "true",
    TRUST_PROXY: "true",
    SESSION_SECRET: "loadtest-secret-0123456789abcdef",
    LOG_LEVEL: logLevel,
  };
}

// Whatever happens to this script (an error, Ctrl-C), the server it started does not outlive it.
const running = new Set();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

export class Server {
  constructor({ workDir, dataDir, port, smtpUrl, logLevel }) {
    this.base = `http://127.0.0.1:${port}`;
    this.env = serverEnv({ dataDir, port, smtpUrl, logLevel });
    this.logFile = path.join(workDir, "server.log");
    this.child = null;
    this.starts = 0;
  }

  /** Starts serve.mjs and waits until the seeded blog answers (migrations, seed and startup done). */
  async start(timeoutMs = 120_000) {
    const log = fs.openSync(this.logFile, "a");
    this.starts++;
    const child = spawn(process.execPath, ["scripts/serve.mjs"], { cwd: ROOT, env: this.env, stdio: ["ignore", log, log] });
    fs.closeSync(log);
    this.child = child;
    running.add(child);
    this.exited = new Promise((resolve) =>
      child.once("exit", (code, signal) => {
        running.delete(child);
        resolve({ code, signal });
      }),
    );
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited during start-up (see ${this.logFile}):\n${this.logTail()}`);
      }
      try {
        const res = await fetch(`${this.base}/api/blog?limit=50`, { signal: AbortSignal.timeout(5000) });
        if (res.ok && (await res.json()).data?.length > 0) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
    child.kill("SIGKILL");
    throw new Error(`the server did not answer within ${timeoutMs / 1000} s (see ${this.logFile})`);
  }

  /** A clean stop (SIGTERM: in-flight requests finish, the database is closed). Returns the exit. */
  async stop(timeoutMs = 20_000) {
    if (!this.child) return null;
    this.child.kill("SIGTERM");
    const timer = setTimeout(() => this.child.kill("SIGKILL"), timeoutMs);
    const exit = await this.exited;
    clearTimeout(timer);
    this.child = null;
    return exit;
  }

  /** kill -9: no shutdown code runs, whatever was in flight is cut off. */
  async kill9() {
    this.child.kill("SIGKILL");
    const exit = await this.exited;
    this.child = null;
    return exit;
  }

  logTail(lines = 20) {
    try {
      return fs.readFileSync(this.logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
    } catch {
      return "";
    }
  }
}
