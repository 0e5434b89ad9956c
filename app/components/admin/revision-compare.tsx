import type { ReactNode } from "react";
import type { DiffPart, FieldDiff } from "~/domain/blog/revision-diff.server";

type Props = {
  heading: string;
  changes: FieldDiff[];
  identical: boolean;
  formattingChanged: boolean;
  children?: ReactNode;
};

/** Removed text (only in the revision) struck through in red, added text (only in the post now) underlined in green. */
function Parts({ parts }: { parts: DiffPart[] }) {
  return (
    <p className="whitespace-pre-wrap break-words leading-relaxed text-slate-900">
      {parts.map((p, i) => {
        // The space between two runs sits outside them, so it is neither struck through nor underlined.
        const gap = i > 0 && !p.text.startsWith("\n") && !parts[i - 1]!.text.endsWith("\n") ? " " : "";
        if (p.type === "removed")
          return (
            <span key={i}>
              {gap}
              <del className="rounded bg-red-100 text-red-900 decoration-2">
                <span className="sr-only">[removed: </span>
                {p.text}
                <span className="sr-only">]</span>
              </del>
            </span>
          );
        if (p.type === "added")
          return (
            <span key={i}>
              {gap}
              <ins className="rounded bg-green-100 text-green-900 decoration-2">
                <span className="sr-only">[added: </span>
                {p.text}
                <span className="sr-only">]</span>
              </ins>
            </span>
          );
        return (
          <span key={i}>
            {gap}
            {p.text}
          </span>
        );
      })}
    </p>
  );
}

/** The revision compared with the current post, field by field; unchanged fields are named in one line. */
export function RevisionCompare({ heading, changes, identical, formattingChanged, children }: Props) {
  const changed = changes.filter((c) => c.changed);
  const same = changes.filter((c) => !c.changed).map((c) => c.label);
  return (
    <section aria-labelledby="compare-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="compare-title" className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <del className="rounded bg-red-100 px-1 text-red-900">Struck through</del>: only in this revision.{" "}
        <ins className="rounded bg-green-100 px-1 text-green-900">Underlined</ins>: in the post now.
      </p>
      {identical ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-slate-800">
          This revision is the same as the post now.
        </p>
      ) : null}
      {formattingChanged ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-slate-800">
          The words of the content are the same; its formatting (bold, links, headings, lists or pictures) differs.
        </p>
      ) : null}
      <dl className="mt-4 space-y-4">
        {changed.map((c) => (
          <div key={c.field}>
            <dt className="text-sm font-semibold uppercase tracking-wide text-slate-700">{c.label}</dt>
            <dd className="mt-1 max-h-[60vh] overflow-y-auto rounded-lg border border-slate-200 p-3">
              <Parts parts={c.parts} />
            </dd>
          </div>
        ))}
      </dl>
      {same.length > 0 && !identical ? (
        <p className="mt-4 text-sm text-slate-700">Unchanged: {same.join(", ")}.</p>
      ) : null}
      {children}
    </section>
  );
}
