// @ts-check
// The backup taken during the load test and its restore onto a fresh data directory.
//
// What this relies on of the backup scripts, all in this one place:
//   backup:  `node scripts/backup.mjs` with env DATA_DIR (the live data) and BACKUP_DIR (where to write) makes
//            one .tar.gz while the server runs, exits 0, and prints "Backup written and verified: <path> (…)".
//   restore: `node scripts/restore.mjs FILE` with env DATA_DIR restores the archive into that (fresh, empty)
//            directory and exits 0; the database is then DATA_DIR/app.db.
// LOAD_BACKUP_SCRIPT / LOAD_RESTORE_SCRIPT point at other scripts (paths relative to the project root).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { ROOT } from "../harness/production-server.mjs";

export const BACKUP_SCRIPT = process.env.LOAD_BACKUP_SCRIPT || "scripts/backup.mjs";
export const RESTORE_SCRIPT = process.env.LOAD_RESTORE_SCRIPT || "scripts/restore.mjs";
export const databaseIn = (/** @type {string} */ dataDir) => path.join(dataDir, "app.db");

export const backupAvailable = () => fs.existsSync(path.resolve(ROOT, BACKUP_SCRIPT));

/**
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<{ code: number | null, stdout: string, stderr: string }>}
 */
function run(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
    child.on("error", (error) => resolve({ code: -1, stdout, stderr: String(error) }));
  });
}

/**
 * Runs the backup while the clients keep writing. `startedAt`/`finishedAt` (performance.now()) bound the moment
 * of the copy: writes acknowledged before `startedAt` must be in it.
 * @param {{ dataDir: string, backupDir: string, env?: Record<string, string> }} options
 */
export async function takeBackup({ dataDir, backupDir, env }) {
  fs.mkdirSync(backupDir, { recursive: true });
  const startedAt = performance.now();
  const r = await run([BACKUP_SCRIPT], { ...env, DATA_DIR: dataDir, BACKUP_DIR: backupDir });
  const finishedAt = performance.now();
  const archive = r.stdout.match(/Backup written and verified: (\S+\.tar\.gz)/)?.[1];
  const ok = r.code === 0 && !!archive && fs.existsSync(path.resolve(ROOT, archive));
  return {
    ok,
    archive: archive && path.resolve(ROOT, archive),
    startedAt,
    finishedAt,
    error: ok ? null : `exit ${r.code}: ${(r.stderr || r.stdout).trim().slice(-500)}`,
  };
}

/**
 * Restores onto `dataDir` (created empty); returns {ok, error}.
 * @param {{ archive: string, dataDir: string, env?: Record<string, string> }} options
 */
export async function restoreBackup({ archive, dataDir, env }) {
  fs.mkdirSync(dataDir, { recursive: true });
  const r = await run([RESTORE_SCRIPT, archive], { ...env, DATA_DIR: dataDir });
  const ok = r.code === 0 && fs.existsSync(databaseIn(dataDir));
  return { ok, error: ok ? null : `exit ${r.code}: ${(r.stderr || r.stdout).trim().slice(-500)}` };
}
