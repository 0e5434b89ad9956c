// @ts-check
// `npm run backup [-- DIR]`: one verified archive of the data (database copied online, uploads, manifest,
// checksums) into DIR, BACKUP_DIR or DATA_DIR/backups, safe while the server runs. Keeps the newest
// BACKUP_KEEP (default 7) archives there, like the server's daily job. Exit codes: 0 done, 1 failed.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { createBackup, pruneArchives, removeStaleTemp } from "../app/platform/backups/archive.mjs";
import { backupDir, backupKeep, dataDir, fail, megabytes, migrationsDir, runCli, startedIn } from "./backup-cli.mjs";

await runCli(async () => {
  const into = process.argv[2] ? path.resolve(startedIn, process.argv[2]) : backupDir;
  const keep = backupKeep();
  const dbFile = path.join(dataDir, "app.db");
  if (!fs.existsSync(dbFile)) fail(`No database at ${dbFile} (set DATA_DIR to the server's data directory)`, 1);
  removeStaleTemp(into);
  // A connection of our own, copied in one step: one read transaction, which never blocks the server's writes.
  const db = new Database(dbFile, { fileMustExist: true, timeout: 5000 });
  let result;
  try {
    result = await createBackup({ db, dataDir, backupDir: into, migrationsDir, pagesPerStep: 0x7fffffff });
  } finally {
    db.close();
  }
  const removed = pruneArchives(into, keep);
  const { manifest } = result;
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup written and verified: ${result.file} (${megabytes(result.bytes)})`);
  console.log(
    `  database: ${Object.keys(manifest.tables).length} tables, ${rows} rows, migration ${manifest.migrations.last ?? manifest.migrations.applied}`,
  );
  console.log(
    `  files: ${manifest.files.length} (database, uploads${manifest.files.some((f) => f.path === ".session-secret") ? ", session secret" : ""})`,
  );
  if (removed.length) console.log(`  removed ${removed.length} older archive(s), keeping the newest ${keep}`);
});
