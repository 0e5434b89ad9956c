// @ts-check
// The ledger of writes: every write a client attempts, in order, with what the server answered. The checks
// compare it with the database afterwards.
//   ack      a 2xx: the server said it is done; it must be in the database.
//   refused  a 4xx (429 included): the server said no; a correct server wrote nothing.
//   unknown  a 5xx, no answer, or a timeout: it may or may not have happened; no claim either way.
import { performance } from "node:perf_hooks";

/** @typedef {import("./types").LedgerEntry} LedgerEntry */

export class Ledger {
  /** @type {LedgerEntry[]} */
  entries = [];

  /**
   * Starts an entry before the request is sent. `type` and `key` group entries (e.g. "like", "user|post").
   * @param {string} type
   * @param {string} key
   * @param {unknown} value
   * @param {Partial<LedgerEntry>} [extra]
   * @returns {LedgerEntry}
   */
  begin(type, key, value, extra = {}) {
    /** @type {LedgerEntry} */
    const entry = { type, key, value, ...extra, start: performance.now(), end: null, outcome: "pending" };
    this.entries.push(entry);
    return entry;
  }

  /**
   * Records the answer of `call()`; returns the entry.
   * @param {LedgerEntry} entry
   * @param {import("./types").CallResult} res
   */
  settle(entry, res) {
    entry.end = performance.now();
    entry.status = res.status;
    entry.timedOut = !!res.timedOut;
    entry.outcome = res.ok ? "ack" : res.status >= 400 && res.status < 500 ? "refused" : "unknown";
    return entry;
  }

  pending() {
    return this.entries.filter((e) => e.outcome === "pending").length;
  }

  /** How many writes ended in each outcome, per type. */
  summary() {
    /** @type {Record<string, Record<import("./types").Outcome, number>>} */
    const out = {};
    for (const e of this.entries) {
      out[e.type] ??= { ack: 0, refused: 0, unknown: 0, pending: 0 };
      out[e.type][e.outcome]++;
    }
    return out;
  }
}

/**
 * The values a key (one user's like of one post, one field of one post) may hold in a copy of the data taken
 * at `snapshot` ({ackedBefore, startedBefore}; both Infinity for the final database). One client makes the
 * calls of a key one after the other, so the last call acknowledged before the copy decides, except that calls
 * started after it and before the copy was finished may have landed too (their answer may have been lost, or
 * come after the copy began), and a timed-out call may land at any time. Returns null when nothing acknowledged
 * the key before the copy: no claim.
 * @param {LedgerEntry[]} calls
 * @returns {Set<unknown> | null}
 */
export function acceptableValues(calls, snapshot = { ackedBefore: Infinity, startedBefore: Infinity }) {
  let last = -1;
  calls.forEach((c, i) => {
    if (c.outcome === "ack" && c.end !== null && c.end < snapshot.ackedBefore) last = i;
  });
  if (last < 0) return null;
  const values = new Set([calls[last].value]);
  calls.forEach((c, i) => {
    if (c.outcome === "refused" || c.start >= snapshot.startedBefore) return;
    if (i > last || c.timedOut) values.add(c.value);
  });
  return values;
}
