// @ts-check
// The one way to start the production server (scripts/serve.mjs, what the Dockerfile runs) for everything that
// needs a real one: the end-to-end suite's shared server (tests/support/e2e-server.mjs), the specs that start
// servers of their own (tests/support/own-server.ts), `npm run loadtest`, `npm run crashtest` and `npm run bench`.
//
// One rule for each step:
// - command:     `npm run serve` as package.json writes it (what the container runs), without npm in between: its
//                environment assignments and node's options (memory settings, docs/decisions/030) apply here too.
// - build:       ensureBuild() builds when build/ is missing or older than its sources. An entry point calls it
//                once, before its first server (a rebuild under a running server would pull its assets away).
// - environment: nothing of the caller's environment reaches the server but PATH and HOME (what `env -i` leaves
//                a fresh clone or a container), plus PORT, DATA_DIR and the `env` given: every setting a test
//                relies on is written where it is started, and a developer's shell cannot change a result.
// - data:        a fresh temporary DATA_DIR unless one is given (the crash test's restarts, a generated site).
// - ready:       GET /healthz answers 200 (the server listens only once migrations, seed and startup are done).
// - output:      kept in memory, appended to a file, or passed through.
// - stop:        SIGTERM (in-flight requests finish, jobs stop, SQLite closes), SIGKILL past a timeout;
//                kill9() for the crash test. Whatever happens to the caller, its servers do not outlive it.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const BUILT = path.join(ROOT, "build/server/index.js");
// What `npm run build` is made of. Not drizzle/ (the server reads the migrations when it starts) nor scripts/.
const SOURCES = ["app", "public", "vite.config.ts", "react-router.config.ts", "package.json", "package-lock.json"];

/** @param {string} entry a file or folder @returns {number} */
function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  // Unit tests live beside the code and never reach the build: writing one needs no new build.
  if (!stat.isDirectory()) return /\.test\.[cm]?[jt]sx?$/.test(entry) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/**
 * Builds when build/ is missing or any source is newer than it: a test, a load test or a benchmark of stale code
 * says nothing about the code in front of you, and the check (mtimes of ~400 files) costs milliseconds. A touched
 * but unchanged file costs one needless 5-second build. Returns true when it built.
 */
export function ensureBuild() {
  const built = fs.statSync(BUILT, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built > Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))))) return false;
  console.error(built ? "build/ is older than the sources: npm run build…" : "build/ is missing: npm run build…");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("npm run build failed");
  return true;
}

/**
 * package.json's `serve` script, taken apart: `NAME=value … node [options] scripts/serve.mjs`. One place says how
 * the server runs, and the tests, the load tests and the benchmark measure exactly that.
 */
export function serveCommand() {
  const script = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.serve;
  const words = script.trim().split(/\s+/);
  /** @type {Record<string, string>} */
  const env = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? "")) {
    const [name, ...value] = String(words.shift()).split("=");
    env[name] = value.join("=");
  }
  if (words[0] !== "node" || words.at(-1) !== "scripts/serve.mjs")
    throw new Error(`package.json's serve script is not "[NAME=value …] node [options] scripts/serve.mjs": ${script}`);
  return { env, args: words.slice(1) };
}

/** Servers started by this process: killed when it exits, however it exits. */
/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** For scripts run from a terminal: Ctrl-C or a SIGTERM ends the script, and with it its servers (see above). */
export function exitOnSignals() {
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
}

/** Refuses a port something already listens on: that server's /healthz would pass for this one's. */
/** @param {number} port @returns {Promise<void>} */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (/** @type {NodeJS.ErrnoException} */ error) =>
      reject(
        error.code === "EADDRINUSE"
          ? new Error(`port ${port} is in use (another server would answer for this one): choose another`)
          : error,
      ),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/** @param {string} url */
