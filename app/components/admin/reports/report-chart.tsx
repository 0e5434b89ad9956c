import { useId } from "react";

/** One bar: its label, this period's figure (null: a small group, not shown) and the previous period's. */
export type Bar = { label: string; value: number | null; previous?: number | null };

/** The chart's words: English on the staff screens; the public report passes its language's. */
export type ChartWords = { figure?: string; now: string; before?: string; few: string };
const ENGLISH: ChartWords = { now: "This period", before: "Before", few: "fewer than 5" };

const fmt = (n: number | null | undefined, few = ENGLISH.few) =>
  n === null ? few : n === undefined ? "–" : n.toLocaleString("en");

/**
 * A horizontal bar chart drawn on the server as SVG (issue 39: no chart library in the browser), scaled to its box
 * so it reads at 360 px, named for screen readers, and followed by the table of its figures, which says the same.
 * A small group's bar is not drawn: its row says "fewer than 5".
 */
export function ReportChart({
  title,
  bars,
  unit,
  words = ENGLISH,
}: {
  title: string;
  bars: Bar[];
  unit: string;
  words?: ChartWords;
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value ?? 0));
  const row = 30;
  const width = 320;
  const labelWidth = 120;
  const height = Math.max(1, bars.length) * row;
  return (
    <figure className="card space-y-3 p-4" data-chart={title}>
      <figcaption id={`${id}-t`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      {bars.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing counted in this period.</p>
      ) : (
        <>
          <svg
            role="img"
            aria-labelledby={`${id}-t ${id}-d`}
            viewBox={`0 0 ${width} ${height}`}
            className="h-auto w-full"
            preserveAspectRatio="xMinYMin meet"
          >
            <desc id={`${id}-d`}>{bars.map((b) => `${b.label}: ${fmt(b.value, words.few)} ${unit}`).join("; ")}</desc>
            {bars.map((b, i) => {
              const w = b.value ? Math.max(2, ((width - labelWidth - 48) * b.value) / max) : 0;
              const y = i * row;
              return (
                <g key={b.label}>
                  <text x={0} y={y + 19} fontSize="12" fill="#0f172a">
                    {b.label.length > 18 ? `${b.label.slice(0, 17)}…` : b.label}
                  </text>
                  <rect x={labelWidth} y={y + 6} width={w} height={18} rx={3} fill="#0f766e" />
                  <text x={labelWidth + w + 4} y={y + 19} fontSize="12" fill="#0f172a">
                    {b.value === null ? "< 5" : b.value.toLocaleString("en")}
                  </text>
                </g>
              );
            })}
          </svg>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">{title}</th>
                <th scope="col" className="text-right">
                  {words.now}
                </th>
                {words.before ? (
                  <th scope="col" className="text-right">
                    {words.before}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {bars.map((b) => (
                <tr key={b.label}>
                  <th scope="row" className="font-normal wrap-anywhere">
                    {b.label}
                  </th>
                  <td className="text-right">{fmt(b.value, words.few)}</td>
                  {words.before ? <td className="text-right">{fmt(b.previous, words.few)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

/**
 * A headline figure with the previous period's beside it. Null is "fewer than 5", unless `none` says what else it
 * means (a median or a rate with nothing to measure).
 */
export function Figure({
  label,
  value,
  previous,
  note,
  none,
}: {
  label: string;
  value: number | null;
  previous: number | null;
  note?: string;
  none?: string;
}) {
  const show = (n: number | null) => (n === null && none ? none : fmt(n));
  return (
    <div className="card p-4" data-figure={label}>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900">{show(value)}</dd>
      <dd className="text-sm text-slate-700">Before: {show(previous)}</dd>
      {note ? <dd className="text-xs text-slate-700">{note}</dd> : null}
    </div>
  );
}
