// @ts-check
// Issue 39 (docs/decisions/042): counting visits must not slow the guest pages. The same post for guests, with a
// phone's user agent so every view is counted (autocannon's own would be left out as a bot), measured three ways:
// - against a server without counting (COUNT_VISITS=false), each on its own copy of the data;
// - the same against a second server without counting, as a control: how far two like servers differ here;
// - the share of the server's CPU that counting's own functions take, from a V8 profile of the same load.
// On a shared host two like servers differ by more than the 5 % to be seen (the control says how much), so the
// profile is the figure that can show it; the comparisons say whether anything else moved.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cpuShare } from "./cpu-profile.mjs";
import { load, settle } from "./measure.mjs";
import { BenchServer, copyDataDir } from "./server.mjs";

const PHONE = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36";
const RUNS = 8;

/**
 * @typedef {{ figure: string, target: string, measured: string, met: boolean | null }} Row
 * @typedef {{ connections: number, seconds: number, headers: Record<string, string> }} LoadOptions
 * @typedef {{ rps: number, p99: number, cpuMs: number }} Figures
 */

/**
 * Two servers under the same load in short runs, RUNS of each in an ABBA order (each goes first as often as the
 * other), so a drift of the machine falls on both alike; rates and CPU from the totals, p99 the median run's.
 * @param {BenchServer} a @param {BenchServer} b @param {string} post @param {LoadOptions} options
 * @returns {Promise<[Figures, Figures]>}
 */
async function alternate(a, b, post, options) {
  for (const server of [a, b]) await load(server.base + post, { ...options, seconds: 2 });
  const slice = Math.max(1, Math.round(options.seconds / 2));
  const totals = [a, b].map(() => ({ requests: 0, cpu: 0, p99: /** @type {number[]} */ ([]) }));
  for (let i = 0; i < 2 * RUNS; i++) {
    const which = [0, 3].includes(i % 4) ? 0 : 1;
    const server = which === 0 ? a : b;
    await settle(`${server.base}/robots.txt`);
    const before = server.cpuSeconds();
    const run = await load(server.base + post, { ...options, seconds: slice });
    totals[which].requests += run.requests;
    totals[which].cpu += server.cpuSeconds() - before;
    totals[which].p99.push(run.p99);
  }
  const figures = totals.map((t) => ({
    rps: t.requests / (RUNS * slice),
    p99: t.p99.sort((x, y) => x - y)[Math.floor(RUNS / 2)],
    cpuMs: (t.cpu * 1000) / Math.max(1, t.requests),
  }));
  return [figures[0], figures[1]];
}

/** @param {Figures} on @param {Figures} off */
function compared(on, off) {
  const rate = on.rps / off.rps;
  const p99 = on.p99 / off.p99;
  const cpu = on.cpuMs / off.cpuMs;
  const text =
    `rate ${rate.toFixed(2)}× (${Math.round(on.rps)} against ${Math.round(off.rps)} req/s), ` +
    `p99 ${Math.round(on.p99)} against ${Math.round(off.p99)} ms, ` +
    `CPU a view ${Math.round(on.cpuMs * 1000)} against ${Math.round(off.cpuMs * 1000)} µs`;
  return { rate, p99, cpu, text };
}

/**
 * The share of the server's busy CPU in the response hook (its own code: its `next()` runs the rest of the app)
 * and in counting a second's views, from a server started with V8's profiler. Garbage collection is left unshared.
 * @param {string} dataDir @param {number} port @param {string} post @param {string} logFile @param {LoadOptions} options
 */
async function profiledShare(dataDir, port, post, logFile, options) {
  const profiles = fs.mkdtempSync(path.join(os.tmpdir(), "yoh-bench-profile-"));
  const server = new BenchServer({ dataDir, port, logFile, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profiles}`] });
  await server.start();
  try {
    await load(server.base + post, { ...options, seconds: 2 });
    await settle(`${server.base}/robots.txt`);
    await load(server.base + post, options);
  } finally {
    await server.stop();
  }
  try {
    return cpuShare(profiles, {
      within: ["countWhenFinished", "queueFinishedPage", "countQueuedPages", "countFinishedPage"],
      self: ["visitCounting"],
    });
  } finally {
    fs.rmSync(profiles, { recursive: true, force: true });
  }
}

/**
 * @param {{ dataDir: string, post: string, logFile: string, port: number, connections: number, seconds: number,
 *   row: (figure: string, target: string, measured: string, met: boolean | null) => void,
 *   step: (text: string) => void }} bench
 */
export async function countingCost({ dataDir, post, logFile, port, connections, seconds, row, step }) {
  const options = { connections, seconds, headers: { "User-Agent": PHONE } };
  const copies = await Promise.all(["on", "off"].map((name) => copyDataDir(dataDir, `${dataDir}-counting-${name}`)));
  /** @type {(copy: number, at: number, count: boolean) => BenchServer} */
  const server = (copy, at, count) =>
    new BenchServer({ dataDir: copies[copy], port: port + at, logFile, env: { COUNT_VISITS: String(count) } });
  try {
    for (const [label, a, b] of /** @type {const} */ ([
      ["with counting against without", server(0, 0, true), server(1, 1, false)],
      ["without counting against without (control)", server(0, 0, false), server(1, 1, false)],
    ])) {
      await Promise.all([a.start(), b.start()]);
      try {
        const c = compared(...(await alternate(a, b, post, options)));
        const control = label.includes("control");
        row(
          `A post, guests, ${label}, ${RUNS} runs each`,
          control ? "(how far two like servers differ here)" : "rate ≥ 0.95×, p99 ≤ 1.05×",
          c.text,
          control ? null : c.rate >= 0.95 && c.p99 <= 1.05,
        );
        step(`a post, guests, ${label}: ${c.text}`);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    }
    const share = await profiledShare(copies[0], port, post, logFile, options);
    row(
      "A post, guests: counting's share of the server's busy CPU (V8 profile)",
      "≤ 5 %",
      `${(share.share * 100).toFixed(1)} % (${Math.round(share.spentMs)} of ${Math.round(share.busyMs)} ms)`,
      share.share <= 0.05,
    );
    step(`counting's share of the CPU: ${(share.share * 100).toFixed(1)} %`);
  } finally {
    for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
  }
}
