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
const SIGNED_IN_LIMIT =
  "A signed-in page is the guest's stored copy with the person's parts spliced in (031). Its CPU, from a profile " +
  "of 50 readers on a post (2026-11-28): React's render of the parts ~15 %, garbage collection ~14 %, the session " +
  "and the person's data ~10 %, the rest the request chain every page has; a guest's hit is a stored answer. " +
  "Tried: the splice, two workers, the session's, the post's and the settings' queries prepared once, a checked " +
  "cookie signature remembered (signed-in rates rose from about 350 to 475-660 req/s). 50 people at once on 2 " +
  "cores shared with the load generator still queue. Not tried: keeping a person's rendered parts (a reader rarely " +
  "asks for the same page twice, so it would mostly help this bench).";

/** @type {[RegExp, string][]} */
const LIMITS = [
  [/\(signed in\): p99/, SIGNED_IN_LIMIT],
  [
    /while 20 clients log in/,
    "bcrypt runs in worker threads at nice 10 (030), one per spare core: on 2 cores the pool and the event loop still " +
      "share the CPU while 20 clients hash without pause. Tried: the pool, its priority, its size.",
  ],
  [
    /^Guest \/ask:/,
    "/ask is rendered for every reader (issue 34: its form carries a fresh honeypot value, so the page is private, " +
      "no-store), about 10 ms of CPU each: React Router matching its 216 routes twice a request (a RegExp " +
      "made per branch), React's render, the honeypot's AES key derived each time, and brotli 6 of a first view's " +
      "copy. Tried: the first view's inline rules made once per set of classes. Not tried: a stored copy with the " +
      "honeypot value spliced in.",
  ],
  [
    /with counting against without/,
    "Two like servers differ here by up to ±20 % (the control row): a 5 % difference cannot be seen by comparing " +
      "two servers on this host. The profile row (counting's own share of the CPU) is the figure that can.",
  ],
  [
    /two workers against one/,
    "The load generator runs on the same 2 cores, so two workers and it are three busy processes on two. The next " +
      "row shows the cost: on 2026-11-28 a guest view took 2.2x the server's CPU with two workers (1,267 against " +
      "578 us), which points at the cores being oversubscribed (time slices, caches): the primary's relay carries nothing in this load (its views are a bot's, not counted). Tried: " +
      "pinning processes to cores (taskset): like servers still differed by up to 17 %. Not yet: a load from another " +
      "machine. A profile of both workers shows the same work as one worker's, in the same proportions (043).",
  ],
  [/signed-in readers, two workers/, SIGNED_IN_LIMIT],
  [
    /RSS of all processes/,
    "Each worker holds its own V8 heap, compiled app, SQLite page cache and guest copies (115–170 MB each) and the " +
      "primary about 45 MB. Tried: MALLOC_ARENA_MAX=2, heap growth 50 %, a 4 MB semi-space, sharp and the password " +
      "workers loaded on demand. On a 512 MB VPS run WEB_WORKERS=1 (about 160 MB; README, worker processes).",
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
