import fs from "node:fs";
import { isDatabaseHealthy } from "~/platform/data/db.server";
import { env } from "./env.server";

const MB = 1024 * 1024;

/** Free space (for an unprivileged process) on the file system that holds DATA_DIR; null when it cannot be read. */
export function freeDiskMb(dir = env.DATA_DIR): number | null {
  try {
    const stats = fs.statfsSync(dir);
    return Math.floor((stats.bavail * stats.bsize) / MB);
  } catch {
    return null;
  }
}

/**
 * What /healthz reports: the database answers, and DATA_DIR has at least MIN_FREE_DISK_MB free. Below that,
 * writes are about to fail (503 "try again later") while reads still work: the monitor must hear of it first.
 */
export function healthReport() {
  const databaseOk = isDatabaseHealthy();
  const freeMb = freeDiskMb();
  const diskOk = freeMb !== null && freeMb >= env.MIN_FREE_DISK_MB;
  return {
    status: databaseOk && diskOk ? ("ok" as const) : ("error" as const),
    database: databaseOk ? ("ok" as const) : ("unreachable" as const),
    disk: { status: diskOk ? ("ok" as const) : ("low" as const), freeMb, minFreeMb: env.MIN_FREE_DISK_MB },
  };
}