async function answers200(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** @typedef {{ code: number | null, signal: string | null }} Exit */

export class ProductionServer {
  /**
   * @param {object} options
   * @param {number} options.port
   * @param {Record<string, string>} [options.env] the server's settings (APP_MODE, SESSION_SECRET, SMTP_URL …)
   * @param {string} [options.dataDir] DATA_DIR as given (kept); omitted: a fresh temporary one
   * @param {string} [options.logFile] append the output to this file (else it is kept in memory)
   * @param {boolean} [options.inheritOutput] pass the output through to this process's stdout and stderr
   * @param {string} [options.name] names the temporary data directory (yoh-<name>-…)
   * @param {string[]} [options.nodeArgs] Node options added to the serve script's (the bench's `--cpu-prof`, which
   *   NODE_OPTIONS may not carry)
   */
  constructor({ port, env = {}, dataDir, logFile, inheritOutput = false, name = "server", nodeArgs = [] }) {
    this.port = port;
    this.nodeArgs = nodeArgs;
    this.base = `http://127.0.0.1:${port}`;
    /** True when this object made the data directory (removeData() then removes it by default). */
    this.ownsData = !dataDir;
    this.dataDir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `yoh-${name}-`));
    this.logFile = logFile ?? null;
    this.inheritOutput = inheritOutput;
    /** @type {Record<string, string>} */
    this.env = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.homedir(),
      PORT: String(port),
      DATA_DIR: this.dataDir,
      // One process unless the caller asks for more (docs/decisions/043): the suite's checks of what the server
      // logs, and of writes made beside it, read one process; the multi-process spec and the bench set it.
      WEB_WORKERS: "1",
      ...env,
    };
    /** @type {import("node:child_process").ChildProcess | null} */
    this.child = null;
    /** @type {Promise<Exit> | null} resolves when the current process ends */
    this.exited = null;
    /** @type {Exit | null} */
    this.lastExit = null;
    this.starts = 0;
    this.output = "";
  }

  /**
   * Starts serve.mjs and resolves true once /healthz answers 200. When it exits first: throws with the end of its
   * output, or resolves false with `allowExit` (a start that must be refused); past `timeoutMs` it is killed and
   * this throws.
   */
  async start({ timeoutMs = 120_000, allowExit = false } = {}) {
    if (this.child) throw new Error(`the server on port ${this.port} is already running`);
    await assertPortFree(this.port);
    fs.mkdirSync(this.dataDir, { recursive: true });
    this.starts++;
    const log = this.logFile ? fs.openSync(this.logFile, "a") : null;
    /** @type {import("node:child_process").StdioOptions} */
    const stdio = this.inheritOutput
      ? ["ignore", "inherit", "inherit"]
      : log !== null
        ? ["ignore", log, log]
        : ["ignore", "pipe", "pipe"];
    const serve = serveCommand();
    const args = [...serve.args.slice(0, -1), ...this.nodeArgs, ...serve.args.slice(-1)];
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...serve.env, ...this.env }, stdio });
    if (log !== null) fs.closeSync(log);
    child.stdout?.on("data", (/** @type {Buffer} */ d) => (this.output += d));
    child.stderr?.on("data", (/** @type {Buffer} */ d) => (this.output += d));
    this.child = child;
    running.add(child);
    this.exited = new Promise((resolve) =>
      child.once("exit", (code, signal) => {
        running.delete(child);
        const exit = { code, signal };
        this.lastExit = exit;
        if (this.child === child) this.child = null;
        resolve(exit);
      }),
    );
    const exited = this.exited;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        const exit = await exited;
        if (allowExit) return false;
        throw new Error(`the server exited during start-up (${JSON.stringify(exit)}):\n${this.logTail()}`);
      }
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        await exited;
        throw new Error(`/healthz did not answer 200 within ${timeoutMs / 1000} s:\n${this.logTail()}`);
      }
      if (await answers200(`${this.base}/healthz`)) return true;
      await sleep(200);
    }
  }

  /** SIGTERM, as a deployer stops it; SIGKILL past `timeoutMs`. Returns how it ended (also when it already had). */
  async stop({ timeoutMs = 20_000 } = {}) {
    const child = this.child;
    if (!child) return this.lastExit;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    const exit = await this.exited;
    clearTimeout(timer);
    return exit;
  }

  /** kill -9: no shutdown code runs, whatever was in flight is cut off. */
  async kill9() {
    const child = this.child;
    if (!child) return this.lastExit;
    child.kill("SIGKILL");
    return this.exited;
  }

  /** Removes the data directory: by default only the temporary one this object made. */
  removeData({ force = false } = {}) {
    if (this.ownsData || force) fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Everything the server wrote so far (every start), from memory or the log file; empty when passed through. */
  log() {
    if (!this.logFile) return this.output;
    try {
      return fs.readFileSync(this.logFile, "utf8");
    } catch {
      return "";
    }
  }

  logTail(lines = 20) {
    return this.log().trimEnd().split("\n").slice(-lines).join("\n");
  }
}
