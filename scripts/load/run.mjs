// @ts-check
// One run of the load or crash test: build if needed, a fresh data directory, the SMTP sink, the production
// server (both from scripts/harness, as the end-to-end tests start them), the clients until the deadline (with the script's own events alongside: a backup, kill -9s), a
// clean stop, the checks against the SQLite file, the report, and the exit code.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { databaseIn } from "./backup-hook.mjs";
import { checkDatabase, describeCheck } from "./checks.mjs";
import { mixFor, runClients } from "./clients.mjs";
import { loadConfig } from "./config.mjs";
import { Ledger } from "./ledger.mjs";
import { ensureBuild, exitOnSignals, ProductionServer } from "../harness/production-server.mjs";
import { startSmtpSink } from "../harness/smtp-sink.mjs";
import { Stats, statsTable, table } from "./stats.mjs";

/** A fresh working directory: data/ (the server's DATA_DIR), backups/, restored/, server.log. */
/** @param {string} name */
function makeWorkDir(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `yoh-${name}-`));
  fs.mkdirSync(path.join(dir, "data"));
  return dir;
}

/**
 * The server's settings: local mode (the demo accounts exist, e.g. editor@example.org), the demo content, mail to
 * the sink, and TRUST_PROXY=true so each virtual client's X-Forwarded-For counts as its address (the per-IP rate
 * limits would otherwise treat 100 clients as one visitor and refuse them).
 */
/** @param {{ port: number, smtpUrl: string, logLevel: string }} settings */
const serverEnv = ({ port, smtpUrl, logLevel }) => ({
  APP_MODE: "local",
  APP_URL: `http://localhost:${port}`,
  SMTP_URL: smtpUrl,
  SEED_DEMO: "true",
  TRUST_PROXY: "true",
  SESSION_SECRET: "loadtest-secret-0123456789abcdef",
  LOG_LEVEL: logLevel,
});

const countRoles = (/** @type {string[]} */ roles) =>
  Object.entries(roles.reduce((m, r) => ({ ...m, [r]: (m[r] ?? 0) + 1 }), /** @type {Record<string, number>} */ ({})))
    .map(([r, n]) => `${n} ${r}`)
    .join(", ");

/**
 * `during({ctx, server, workDir})` runs alongside the clients and resolves with {lines, ok, after?}; `after()`
 * runs once the server has stopped (e.g. the restore check) and resolves with {lines, ok}.
 * The targets (the issue's): no acknowledged write lost, no 5xx. Requests with no answer are reported: in the
 * load test they mean the server was too slow for this many clients on this machine (see p99), in the crash test
 * they are the requests cut off by the kills.
 * @param {{ name: string, title: string, defaults: { clients: number, seconds: number },
 *   during?: (args: import("./types").DuringArgs) => Promise<import("./types").EventReport> }} scenario
 */
