// @ts-check
// The one implementation of the backup archive: written by `npm run backup` (scripts/backup.mjs) and by the
// server's daily job (platform/backups/backup-job.server.ts imports this file; Vite bundles it into the server
// build), read back by `npm run restore` (restore.mjs). Plain Node ESM so the CLI needs no build.
//
// An archive is one gzip'd tar: manifest.json (when, app, migration level, row counts per table, every file
// with its size and sha256), app.db (an online copy made with SQLite's backup API, switched to a rollback
// journal so it is one self-contained file), uploads/* (the originals; DATA_DIR/cache is left out: the image
// route re-encodes variants on first request) and .session-secret when the server generated one (local mode).
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import * as tar from "tar";
import {
  ARCHIVE_FORMAT,
  BackupError,
  SECRET_FILE,
  TEMP_PREFIX,
  archiveName,
  describeDatabase,
  sha256,
  walk,
} from "./archive-format.mjs";
import { verifyArchive } from "./archive-verify.mjs";

export * from "./archive-format.mjs";
export { verifyArchive };

function appInfo() {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.resolve("package.json"), "utf8"));
    return { name: pkg.name ?? null, version: pkg.version ?? null };
  } catch {
    return { name: null, version: null };
  }
}

/** @param {number} pid */
const pidAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
};

/**
 * Removes what an interrupted run left in the backup directory (`.tmp-<pid>-…` files and folders): those of a
 * process that is gone, and any older than an hour (a container restart can reuse a pid). Returns how many.
 * @param {string} backupDir
 */
export function removeStaleTemp(backupDir, now = Date.now()) {
  if (!fs.existsSync(backupDir)) return 0;
  let removed = 0;
  for (const name of fs.readdirSync(backupDir)) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const full = path.join(backupDir, name);
    const pid = Number(name.slice(TEMP_PREFIX.length).split("-")[0]);
    const old = now - fs.statSync(full).mtimeMs > 60 * 60_000;
    if (old || !pid || (pid !== process.pid && !pidAlive(pid))) {
      fs.rmSync(full, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Hard-links (same file system) or copies a file: the archive then holds the bytes as they were at this moment.
 * @param {string} from
 * @param {string} to
 */
function snapshotFile(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

/** @param {string} file */
function fsyncFile(file) {
  const fd = fs.openSync(file, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Makes one verified archive in `backupDir` and returns { file, name, bytes, manifest }.
 * - `db`: an open better-sqlite3 connection to the live database. The server passes its own connection, so its
 *   writes never restart the copy, which runs `pagesPerStep` pages at a time and yields to the event loop
 *   between steps. The CLI passes a connection of its own with a huge step: one read transaction, which in WAL
 *   mode never blocks the server's writers (and cannot be restarted by them).
 * - Everything is written under `.tmp-<pid>-…` names and renamed into place only once verified.
 * @param {{ db: import("better-sqlite3").Database, dataDir: string, backupDir: string, migrationsDir: string,
 *   pagesPerStep?: number, signal?: AbortSignal, now?: Date }} options
 */
export async function createBackup({
  db,
  dataDir,
  backupDir,
  migrationsDir,
  pagesPerStep = 100,
  signal,
  now = new Date(),
}) {
  // The archive holds password hashes and personal data: readable by the server's user only.
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const stamp = `${TEMP_PREFIX}${process.pid}-${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`;
  const work = path.join(backupDir, stamp);
  const tmpArchive = path.join(backupDir, `${stamp}.tar.gz`);
  const name = archiveName(now);
  const aborted = () => {
    if (signal?.aborted) throw new BackupError("backup stopped: the server is shutting down");
  };
  try {
    fs.mkdirSync(work);
    // A write by another connection (not the server's own) restarts a stepped copy; should that keep happening,
    // finish in one step (one read transaction: in WAL mode it does not block writers either).
    let restarts = 0;
    let remaining = Infinity;
    await db.backup(path.join(work, "app.db"), {
      progress: ({ remainingPages }) => {
        aborted();
        if (remainingPages > remaining) restarts++;
        remaining = remainingPages;
        return restarts >= 3 ? 0x7fffffff : pagesPerStep;
      },
    });
    aborted();
    const copy = new Database(path.join(work, "app.db"));
    let described;
    try {
      // One self-contained file: no -wal/-shm needed to open it, read-only or not.
      copy.pragma("journal_mode = DELETE");
      described = describeDatabase(copy, migrationsDir);
    } finally {
      copy.close();
    }
    // Originals: whatever is in uploads/ right after the database copy (an image row in the copy was stored before
    // its row was written). A file removed in between is simply not there.
    for (const rel of walk(path.join(dataDir, "uploads"), dataDir)) {
      try {
        snapshotFile(path.join(dataDir, rel), path.join(work, rel));
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
      }
    }
    if (fs.existsSync(path.join(dataDir, SECRET_FILE)))
      snapshotFile(path.join(dataDir, SECRET_FILE), path.join(work, SECRET_FILE));
    const names = [
      "app.db",
      ...walk(path.join(work, "uploads"), work).sort(),
      ...(fs.existsSync(path.join(work, SECRET_FILE)) ? [SECRET_FILE] : []),
    ];
    const files = [];
    for (const rel of names) {
      aborted();
      const full = path.join(work, rel);
      files.push({ path: rel, bytes: fs.statSync(full).size, sha256: await sha256(full) });
    }
    const manifest = {
      format: ARCHIVE_FORMAT,
      version: 1,
      createdAt: now.toISOString(),
      app: appInfo(),
      ...described,
      files,
    };
    fs.writeFileSync(path.join(work, "manifest.json"), JSON.stringify(manifest, null, 2));
    // gzip runs in libuv's thread pool and the tar stream in small chunks: the event loop stays free.
    await tar.c({ gzip: true, file: tmpArchive, cwd: work, portable: true, noDirRecurse: true }, [
      "manifest.json",
      ...names,
    ]);
    fs.chmodSync(tmpArchive, 0o600);
    fsyncFile(tmpArchive);
    aborted();
    await verifyArchive(tmpArchive, { into: `${work}-verify` });
    fs.renameSync(tmpArchive, path.join(backupDir, name));
    return { file: path.join(backupDir, name), name, bytes: fs.statSync(path.join(backupDir, name)).size, manifest };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(`${work}-verify`, { recursive: true, force: true });
    fs.rmSync(tmpArchive, { force: true });
  }
}
