// @ts-check
// The production server for the benchmark (scripts/harness/production-server.mjs, as every test starts it): on a
// generated site, in production mode, with an admin account for the signed-in figures; its memory read from /proc.
import { ProductionServer } from "../harness/production-server.mjs";
import fs from "node:fs";

export { ensureBuild, exitOnSignals, ROOT } from "../harness/production-server.mjs";
export const ADMIN = { email: "bench-admin@example.org", password: "BenchAdmin#2026" };

export class BenchServer extends ProductionServer {
  /** @param {{ dataDir: string, port: number, logFile: string, workers?: number, env?: Record<string, string> }} options */
  constructor({ dataDir, port, logFile, workers = 1, env = {} }) {
    super({
      port,
      dataDir,
      logFile,
      // Production mode, as deployed: no demo seed, a fixed secret. Background jobs off (JOBS=off), so a backup or
      // the pruning pass does not land in the middle of a measurement.
      env: {
        NODE_ENV: "production",
        APP_URL: `http://127.0.0.1:${port}`,
        SESSION_SECRET: "benchmark-secret-0123456789abcdef",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: "false",
        JOBS: "off",
        // The burst of logins and sign-ups (burst.mjs) gives each client its own X-Forwarded-For address.
        TRUST_PROXY: "true",
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL || "warn",
        // One process unless a figure compares (issue 40, cores.mjs): the other figures stay comparable with
        // earlier runs.
        WEB_WORKERS: String(workers),
        ...env,
      },
    });
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

  /** Resident memory of the server (kB → MB), from /proc/<pid>/status: with workers, the primary and each worker. */
  rssMb() {
    const rss = (/** @type {number | string} */ pid) =>
      Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024;
    const pid = this.child?.pid;
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    return [pid ?? NaN, ...children].reduce((/** @type {number} */ sum, p) => sum + rss(p), 0);
  }
}
