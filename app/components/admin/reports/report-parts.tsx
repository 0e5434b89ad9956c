import type { Bar } from "./report-chart";

type Keyed = { key: string };
/** Bars for a breakdown, this period's rows first, with the previous period's figure of the same key. */
export function bars<T extends Keyed>(
  now: T[],
  before: T[],
  value: (row: T) => number | null,
  label: (key: string) => string = (k) => k,
): Bar[] {
  const prior = new Map(before.map((row) => [row.key, value(row)]));
  // A small group's figure is null ("fewer than 5"), kept as such; only a key the previous period lacks is 0.
  return now.map((row) => ({
    label: label(row.key),
    value: value(row),
    previous: prior.has(row.key) ? prior.get(row.key)! : 0,
  }));
}

/** The months (YYYY-MM, UTC as the report's days) a range touches, first to last. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.slice(0, 7).split("-").map(Number) as [number, number];
  for (let key = from.slice(0, 7); key <= to.slice(0, 7);) {
    months.push(key);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
    key = `${y}-${String(m).padStart(2, "0")}`;
  }
  return months;
}

/**
 * Bars per month, each beside the previous period's month in the same place (the first month of a quarter beside
 * the first of the quarter before): the months themselves differ, so the label names both.
 */
export function monthBars<T extends Keyed>(
  now: { months: string[]; rows: T[] },
  before: { months: string[]; rows: T[] },
  value: (row: T) => number | null,
): Bar[] {
  const of = (rows: T[], key: string | undefined) => {
    const row = rows.find((r) => r.key === key);
    return row ? value(row) : 0;
  };
  return now.months.map((month, i) => ({
    label: before.months[i] ? `${month} (before: ${before.months[i]})` : month,
    value: of(now.rows, month),
    previous: before.months[i] ? of(before.rows, before.months[i]) : undefined,
  }));
}

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `sec-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section className="space-y-3" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A sentence under a section saying how its figures are counted (issue 39 §5). */
export const HowCounted = ({ children }: { children: React.ReactNode }) => (
  <p className="text-sm text-slate-700">{children}</p>
);
