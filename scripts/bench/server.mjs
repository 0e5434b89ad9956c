// The production build for the benchmark: built when missing or older than its sources, started on a data
// directory with an admin account, stopped cleanly; its memory read from /proc.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const ADMIN = { email: "bench-admin@example.org", password: "BenchAdmin#2026" };

const SOURCES = ["app", "public", "vite.config.ts", "react-router.config.ts", "package.json", "package-lock.json"];

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** Builds when build/ is missing or any source is newer than it (a benchmark of stale code measures nothing). */
export function ensureBuild() {
  const built = fs.statSync(path.join(ROOT, "build/server/index.js"), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (built > sources) return false;
  console.log(built ? "build/ is older than the sources: building…" : "build/ is missing: building…");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("the build failed");
  return true;
}

const running = new Set();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

export class BenchServer {
  constructor({ dataDir, port, logFile }) {
    this.port = port;
    this.base = `http://127.0.0.1:${port}`;
    this.logFile = logFile;
    // Production mode, as deployed: no demo seed, a fixed secret. Background jobs off (JOBS=off), so a backup or
    // the pruning pass does not land in the middle of a measurement.
    this.env = {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: "benchmark-secret-0123456789abcdef",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "false",
      JOBS: "off",
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL || "warn",
    };
  }

  async start(timeoutMs = 120_000) {
    const log = fs.openSync(this.logFile, "a");
    this.child = spawn(process.execPath, ["scripts/serve.mjs"], { cwd: ROOT, env: this.env, stdio: ["ignore", log, log] });
    fs.closeSync(log);
    running.add(this.child);
    this.exited = new Promise((resolve) => this.child.once("exit", () => resolve(running.delete(this.child))));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`the server exited during start-up (see ${this.logFile})`);
      try {
        const res = await fetch(`${this.base}/api/blog?limit=1`, { signal: AbortSignal.timeout(5000) });
        if (res.ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the server did not answer within ${timeoutMs / 1000} s (see ${this.logFile})`);
  }

  /** The admin's session cookie (name=value), from the JSON login of SPEC §7. */
  async signIn() {
    const res = await fetch(`${this.base}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: this.base },
      body: JSON.stringify(ADMIN),
    });
    const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    if (!res.ok || cookies.length === 0) throw new Error(`signing in failed: ${res.status} ${await res.text()}`);
    return cookies.join("; ");
  }

  /** Resident memory of the server process (kB → MB), from /proc/<pid>/status. */
  rssMb() {
    const status = fs.readFileSync(`/proc/${this.child.pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    return kb / 1024;
  }

  async stop() {
    if (!this.child || this.child.exitCode !== null) return;
    this.child.kill("SIGTERM");
    const timer = setTimeout(() => this.child.kill("SIGKILL"), 15_000);
    await this.exited;
    clearTimeout(timer);
  }
}
