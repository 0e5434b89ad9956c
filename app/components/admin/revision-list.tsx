import { Link } from "react-router";
import { REVISION_KIND_LABELS } from "./revision-time";

export type RevisionItem = { id: string; kind: string; actorName: string; when: string; iso: string };

/** A post's revisions, newest first: what happened, who, when; each can be compared with the post as it is now. */
export function RevisionList({
  revisions,
  selected,
  hrefFor,
}: {
  revisions: RevisionItem[];
  selected: string | null;
  hrefFor: (id: string) => string;
}) {
  if (revisions.length === 0) return <p className="text-slate-700">No revisions yet. Each save adds one.</p>;
  return (
    <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {revisions.map((r, i) => {
        const current = r.id === selected;
        return (
          <li
            key={r.id}
            className={`flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 ${current ? "bg-brand-50" : ""}`}
          >
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-semibold text-slate-900">
                {REVISION_KIND_LABELS[r.kind] ?? r.kind}
                {i === 0 && r.kind !== "autosave" ? (
                  <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                    Latest
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-700">
                <span className="break-words">{r.actorName}</span> · <time dateTime={r.iso}>{r.when}</time>
              </p>
            </div>
            <Link
              to={hrefFor(r.id)}
              aria-current={current ? "true" : undefined}
              preventScrollReset
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 underline hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {current ? "Comparing" : "Compare with current"}
              <span className="sr-only">
                {" "}
                ({REVISION_KIND_LABELS[r.kind] ?? r.kind}, {r.when})
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
