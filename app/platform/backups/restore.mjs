// @ts-check
// `npm run restore FILE` (scripts/restore.mjs): puts a verified archive in place of DATA_DIR's data.
// The current data is only moved aside (to DATA_DIR/pre-restore-<time>) once the new data is extracted,
// verified and migrated next to it, so a refused or failed restore leaves everything as it was.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { BackupError, SECRET_FILE, describeDatabase, readJournal } from "./archive-format.mjs";
import { verifyArchive } from "./archive-verify.mjs";

/** Refused because the server is running on this DATA_DIR (exit code 3 in the CLI, 2 for a bad archive). */
export class ServerRunningError extends BackupError {}

/**
 * Is a process (the server, `npm run backup`) using this database? The server keeps its connection open for
 * its whole life, and in WAL mode an open connection holds a shared lock on the file, so asking for an
 * exclusive lock without waiting fails exactly while one is open. The kernel drops the lock when a process
 * dies, so, unlike a pid file, a `kill -9` never leaves a stale "running" behind.
 * @param {string} dbFile
 */
export function databaseInUse(dbFile) {
  if (!fs.existsSync(dbFile)) return false;
  const db = new Database(dbFile, { timeout: 0 });
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE; COMMIT;");
    return false;
  } catch (error) {
    const { code } = /** @type {{ code?: string }} */ (error);
    if (code === "SQLITE_BUSY" || code === "SQLITE_LOCKED") return true;
    throw error;
  } finally {
    db.close();
  }
}

/** @param {string} dataDir */
function refuseIfRunning(dataDir) {
  if (databaseInUse(path.join(dataDir, "app.db"))) {
    throw new ServerRunningError(
      `The server (or a backup) is using ${path.join(dataDir, "app.db")}: stop it first, then restore`,
    );
  }
}

/**
 * Brings an older copy up to this app's migrations (the same drizzle migrator the server runs at start).
 * @param {string} file
 * @param {string} migrationsDir
 */
function migrateCopy(file, migrationsDir) {
  const sqlite = new Database(file);
  try {
    const known = readJournal(migrationsDir);
    const before = describeDatabase(sqlite, migrationsDir).migrations;
    const newest = known.at(-1)?.when ?? 0;
    if (before.lastCreatedAt && before.lastCreatedAt > newest) {
      throw new BackupError(
        "The backup comes from a newer version of the app (it has migrations this one does not know): update the app first",
      );
    }
    migrate(drizzle(sqlite), { migrationsFolder: migrationsDir });
    const check = sqlite.prepare("pragma integrity_check").pluck().get();
    if (check !== "ok") throw new BackupError(`The migrated database fails integrity_check: ${check}`);
    return { before, after: describeDatabase(sqlite, migrationsDir) };
  } finally {
    sqlite.close();
  }
}

const stampOf = (/** @type {Date} */ at) => at.toISOString().replace(/[:.]/g, "-");

/**
 * Verifies `file`, migrates its database, then swaps it in with renames (all inside DATA_DIR, so each is
 * atomic). Returns what was restored, for the CLI to print. Throws BackupError (bad archive, newer app) or
 * ServerRunningError; in both cases DATA_DIR is untouched.
 * @param {string} file
 * @param {{ dataDir: string, migrationsDir: string, now?: Date }} options
 */
export async function restoreArchive(file, { dataDir, migrationsDir, now = new Date() }) {
  fs.mkdirSync(dataDir, { recursive: true });
  refuseIfRunning(dataDir);
  // A restore interrupted half-way (power cut) left its staging folder: it was never in place, drop it.
  for (const name of fs.readdirSync(dataDir))
    if (name.startsWith(".restore-")) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  const staging = path.join(dataDir, `.restore-${stampOf(now)}`);
  const previous = path.join(dataDir, `pre-restore-${stampOf(now)}`);
  try {
    const manifest = await verifyArchive(path.resolve(file), { into: staging, keep: true });
    const migrated = migrateCopy(path.join(staging, "app.db"), migrationsDir);
    fs.mkdirSync(path.join(staging, "uploads"), { recursive: true });
    // Checked again right before the swap: the server may have been started while we verified.
    refuseIfRunning(dataDir);
    // What the restore replaces. The cache goes too (variants are re-made on request); backups/ stays.
    const replaced = [
      "app.db",
      "app.db-wal",
      "app.db-shm",
      "uploads",
      "cache",
      ...(fs.existsSync(path.join(staging, SECRET_FILE)) ? [SECRET_FILE] : []),
    ];
    const incoming = ["app.db", "uploads", SECRET_FILE].filter((n) => fs.existsSync(path.join(staging, n)));
    fs.mkdirSync(previous);
    const moved = [];
    const placed = [];
    try {
      for (const name of replaced) {
        if (!fs.existsSync(path.join(dataDir, name))) continue;
        fs.renameSync(path.join(dataDir, name), path.join(previous, name));
        moved.push(name);
      }
      for (const name of incoming) {
        fs.renameSync(path.join(staging, name), path.join(dataDir, name));
        placed.push(name);
      }
    } catch (error) {
      // Put things back as they were before reporting the failure.
      for (const name of placed) fs.renameSync(path.join(dataDir, name), path.join(staging, name));
      for (const name of moved) fs.renameSync(path.join(previous, name), path.join(dataDir, name));
      fs.rmSync(previous, { recursive: true, force: true });
      throw error;
    }
    if (moved.length === 0) fs.rmSync(previous, { recursive: true, force: true });
    return {
      createdAt: manifest.createdAt,
      migrations: { before: migrated.before, after: migrated.after.migrations },
      tables: migrated.after.tables,
      files: manifest.files.length,
      previous: moved.length ? previous : null,
    };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
