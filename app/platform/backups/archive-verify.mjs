// @ts-check
// Checks an archive the way a restore needs it: every file the manifest lists is there with its size and
// sha256, nothing else is, the database copy passes `PRAGMA integrity_check`, and its row counts are the
// manifest's. Used after every backup is written and before any restore touches the data.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import * as tar from "tar";
import { ARCHIVE_FORMAT, BackupError, sha256, walk } from "./archive-format.mjs";

/** @import { Manifest } from "./archive-format.mjs" */

const SAFE_PATH = /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[A-Za-z0-9._\-/]+$/;

/**
 * @param {string} file
 * @param {string} into
 */
async function extract(file, into) {
  /** @type {string[]} */
  const refused = [];
  try {
    await tar.x({
      file,
      cwd: into,
      strict: true,
      // Only plain files and folders with plain relative names: no links, devices or paths leaving `into`.
      filter: (p, entry) => {
        // Extracting, tar gives each entry as read from the archive (a ReadEntry), never a file's Stats.
        const type = "type" in entry ? entry.type : undefined;
        const ok = (type === "File" || type === "Directory") && SAFE_PATH.test(p.replace(/\/$/, ""));
        if (!ok) refused.push(p);
        return ok;
      },
    });
  } catch (caught) {
    const error = /** @type {NodeJS.ErrnoException} */ (caught);
    throw new BackupError(`The archive cannot be read (${error.code ?? error.message}): it is damaged or not a backup`);
  }
  if (refused.length)
    throw new BackupError(`The archive holds entries a backup never has: ${refused.slice(0, 3).join(", ")}`);
}

/**
 * @param {string} dir
 * @returns {Manifest}
 */
function readManifest(dir) {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8"));
  } catch {
    throw new BackupError("The archive has no readable manifest.json: it is not a backup of this site");
  }
  if (manifest?.format !== ARCHIVE_FORMAT || manifest.version !== 1 || !Array.isArray(manifest.files)) {
    throw new BackupError("The manifest is not one this version understands");
  }
  return manifest;
}

/**
 * Extracts `file` into the new folder `into` and checks it. Resolves to the manifest (the extracted files stay
 * in `into` when `keep` is set, for a restore to move into place); throws BackupError saying what is wrong.
 * @param {string} file
 * @param {{ into: string, keep?: boolean }} options
 * @returns {Promise<Manifest>}
 */
export async function verifyArchive(file, { into, keep = false }) {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new BackupError(`No archive at ${file}`);
  fs.mkdirSync(into, { recursive: false });
  let ok = false;
  try {
    await extract(file, into);
    const manifest = readManifest(into);
    const listed = new Set(manifest.files.map((f) => f.path));
    if (!listed.has("app.db")) throw new BackupError("The archive has no database (app.db is not in its manifest)");
    for (const entry of manifest.files) {
      const full = path.join(into, entry.path);
      if (!SAFE_PATH.test(entry.path) || !fs.existsSync(full))
        throw new BackupError(`Missing from the archive: ${entry.path}`);
      if (fs.statSync(full).size !== entry.bytes || (await sha256(full)) !== entry.sha256) {
        throw new BackupError(`Checksum mismatch for ${entry.path}: the archive is damaged or was changed`);
      }
    }
    const extra = walk(into, into).filter((p) => p !== "manifest.json" && !listed.has(p));
    if (extra.length) throw new BackupError(`Files the manifest does not list: ${extra.slice(0, 3).join(", ")}`);
    checkDatabase(path.join(into, "app.db"), manifest.tables ?? {});
    ok = true;
    return manifest;
  } finally {
    if (!ok || !keep) fs.rmSync(into, { recursive: true, force: true });
  }
}

/**
 * @param {string} file
 * @param {Record<string, number>} expected
 */
function checkDatabase(file, expected) {
  /** @type {import("better-sqlite3").Database | undefined} */
  let db;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const result = db.prepare("pragma integrity_check").pluck().all();
    if (result.length !== 1 || result[0] !== "ok")
      throw new BackupError(`The database copy fails integrity_check: ${result.slice(0, 3).join("; ")}`);
    for (const [table, count] of Object.entries(expected)) {
      const actual = db
        .prepare(`select count(*) from "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get();
      if (actual !== count) throw new BackupError(`Table ${table} has ${actual} rows, the manifest says ${count}`);
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const { code, message } = /** @type {NodeJS.ErrnoException} */ (error);
    throw new BackupError(`The database copy cannot be opened or checked (${code ?? message})`);
  } finally {
    db?.close();
  }
}
