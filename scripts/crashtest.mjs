// `npm run crashtest`: the load test's clients and writes (30 clients, 60 s by default: LOAD_CLIENTS,
// LOAD_SECONDS), with the server killed by SIGKILL (kill -9) five times (CRASH_KILLS) while writes are in
// flight, and restarted each time on the same data directory. Afterwards: integrity_check, every acknowledged
// write present, every post's like count equal to its rows. Exit code 1 on any loss.
import { performance } from "node:perf_hooks";
import { runScenario } from "./load/run.mjs";

const KILLS = Number(process.env.CRASH_KILLS || 5);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Spreads the kills over the run; each one waits (briefly) until some write is in flight, then kills. */
async function killRepeatedly({ ctx, server }) {
  const lines = [];
  const start = performance.now();
  const span = ctx.deadline - start;
  let ok = true;
  for (let k = 1; k <= KILLS; k++) {
    await sleep(Math.max(0, start + (span * k) / (KILLS + 1) - performance.now()));
    if (performance.now() >= ctx.deadline) break;
    const waitUntil = performance.now() + 2000;
    while (ctx.ledger.pending() === 0 && performance.now() < waitUntil) await sleep(5);
    const inFlight = ctx.ledger.pending();
    const acked = ctx.ledger.entries.filter((e) => e.outcome === "ack").length;
    const killedAt = performance.now();
    await server.kill9();
    try {
      await server.start();
    } catch (error) {
      lines.push(`kill ${k}: the server did not come back: ${error.message}`);
      ok = false;
      break;
    }
    const down = ((performance.now() - killedAt) / 1000).toFixed(1);
    lines.push(`kill -9 #${k} at ${((killedAt - start) / 1000).toFixed(1)} s: ${inFlight} writes in flight, ${acked} acknowledged so far; back up after ${down} s`);
  }
  const kills = lines.filter((l) => l.startsWith("kill -9")).length;
  if (kills < KILLS) {
    ok = false;
    lines.push(`only ${kills} of ${KILLS} kills happened (run longer: LOAD_SECONDS)`);
  }
  return { ok, lines: ["", ...lines] };
}

await runScenario({ name: "crashtest", title: "crash test", defaults: { clients: 30, seconds: 60 }, during: killRepeatedly });
