import { sqlite } from "~/platform/data/db.server";
import { errorInfo, log } from "~/platform/ops/log.server";

/** How long counts wait in memory before they are written. */
export const FLUSH_MS = 1000;

/**
 * Counts added up in memory by key and written once a second in one transaction, one upsert a row (the visit and
 * search counters, decision 042): a page that counts waits for no write. A failed write loses that second's rows
 * and says so in the log (`what`); it never throws.
 */
export function batchedRows<R>(upsertSql: string, params: (row: R) => unknown[], what: string) {
  const pending = new Map<string, R>();
  let timer: NodeJS.Timeout | null = null;
  let statement: ReturnType<typeof sqlite.prepare> | undefined;

  /** Writes what is pending (the timer's job; also called on shutdown and by tests). Never throws. */
  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending.clear();
    try {
      const write = (statement ??= sqlite.prepare(upsertSql));
      sqlite.transaction(() => {
        for (const r of rows) write.run(...params(r));
      })();
    } catch (error) {
      log.warn({ rows: rows.length, error: errorInfo(error) }, `${what} not written`);
    }
  }

  /** The pending row under `key` (made by `create` the first time) to add to; the next write is scheduled. */
  function row(key: string, create: () => R): R {
    let r = pending.get(key);
    if (!r) pending.set(key, (r = create()));
    timer ??= setTimeout(flush, FLUSH_MS).unref();
    return r;
  }

  return { row, flush };
}
