// @ts-check
// `npm run crashtest`: the load test's clients and writes (30 clients by default: LOAD_CLIENTS), with the
// server killed by SIGKILL (kill -9) five times (CRASH_KILLS) while writes are in flight, and restarted each
// time on the same data directory. Afterwards: integrity_check, every acknowledged write present, every post's
// like count equal to its rows. Exit code 1 on any loss.
//
// The kills follow progress, not the clock (a busy machine may take many seconds to restart the server): each
// one comes at least LOAD_SECONDS / (kills + 1) after the previous start AND after CRASH_ACKS_BETWEEN (10)
// writes were acknowledged since, at a moment when writes are in flight. After the last restart the clients go
// on for the same span, so writes acknowledged after a crash are checked too. LOAD_SECONDS (60) is thus the least
// the run takes.
import { performance } from "node:perf_hooks";
import { runScenario } from "./load/run.mjs";

const KILLS = Number(process.env.CRASH_KILLS || 5);
const ACKS_BETWEEN = Number(process.env.CRASH_ACKS_BETWEEN || 10);
const GIVE_UP_MS = 300_000; // no progress for five minutes: the server is stuck, not slow
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** @typedef {import("./load/types").Ctx} Ctx */

const ackCount = (/** @type {Ctx} */ ctx) => ctx.ledger.entries.filter((e) => e.outcome === "ack").length;

/** Waits until `ms` passed and `acks` more writes were acknowledged; false when nothing moves for GIVE_UP_MS. */
/** @param {Ctx} ctx @param {number} ms @param {number} acks */
async function progress(ctx, ms, acks) {
  const from = ackCount(ctx);
  const start = performance.now();
  let lastMove = start;
  let seen = from;
  while (performance.now() - start < ms || ackCount(ctx) - from < acks) {
    await sleep(50);
    const now = ackCount(ctx);
    if (now !== seen) {
      seen = now;
      lastMove = performance.now();
    }
    if (performance.now() - lastMove > GIVE_UP_MS) return false;
  }
  return true;
}

/** @param {import("./load/types").DuringArgs} args */
async function killRepeatedly({ ctx, server }) {
  const span = (ctx.config.seconds * 1000) / (KILLS + 1);
  const start = performance.now();
  ctx.deadline = Infinity; // the clients run until the kills are done (see below)
  const lines = [""];
  let ok = true;
  for (let k = 1; k <= KILLS && ok; k++) {
    if (!(await progress(ctx, span, ACKS_BETWEEN))) {
      lines.push(`kill ${k}: no write was acknowledged for ${GIVE_UP_MS / 1000} s; giving up`);
      ok = false;
      break;
    }
    const waitUntil = performance.now() + 2000;
    while (ctx.ledger.pending() === 0 && performance.now() < waitUntil) await sleep(5);
    const inFlight = ctx.ledger.pending();
    const acked = ackCount(ctx);
    const killedAt = performance.now();
    await server.kill9();
    try {
      await server.start();
    } catch (error) {
      lines.push(`kill ${k}: the server did not come back: ${error instanceof Error ? error.message : String(error)}`);
      ok = false;
      break;
    }
    const down = ((performance.now() - killedAt) / 1000).toFixed(1);
    lines.push(
      `kill -9 #${k} at ${((killedAt - start) / 1000).toFixed(1)} s: writes in flight ${inFlight}, acknowledged so far ${acked}; answering again after ${down} s`,
    );
  }
  // Writes after the last crash count too: one more span of work, then the clients stop.
  if (ok && !(await progress(ctx, span, ACKS_BETWEEN))) ok = false;
  ctx.deadline = performance.now();
  return { ok, lines };
}

await runScenario({
  name: "crashtest",
  title: "crash test",
  defaults: { clients: 30, seconds: 60 },
  during: killRepeatedly,
});