export async function runScenario({ name, title, defaults, during = async () => ({ lines: [], ok: true }) }) {
  const config = loadConfig(defaults);
  exitOnSignals();
  ensureBuild();
  const workDir = makeWorkDir(name);
  const dataDir = path.join(workDir, "data");
  const sink = await startSmtpSink({ port: config.smtpPort });
  const server = new ProductionServer({
    port: config.port,
    dataDir,
    logFile: path.join(workDir, "server.log"),
    env: serverEnv({ port: config.port, smtpUrl: sink.url, logLevel: config.logLevel }),
  });
  console.log(
    `${title}: ${config.clients} clients (${countRoles(mixFor(config.clients))}) for ${config.seconds} s against ${server.base}`,
  );
  console.log(
    `ramp-up ${config.rampSeconds} s, pause between sign-ups ${config.signupPauseMs} ms, think time ${config.thinkMs} ms, request timeout ${config.timeoutMs / 1000} s`,
  );
  console.log(`data directory ${dataDir}, server log ${server.logFile}`);
  const machine = () =>
    `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`;
  console.log(`machine: Node ${process.version}, ${machine()}`);

  let ok = true;
  /** @type {string[]} */
  const failures = [];
  const fail = (/** @type {string} */ why) => {
    ok = false;
    failures.push(why);
  };
  try {
    await server.start();
    /** @type {{ data: { _id?: string, id?: string }[] }} */
    const blog = await (await fetch(`${server.base}/api/blog?limit=50`)).json();
    const posts = blog.data.map((p) => ({
      id: String(p._id ?? p.id),
    }));
    /** @type {import("./types").Ctx} */
    const ctx = {
      base: server.base,
      config,
      stats: new Stats(),
      ledger: new Ledger(),
      sink,
      posts,
      anomalies: [],
      serverErrors: [],
      deadline: performance.now() + config.seconds * 1000,
      codeWaits: [],
      codesMissing: 0,
      identities: 0,
    };
    ctx.onServerError = (kind, p, status, body) => ctx.serverErrors.push(`${status} ${kind} ${p}: ${body}`);
    const clients = runClients(ctx, config.clients);
    const event = await during({ ctx, server, workDir, dataDir });
    await clients;

    // Codes for acknowledged sign-ups still on their way (a mail queue may send after the answer): a short grace.
    const ackedSignups = ctx.ledger.entries.filter((e) => e.type === "signup" && e.outcome === "ack").map((e) => e.key);
    const graceEnd = Date.now() + 15_000;
    for (const email of ackedSignups) await sink.waitForCode(email, Math.max(0, graceEnd - Date.now()));
    const undelivered = (await Promise.all(ackedSignups.map((e) => sink.waitForCode(e, 0)))).filter((c) => !c).length;

    console.log(`machine at the end: ${machine()}`);
    const exit = await server.stop();
    const totals = ctx.stats.totals();
    console.log(`\n${statsTable(ctx.stats)}`);
    const waits = [...ctx.codeWaits].sort((a, b) => a - b);
    const at = (/** @type {number} */ p) =>
      waits.length ? waits[Math.min(waits.length - 1, Math.floor(p * waits.length))].toFixed(0) : "-";
    console.log(
      `verification codes: ${waits.length} read from the sink (wait p50 ${at(0.5)} ms, p99 ${at(0.99)} ms); acknowledged sign-ups whose code never came: ${undelivered}` +
        (sink.droppedConnections() ? `; SMTP connections cut off: ${sink.droppedConnections()}` : ""),
    );

    const summary = ctx.ledger.summary();
    console.log(`\nwrites (ack = 2xx, refused = 4xx, unknown = 5xx / no answer / timeout):`);
    console.log(
      table([
        ["write", "ack", "refused", "unknown"],
        ...Object.entries(summary).map(([t, s]) => [t, s.ack, s.refused, s.unknown]),
      ]),
    );
    for (const line of event.lines) console.log(line);

    // Kept with the data (LOAD_KEEP_DATA=1 or a failed run) so a loss can be looked into afterwards.
    fs.writeFileSync(path.join(workDir, "ledger.json"), JSON.stringify(ctx.ledger.entries));
    if (!exit || exit.code !== 0) fail(`the server did not stop cleanly: ${JSON.stringify(exit)}`);
    const final = describeCheck("\ndatabase after the run", checkDatabase(databaseIn(dataDir), ctx.ledger));
    console.log(final.text);
    if (!final.ok) fail("writes lost or data inconsistent");
    if (event.after) {
      const after = await event.after();
      for (const line of after.lines) console.log(line);
      if (!after.ok) fail("backup check failed");
    }
    if (!event.ok) fail("the scenario's own events failed (see above)");
    if (totals.c5xx > 0) fail(`${totals.c5xx} answers with status 5xx`);
    if (totals.net > 0)
      console.log(
        `note: ${totals.net} requests got no answer (connection refused or reset, or nothing within ${config.timeoutMs / 1000} s)`,
      );
    if (undelivered > 0) fail(`${undelivered} acknowledged sign-ups never got their code`);
    if (totals.c429 > 0)
      console.log(
        `note: ${totals.c429} answers were 429 (refused, not acknowledged; the mix is meant to stay under every limit)`,
      );
    if (totals.c4xx > 0)
      console.log(`note: ${totals.c4xx} answers were 4xx other than 429 (refused; none is expected in this mix)`);
    for (const line of [...new Set(ctx.serverErrors)].slice(0, 10)) console.log(`  5xx: ${line}`);
    for (const line of [...new Set(ctx.anomalies)].slice(0, 10)) console.log(`  odd answer: ${line}`);
    console.log(
      `\ntargets: lost writes 0, 5xx 0, acknowledged sign-ups all get their code: ${ok ? "MET" : `MISSED (${failures.join("; ")})`}`,
    );
  } catch (error) {
    const why = error instanceof Error ? (error.stack ?? error.message) : String(error);
    fail(why);
    console.error(`\n${title} could not run: ${why}\n${server.logTail()}`);
  } finally {
    if (server.child) await server.stop();
    await sink.close();
  }
  if (ok && !config.keepData) fs.rmSync(workDir, { recursive: true, force: true });
  else console.log(`kept ${workDir} (data, backups and server.log) for a look`);
  process.exit(ok ? 0 : 1);
}
