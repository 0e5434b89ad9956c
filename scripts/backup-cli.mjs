// @ts-check
// What `npm run backup` and `npm run restore` share: the project's paths and DATA_DIR, read the way the
// server reads them (app/platform/ops/env-schema.server.ts: DATA_DIR default ./data, BACKUP_DIR default
// DATA_DIR/backups), and one way to end with a clear message and an exit code instead of a stack trace.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BackupError } from "../app/platform/backups/archive-format.mjs";

/** Where the command was started (a relative FILE argument means relative to it). */
export const startedIn = process.cwd();
// Paths (drizzle/, the default ./data) are the project's, wherever the command was started (as serve.mjs does).
process.chdir(path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));

/**
 * @param {string | undefined} v
 * @returns {v is undefined | ""}
 */
const blank = (v) => v === undefined || v === "";
const { DATA_DIR, BACKUP_DIR } = process.env;
export const dataDir = path.resolve(blank(DATA_DIR) ? "./data" : DATA_DIR);
export const backupDir = blank(BACKUP_DIR) ? path.join(dataDir, "backups") : path.resolve(BACKUP_DIR);
export const migrationsDir = path.resolve(process.env.MIGRATIONS_DIR || "drizzle");

export function backupKeep() {
  const raw = process.env.BACKUP_KEEP;
  if (blank(raw)) return 7;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000) fail("BACKUP_KEEP must be a whole number from 1 to 1000", 1);
  return n;
}

export const megabytes = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * @param {string} message
 * @param {number} code
 * @returns {never}
 */
export function fail(message, code) {
  console.error(message);
  process.exit(code);
}

/**
 * Runs the command; a BackupError is the operator's message (exit `code`), anything else exit 1.
 * @param {() => Promise<unknown>} main
 * @param {(error: BackupError) => number} [codeFor]
 */
export async function runCli(main, codeFor = () => 2) {
  try {
    await main();
  } catch (error) {
    if (error instanceof BackupError) fail(`Refused: ${error.message}`, codeFor(error));
    fail(`Failed: ${error instanceof Error ? error.message : String(error)}`, 1);
  }
}
