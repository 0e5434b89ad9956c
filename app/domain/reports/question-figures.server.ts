import { sqlite } from "~/platform/data/db.server";
import { rangeMs, type Range } from "./period-schema";

/**
 * Urgent questions and the library's readers (issue 39).
 *
 * Nothing records when staff first open a question (the admin screen logs no reads, and a view is not a write).
 * The nearest honest figure is the first thing staff did to it: the earliest audit entry on the question (a draft
 * saved, marked urgent or not, sent for review, answered, declined; audit.server.ts is written only by staff).
 * It is an upper bound on "opened": staff may have read it earlier. The report labels it so (decision 042).
 */
export type Urgent = {
  /** Urgent questions asked in the range that staff acted on, and those still without any staff action. */
  acted: number;
  waiting: number;
  /** Median hours from asking to the first staff action, over `acted`; null with none. */
  medianHoursToFirstAction: number | null;
};
/** Views of library entries (/questions/:id in every language) and how many entries were read at least once. */
export type LibraryReads = { views: number; entries: number };

export const median = (sorted: number[]): number | null =>
  sorted.length === 0
    ? null
    : (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.floor(sorted.length / 2)]!) / 2;
export const hours = (ms: number | null) => (ms === null ? null : Math.round((ms / 3_600_000) * 10) / 10);

export function urgent(range: Range): Urgent {
  const { start, end } = rangeMs(range);
  const rows = sqlite
    .prepare<[number, number], { ms: number | null }>(
      `select (select min(a.created_at) from audit_log a where a.target_type = 'question' and a.target_id = q.id)
              - q.created_at as ms
       from questions q where q.urgent = 1 and q.created_at >= ? and q.created_at < ?`,
    )
    .all(start, end);
  const waits = rows
    .map((row) => row.ms)
    .filter((ms): ms is number => ms !== null)
    .map((ms) => Math.max(0, ms))
    .sort((a, b) => a - b);
  return { acted: waits.length, waiting: rows.length - waits.length, medianHoursToFirstAction: hours(median(waits)) };
}

export function libraryReads({ from, to }: Range): LibraryReads {
  return sqlite
    .prepare<[string, string], LibraryReads>(
      `select coalesce(sum(views), 0) as views, count(distinct substr(path, instr(path, '/questions/'))) as entries
       from visit_counts where kind = 'all' and day between ? and ?
       and (path like '/questions/_%' or path like '/rw/questions/_%' or path like '/fr/questions/_%')`,
    )
    .get(from, to)!;
}
