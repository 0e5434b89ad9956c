import path from "node:path";
// The archive format lives in plain .mjs files shared with `npm run backup` / `npm run restore` (no build
// step for the CLI); Vite bundles them into the server build, so there is one implementation.
import { createBackup, listArchives, pruneArchives, removeStaleTemp } from "./archive.mjs";
import { sqlite } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { jobRunOf, runNow, type Job } from "~/platform/jobs/jobs.server";
import { log } from "~/platform/ops/log.server";

const HOUR = 60 * 60_000;
const migrationsDir = () => path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

// Only one backup at a time in this process (the job and "Back up now" share it).
let running: Promise<string> | null = null;
// "Back up now" asks the next job run to back up even when the last archive is recent.
let forceNext = false;

async function backUp(signal?: AbortSignal): Promise<string> {
  const dir = env.BACKUP_DIR;
  const cleaned = removeStaleTemp(dir);
  if (cleaned) log.warn({ job: "backup", removed: cleaned }, "removed files of an interrupted backup");
  const result = await createBackup({
    db: sqlite,
    dataDir: env.DATA_DIR,
    backupDir: dir,
    migrationsDir: migrationsDir(),
    signal,
  });
  const removed = pruneArchives(dir, env.BACKUP_KEEP);
  const rows = Object.values(result.manifest.tables as Record<string, number>).reduce((a, b) => a + b, 0);
  return `backup ${result.name} written and verified (${result.bytes} bytes, ${rows} rows, ${result.manifest.files.length} files)${removed.length ? `, removed ${removed.length} old` : ""}`;
}

function backUpOnce(signal?: AbortSignal) {
  running ??= backUp(signal).finally(() => (running = null));
  return running;
}

/**
 * The daily backup (every BACKUP_EVERY_HOURS) into BACKUP_DIR, keeping the newest BACKUP_KEEP archives.
 * Idempotent: a run finds the newest archive first and does nothing if it is recent (a restart, or the job
 * state lost with a restored database, never doubles the day's backup). Leftovers of a run killed half-way
 * are removed by the next. The copy runs 100 pages a step on the server's own connection, so requests go on.
 */
export const backupJob: Job = {
  name: "backup",
  everyMs: env.BACKUP_EVERY_HOURS * HOUR,
  retryMs: Math.min(HOUR, env.BACKUP_EVERY_HOURS * HOUR),
  run(signal) {
    const force = forceNext;
    forceNext = false;
    const newest = listArchives(env.BACKUP_DIR)[0];
    // Ten minutes of slack so a run a little early (timer drift) still counts the day as done.
    if (!force && newest && Date.now() - newest.createdAt.getTime() < env.BACKUP_EVERY_HOURS * HOUR - 10 * 60_000)
      return;
    return backUpOnce(signal);
  },
};

export type BackupStatus = ReturnType<typeof backupStatus>;

/** For the admin panel: the newest archive, how many are kept, and how the last run went. */
export function backupStatus() {
  const archives = listArchives(env.BACKUP_DIR);
  const latest = archives[0];
  const run = jobRunOf(backupJob.name);
  return {
    latest: latest ? { name: latest.name, createdAt: latest.createdAt.toISOString(), bytes: latest.bytes } : null,
    count: archives.length,
    keep: env.BACKUP_KEEP,
    everyHours: env.BACKUP_EVERY_HOURS,
    lastRun: run?.lastFinishedAt
      ? { at: run.lastFinishedAt.toISOString(), ok: !!run.lastOk, message: run.lastMessage }
      : null,
  };
}

/**
 * "Back up now": runs the job at once (or, with JOBS=off, the same backup directly). Resolves to the new archive,
 * or null when none was made (who asked, and the audit entry, are the admin screen's: app/routes/admin/backups.server.ts).
 */
export async function backupNow() {
  const started = Date.now();
  forceNext = true;
  if (process.env.JOBS !== "off") await runNow(backupJob.name);
  // Not consumed: the job is not running in this process (JOBS=off, or not started yet).
  if (forceNext) {
    forceNext = false;
    await backUpOnce();
  }
  const latest = listArchives(env.BACKUP_DIR)[0];
  return latest && latest.createdAt.getTime() >= started - 1000 ? latest : null;
}

/** The newest archive, if any. */
export const latestBackup = () => listArchives(env.BACKUP_DIR)[0];
