// @ts-check
// `npm run loadtest`: the production build on a fresh data directory, 100 clients for 60 s (LOAD_CLIENTS,
// LOAD_SECONDS) reading, liking, signing up, writing to the contact form and editing posts; a backup taken in the
// middle when scripts/backup.mjs exists; then every acknowledged write is looked for in the database (and the
// writes acknowledged before the backup in its restored copy). Exit code 1 when a target is missed.
// See scripts/load/*.mjs for the clients, the ledger and the checks.
import path from "node:path";
import { performance } from "node:perf_hooks";
import { BACKUP_SCRIPT, backupAvailable, databaseIn, restoreBackup, takeBackup } from "./load/backup-hook.mjs";
import { checkDatabase, describeCheck } from "./load/checks.mjs";
import { runScenario } from "./load/run.mjs";

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** The backup half-way through the run, and (after the run) its restore onto a fresh data directory. */
/**
 * @param {import("./load/types").DuringArgs} args
 * @returns {Promise<import("./load/types").EventReport>}
 */
async function backupDuringRun({ ctx, server, workDir, dataDir }) {
  if (!backupAvailable()) return { ok: true, lines: [`backup check skipped: ${BACKUP_SCRIPT} not found`] };
  await sleep(Math.max(0, (ctx.deadline - performance.now()) / 2));
  const inFlight = ctx.ledger.pending();
  const ackedBefore = ctx.ledger.entries.filter((e) => e.outcome === "ack").length;
  const backup = await takeBackup({ dataDir, backupDir: path.join(workDir, "backups"), env: server.env });
  const lines = [
    backup.ok
      ? `backup during the run: ${backup.archive} in ${((backup.finishedAt - backup.startedAt) / 1000).toFixed(1)} s; writes acknowledged before it started ${ackedBefore}, in flight ${inFlight}`
      : `backup during the run FAILED: ${backup.error}`,
  ];
  const archive = backup.archive;
  if (!backup.ok || !archive) return { ok: false, lines };
  return {
    ok: true,
    lines,
    async after() {
      const restored = path.join(workDir, "restored");
      const r = await restoreBackup({
        archive,
        dataDir: restored,
        env: { ...server.env, DATA_DIR: restored },
      });
      if (!r.ok) return { ok: false, lines: [`restore of ${backup.archive} FAILED: ${r.error}`] };
      const check = describeCheck(
        `restored backup (${restored})`,
        checkDatabase(databaseIn(restored), ctx.ledger, {
          ackedBefore: backup.startedAt,
          startedBefore: backup.finishedAt,
        }),
      );
      return { ok: check.ok, lines: [check.text] };
    },
  };
}

await runScenario({
  name: "loadtest",
  title: "load test",
  defaults: { clients: 100, seconds: 60 },
  during: backupDuringRun,
});
