// @ts-check
// The archive format shared by writing (archive.mjs), checking (archive-verify.mjs) and restoring
// (restore.mjs): names, the manifest's description of a database, checksums.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";

/** @import { Database } from "better-sqlite3" */
/**
 * One file of an archive, as manifest.json lists it.
 * @typedef {{ path: string, bytes: number, sha256: string }} ArchiveFile
 */
/**
 * A database as the manifest describes it: row counts per table, the migration level.
 * @typedef {{ tables: Record<string, number>, migrations: { applied: number, last: string | null, lastCreatedAt: number | null } }} DatabaseDescription
 */
/**
 * manifest.json: what a restore checks before it touches anything (archive.mjs writes it).
 * @typedef {{ format: string, version: number, files: ArchiveFile[], tables?: Record<string, number>, migrations?: DatabaseDescription["migrations"] } & Record<string, unknown>} Manifest
 */

export const ARCHIVE_FORMAT = "youth-health-kigali-backup";
export const ARCHIVE_NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;
export const TEMP_PREFIX = ".tmp-";
/** Local mode keeps its generated session secret here (codes are HMACs with it): it travels with the data. */
export const SECRET_FILE = ".session-secret";

/** A refusal with a message meant for the operator (no stack trace needed). */
export class BackupError extends Error {}

/** `backup-2026-05-01T02-00-00-000Z.tar.gz`: sorts by time, safe in every file system. */
export const archiveName = (at = new Date()) => `backup-${at.toISOString().replace(/[:.]/g, "-")}.tar.gz`;

/** When an archive was made, from its name (null for anything that is not one of ours). */
/** @param {string} name */
export function archiveTime(name) {
  const m = ARCHIVE_NAME.exec(name);
  if (!m) return null;
  return new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
}

/** @param {string} file */
export async function sha256(file) {
  const hash = createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/**
 * Every regular file under `dir`, as paths relative to `base` with forward slashes.
 * @param {string} dir
 * @param {string} base
 * @returns {string[]}
 */
export function walk(dir, base) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, base);
    return entry.isFile() ? [path.relative(base, full).split(path.sep).join("/")] : [];
  });
}

/**
 * Row counts of every table, and the migration level drizzle recorded (`__drizzle_migrations`).
 * @param {Database} db
 * @param {string} migrationsDir
 * @returns {DatabaseDescription}
 */
export function describeDatabase(db, migrationsDir) {
  const tables = /** @type {string[]} */ (
    db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all()
  );
  const counts = Object.fromEntries(
    tables.map((t) => [
      t,
      /** @type {number} */ (
        db
          .prepare(`select count(*) from "${t.replaceAll('"', '""')}"`)
          .pluck()
          .get()
      ),
    ]),
  );
  let applied = 0;
  /** @type {number | null} */
  let lastCreatedAt = null;
  if (tables.includes("__drizzle_migrations")) {
    const row = /** @type {{ n: number, last: number | null }} */ (
      db.prepare("select count(*) as n, max(created_at) as last from __drizzle_migrations").get()
    );
    applied = row.n;
    lastCreatedAt = row.last ?? null;
  }
  const known = readJournal(migrationsDir);
  const last = known.find((m) => m.when === lastCreatedAt)?.tag ?? null;
  return { tables: counts, migrations: { applied, last, lastCreatedAt } };
}

/**
 * The migrations this copy of the app knows (drizzle/meta/_journal.json), oldest first.
 * @param {string} migrationsDir
 * @returns {{ tag: string, when: number }[]}
 */
export function readJournal(migrationsDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(migrationsDir, "meta", "_journal.json"), "utf8")).entries ?? [];
  } catch {
    return [];
  }
}

/**
 * Our archives in a directory, newest first.
 * @param {string} backupDir
 */
export function listArchives(backupDir) {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
    .filter((name) => ARCHIVE_NAME.test(name))
    .sort()
    .reverse()
    .map((name) => {
      const file = path.join(backupDir, name);
      const createdAt = /** @type {Date} */ (archiveTime(name)); // never null: the name matched
      return { name, file, createdAt, bytes: fs.statSync(file).size };
    });
}

/**
 * Keeps the newest `keep` archives; returns the names removed. Only files named like our archives are touched.
 * @param {string} backupDir
 * @param {number} keep
 */
export function pruneArchives(backupDir, keep) {
  const old = listArchives(backupDir).slice(keep);
  for (const a of old) fs.rmSync(a.file, { force: true });
  return old.map((a) => a.name);
}
