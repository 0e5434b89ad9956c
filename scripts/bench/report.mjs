// The machine the figures come from, and the one table the benchmark prints.
import fs from "node:fs";
import os from "node:os";

export function machine() {
  const cpuinfo = fs.existsSync("/proc/cpuinfo") ? fs.readFileSync("/proc/cpuinfo", "utf8") : "";
  const cpu = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown CPU";
  return { cpus: os.availableParallelism(), cpu, ramGb: Math.round(os.totalmem() / 2 ** 30) };
}

/** Figure | Target | Measured | Met, as a Markdown table (readable in a terminal, pasteable in the README). */
export function printTable(rows) {
  const cells = rows.map((r) => [r.figure, r.target, r.measured, r.met === null ? "—" : r.met ? "yes" : "NO"]);
  const header = ["Figure", "Target", "Measured", "Met"];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const c of cells) console.log(line(c));
}
