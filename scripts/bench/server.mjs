// @ts-check
// The production server for the benchmark (scripts/harness/production-server.mjs, as every test starts it): on a
// generated site, in production mode, with an admin account for the signed-in figures; its memory read from /proc.
import { ProductionServer } from "../harness/production-server.mjs";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export { ensureBuild, exitOnSignals, ROOT } from "../harness/production-server.mjs";
/**
 * A copy of a data directory for a second server to compare with (SQLite's online backup, so a server using the
 * first may keep running). Alone on its data, a server empties its guest copies whenever another connection
 * commits (app/platform/cache/shared-generation.server.ts): two servers compared on one file would measure that.
 * @param {string} from @param {string} to
 */
export async function copyDataDir(from, to) {
  fs.cpSync(from, to, { recursive: true, filter: (file) => !/app\.db(-wal|-shm)?$/.test(file) });
  const db = new Database(path.join(from, "app.db"), { readonly: true });
  try {
    await db.backup(path.join(to, "app.db"));
  } finally {
    db.close();
  }
  return to;
}

export const ADMIN = { email: "bench-admin@example.org", password: "BenchAdmin#2026" };

export class BenchServer extends ProductionServer {
  /** @param {{ dataDir: string, port: number, logFile: string, workers?: number, env?: Record<string, string>, nodeArgs?: string[] }} options */
  constructor({ dataDir, port, logFile, workers = 1, env = {}, nodeArgs = [] }) {
    super({
      nodeArgs,
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

  /** The server's processes: the one it started and, with workers, its children. */
  pids() {
    const pid = this.child?.pid;
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    return [pid ?? NaN, ...children];
  }

  /** Resident memory of the server (kB → MB), from /proc/<pid>/status: with workers, the primary and each worker. */
  rssMb() {
    const rss = (/** @type {number | string} */ pid) =>
      Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024;
    return this.pids().reduce((/** @type {number} */ sum, p) => sum + rss(p), 0);
  }

  /** CPU time the server's processes have used (user + system, seconds), from /proc/<pid>/stat. */
  cpuSeconds() {
    const cpu = (/** @type {number | string} */ pid) => {
      // The fields after the command name (which may hold spaces) start at the state, field 3: utime is 14, stime 15.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks: USER_HZ is 100 on Linux
    };
    return this.pids().reduce((/** @type {number} */ sum, p) => sum + cpu(p), 0);
  }
}
