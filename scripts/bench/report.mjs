// @ts-check
// The machine the figures come from, and the one table the benchmark prints.
import fs from "node:fs";
import os from "node:os";

export function machine() {
  const cpuinfo = fs.existsSync("/proc/cpuinfo") ? fs.readFileSync("/proc/cpuinfo", "utf8") : "";
  const cpu = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown CPU";
  return { cpus: os.availableParallelism(), cpu, ramGb: Math.round(os.totalmem() / 2 ** 30) };
}

/** @typedef {{ figure: string, target: string, measured: string, met: boolean | null }} Row */

/**
 * Figure | Target | Measured | Met, as a Markdown table (readable in a terminal, pasteable in the README).
 * @param {Row[]} rows
 */
export function printTable(rows) {
  const cells = rows.map((r) => [r.figure, r.target, r.measured, r.met === null ? "—" : r.met ? "yes" : "NO"]);
  const header = ["Figure", "Target", "Measured", "Met"];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (/** @type {string[]} */ c) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const c of cells) console.log(line(c));
}

/**
 * Issue 28: for a figure that misses its target, what limits it and what was tried, printed under the table so the
 * bench says it itself (the measurements behind each: README "Benchmark" and docs/decisions/030, 031).
 */
/** @type {[RegExp, string][]} */
const LIMITS = [
  [
    /\(signed in\): p99/,
    "A signed-in page is the guest's stored copy with the person's parts spliced in (031): about 7 ms one at a time " +
      "instead of 13-30 ms. The session check and rendering the parts (~5 ms of CPU against ~2.5 ms for a guest's hit) " +
      "are per person by nature, so 50 clients at once on 2 cores queue. Tried: the splice, a prepared session query. " +
      "Not tried: a second process, caching a person's parts.",
  ],
  [
    /while 20 clients log in/,
    "bcrypt runs in worker threads at nice 10 (030), one per spare core: on 2 cores the pool and the event loop still " +
      "share the CPU while 20 clients hash without pause. Tried: the pool, its priority, its size.",
  ],
  [
    /^(Guest |\/api\/blog).*p99/,
    "Served from the guest cache (a hash lookup and a write); a miss is the machine's other load: compare the static " +
      "file's rate in the same run.",
  ],
  [
    /Lighthouse mobile \/saved/,
    "SEO: /saved is noindex on purpose (a list kept on the reader's own phone, empty to a crawler), and Lighthouse's " +
      "is-crawlable audit counts that against it. The other three categories are the ones to read.",
  ],
  [
    /Lighthouse/,
    "Lighthouse's Performance score depends on the CPU it gets: run it on a quiet machine before reading a miss.",
  ],
];

/** @param {Row[]} rows */
export function printLimits(rows) {
  const missed = rows.filter((r) => r.met === false);
  const lines = missed.flatMap((r) => {
    const why = LIMITS.find(([pattern]) => pattern.test(r.figure));
    return why ? [`- ${r.figure}: ${why[1]}`] : [];
  });
  if (lines.length) console.log(`\nWhat limits the figures not met:\n${lines.join("\n")}`);
}
