// @ts-check
// `npm run restore FILE`: replaces DATA_DIR's data with a backup archive. Stop the server first.
// Exit codes: 0 restored, 1 usage or unexpected failure, 2 the archive does not verify (or is from a newer
// app), 3 the server is running on this DATA_DIR. Only exit 0 changes anything.
import path from "node:path";
import { ServerRunningError, restoreArchive } from "../app/platform/backups/restore.mjs";
import { dataDir, fail, migrationsDir, runCli, startedIn } from "./backup-cli.mjs";

const file = process.argv[2];
if (!file) fail("Usage: npm run restore -- FILE   (a backup-….tar.gz made by npm run backup or the daily job)", 1);

await runCli(
  async () => {
    console.log(`Checking ${file} …`);
    const r = await restoreArchive(path.resolve(startedIn, file), { dataDir, migrationsDir });
    const rows = Object.entries(r.tables).filter(([t]) => !t.startsWith("__"));
    console.log(`Restored the backup of ${r.createdAt} into ${dataDir}`);
    const { before, after } = r.migrations;
    console.log(
      before.applied === after.applied
        ? `  migrations: ${after.applied} (up to date)`
        : `  migrations: ${before.applied} in the backup, brought up to ${after.applied} (${after.last})`,
    );
    console.log(`  rows: ${rows.map(([t, n]) => `${t} ${n}`).join(", ")}`);
    console.log(`  files: ${r.files} checked and in place (database, uploads)`);
    console.log(
      r.previous
        ? `  the previous data is in ${r.previous}: delete it once the site works`
        : "  there was no previous data",
    );
    console.log("Start the server now. Everyone signed in before the backup may need to sign in again.");
  },
  (error) => (error instanceof ServerRunningError ? 3 : 2),
);
