// @ts-check
// Latency and outcome per kind of request, and the table both scripts print.

/** @typedef {{ ms: number[], ok: number, c4xx: number, c429: number, c5xx: number, net: number }} Kind */

export class Stats {
  /** @type {Map<string, Kind>} */
  kinds = new Map();
  first = Infinity;
  last = 0;

  /**
   * `status` is the HTTP status, or 0 when no answer came (connection refused or reset, timeout).
   * @param {string} kind
   * @param {number} status
   * @param {number} startedAt
   * @param {number} endedAt
   */
  record(kind, status, startedAt, endedAt) {
    let k = this.kinds.get(kind);
    if (!k) this.kinds.set(kind, (k = { ms: [], ok: 0, c4xx: 0, c429: 0, c5xx: 0, net: 0 }));
    k.ms.push(endedAt - startedAt);
    if (status === 0) k.net++;
    else if (status === 429) k.c429++;
    else if (status >= 500) k.c5xx++;
    else if (status >= 400) k.c4xx++;
    else k.ok++;
    this.first = Math.min(this.first, startedAt);
    this.last = Math.max(this.last, endedAt);
  }

  totals() {
    const t = { requests: 0, ok: 0, c4xx: 0, c429: 0, c5xx: 0, net: 0, seconds: 0, perSecond: 0 };
    for (const k of this.kinds.values()) {
      t.requests += k.ms.length;
      for (const f of /** @type {const} */ (["ok", "c4xx", "c429", "c5xx", "net"])) t[f] += k[f];
    }
    t.seconds = this.last > this.first ? (this.last - this.first) / 1000 : 0;
    t.perSecond = t.seconds > 0 ? t.requests / t.seconds : 0;
    return t;
  }
}

const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;
const fmt = (/** @type {number} */ ms) => (Number.isNaN(ms) ? "-" : ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

/**
 * Rows of equal-width columns; the first row is the header.
 * @param {(string | number)[][]} rows
 */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (/** @type {(string | number)[]} */ r) =>
    r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

/** @param {Stats} stats */
export function statsTable(stats) {
  /** @type {(string | number)[][]} */
  const rows = [["kind", "count", "2xx/3xx", "4xx", "429", "5xx", "no answer", "p50 ms", "p99 ms"]];
  for (const [kind, k] of [...stats.kinds.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...k.ms].sort((a, b) => a - b);
    rows.push([
      kind,
      k.ms.length,
      k.ok,
      k.c4xx,
      k.c429,
      k.c5xx,
      k.net,
      fmt(percentile(sorted, 0.5)),
      fmt(percentile(sorted, 0.99)),
    ]);
  }
  const t = stats.totals();
  rows.push(["all", t.requests, t.ok, t.c4xx, t.c429, t.c5xx, t.net, "", ""]);
  return `${table(rows)}\nthroughput: ${t.perSecond.toFixed(1)} req/s (${t.requests} requests in ${t.seconds.toFixed(1)} s)`;
}
