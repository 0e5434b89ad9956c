import { Form } from "react-router";
import type { Range } from "~/domain/reports/period-schema";
import type { ImpactReport } from "~/domain/reports/schema";

const FIELDS = [
  ["textEn", "English", "en"],
  ["textFr", "French", "fr"],
  ["textRw", "Kinyarwanda", "rw"],
] as const;

/**
 * The impact report of the period shown (issue 39): staff's few sentences in each language, kept with the period,
 * and whether it is the one public at /impact, /fr/impact and /rw/impact. A plain POST form (works without JS).
 */
export function ImpactForm({ range, impact }: { range: Range; impact: ImpactReport | null }) {
  const published = !!impact?.publishedAt;
  return (
    <Form method="post" className="card space-y-3 p-4" aria-labelledby="impact-title">
      <h2 id="impact-title" className="text-xl font-semibold text-slate-900">
        Impact report for {range.from} to {range.to}
      </h2>
      <p className="text-sm text-slate-700" data-impact-state={published ? "published" : "not-published"}>
        {published
          ? "This report is public at /impact (and /fr/impact, /rw/impact)."
          : "Not public. Nothing is shown at /impact until a report is published."}{" "}
        A language left empty shows the English text.
      </p>
      <input type="hidden" name="from" value={range.from} />
      <input type="hidden" name="to" value={range.to} />
      {FIELDS.map(([name, label, lang]) => (
        <div key={name}>
          <label htmlFor={`impact-${name}`} className="field-label">
            What to say about this period ({label})
          </label>
          <textarea
            id={`impact-${name}`}
            name={name}
            lang={lang}
            rows={3}
            maxLength={1200}
            defaultValue={impact?.[name] ?? ""}
            className="field-input"
          />
        </div>
      ))}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className="btn-primary min-h-11">
          Save the text
        </button>
        <button type="submit" name="intent" value="publish" className="btn-primary min-h-11">
          Save and publish at /impact
        </button>
        {published ? (
          <button type="submit" name="intent" value="unpublish" className="min-h-11 underline">
            Withdraw from /impact
          </button>
        ) : null}
      </div>
    </Form>
  );
}
