import { Form } from "react-router";

const CHOICES = [
  ["month", "This month"],
  ["last-month", "Last month"],
  ["quarter", "This quarter"],
  ["year", "This year"],
  ["custom", "Custom dates"],
] as const;

/** The period chooser: a plain GET form, the same with JavaScript off. */
export function PeriodForm({
  query,
  error,
}: {
  query: { period: string; from: string; to: string };
  error: string | null;
}) {
  return (
    <Form method="get" className="card grid gap-3 p-4 sm:grid-cols-4 sm:items-end" aria-label="Choose the period">
      <div>
        <label htmlFor="rep-period" className="field-label">
          Period
        </label>
        <select id="rep-period" name="period" defaultValue={query.period} className="field-input min-h-11">
          {CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="rep-from" className="field-label">
          From (custom)
        </label>
        <input id="rep-from" name="from" type="date" defaultValue={query.from} className="field-input min-h-11" />
      </div>
      <div>
        <label htmlFor="rep-to" className="field-label">
          To (custom)
        </label>
        <input id="rep-to" name="to" type="date" defaultValue={query.to} className="field-input min-h-11" />
      </div>
      <button type="submit" className="btn-primary min-h-11">
        Show
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-800 sm:col-span-4">
          {error} This month is shown instead.
        </p>
      ) : null}
    </Form>
  );
}
