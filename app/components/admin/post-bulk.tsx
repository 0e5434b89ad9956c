import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ServerDialog } from "./server-dialog";

export type BulkVerb = "publish" | "unpublish" | "delete";
const VERBS: Record<BulkVerb, { label: string; past: string }> = {
  publish: { label: "Publish", past: "published" },
  unpublish: { label: "Unpublish", past: "unpublished" },
  delete: { label: "Delete", past: "deleted" },
};
const plural = (n: number) => `${n} ${n === 1 ? "post" : "posts"}`;

/**
 * The list's bulk form. Without JavaScript "Select all on this page" sends the page's ids (`pageIds`); with it the
 * box also ticks every row, a row's two copies (phone card and desktop table) stay in step and a count is shown.
 */
export function BulkForm({
  pageIds,
  back,
  error,
  children,
}: {
  pageIds: string[];
  back: string;
  error?: string;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const sync = (target?: EventTarget | null) => {
    const el = form.current;
    if (!el) return;
    const boxes = [...el.querySelectorAll<HTMLInputElement>('input[name="ids"]')];
    const all = el.querySelector<HTMLInputElement>('input[name="all"]');
    if (all && target === all) boxes.forEach((b) => (b.checked = all.checked));
    else if (target instanceof HTMLInputElement && target.name === "ids")
      boxes.filter((b) => b.value === target.value).forEach((b) => (b.checked = target.checked));
    const ticked = new Set(boxes.filter((b) => b.checked).map((b) => b.value));
    if (all) all.checked = pageIds.length > 0 && pageIds.every((id) => ticked.has(id));
    setSelected(ticked.size);
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => sync(), [pageIds.join()]);
  const button = "btn-outline min-h-11 whitespace-nowrap max-sm:px-2";
  return (
    <Form
      method="post"
      ref={form}
      onChange={(e) => sync(e.target)}
      aria-label="Posts and bulk actions"
      className="space-y-3"
    >
      <input type="hidden" name="intent" value="bulk" />
      <input type="hidden" name="back" value={back} />
      {pageIds.map((id) => (
        <input key={id} type="hidden" name="pageIds" value={id} />
      ))}
      <fieldset className="card flex flex-wrap items-center gap-2 p-3">
        <legend className="sr-only">Change the selected posts</legend>
        <label className="flex min-h-11 items-center gap-2 pr-2 text-sm font-semibold text-slate-900">
          <input type="checkbox" name="all" value="page" className="h-5 w-5" /> Select all on this page
        </label>
        <span aria-live="polite" className="text-sm text-slate-700">
          {selected === null ? "" : `${plural(selected)} selected`}
        </span>
        {/* On a phone the buttons read "Publish", "Unpublish", "Delete" in one row; their names stay "… selected" (the visible word starts the name). */}
        <span className="grid w-full grid-cols-3 gap-2 sm:ml-auto sm:flex sm:w-auto">
          <button type="submit" name="bulk" value="publish" className={button}>
            Publish<span className="max-sm:sr-only"> selected</span>
          </button>
          <button type="submit" name="bulk" value="unpublish" className={button}>
            Unpublish<span className="max-sm:sr-only"> selected</span>
          </button>
          <button
            type="submit"
            name="bulk"
            value="delete"
            className={`${button} border-red-300 text-red-800 hover:bg-red-50`}
          >
            Delete<span className="max-sm:sr-only"> selected</span>
          </button>
        </span>
        {error ? (
          <p role="alert" className="w-full rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </fieldset>
      {children}
    </Form>
  );
}

/** A row's checkbox, labelled with the post's title (the label is for screen readers; the row shows the title). */
export function SelectPost({ id, title, copy }: { id: string; title: string; copy: "card" | "row" }) {
  const htmlId = `select-${copy}-${id}`;
  return (
    <label htmlFor={htmlId} className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
      <input id={htmlId} type="checkbox" name="ids" value={id} className="h-5 w-5" />
      <span className="sr-only">Select “{title}”</span>
    </label>
  );
}

const SHOWN = 8;

/** One confirmation for the whole batch, rendered by the action: the same step with and without JavaScript. */
export function BulkConfirmDialog({
  action,
  posts,
  back,
}: {
  action: BulkVerb;
  posts: { id: string; title: string }[];
  back: string;
}) {
  const busy = useNavigation().state === "submitting";
  const verb = VERBS[action];
  const title = `${verb.label} ${plural(posts.length)}?`;
  return (
    <ServerDialog title={title} titleId="bulk-title" role="alertdialog" describedBy="bulk-text">
      <p id="bulk-text" className="mt-2 text-slate-700">
        {action === "delete"
          ? `${posts.length === 1 ? "The post and its pictures are" : "The posts and their pictures are"} removed. This cannot be undone.`
          : `${posts.length === 1 ? "This post" : "These posts"} will be ${verb.past}.`}
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-900">
        {posts.slice(0, SHOWN).map((p) => (
          <li key={p.id} className="break-words">
            {p.title}
          </li>
        ))}
        {posts.length > SHOWN ? <li>and {posts.length - SHOWN} more</li> : null}
      </ul>
      <Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
        <Link data-autofocus to={back} className="btn-outline min-h-11" preventScrollReset>
          Cancel
        </Link>
        <input type="hidden" name="intent" value="bulk-confirm" />
        <input type="hidden" name="bulk" value={action} />
        <input type="hidden" name="back" value={back} />
        {posts.map((p) => (
          <input key={p.id} type="hidden" name="ids" value={p.id} />
        ))}
        <button
          type="submit"
          disabled={busy}
          className={`btn min-h-11 text-white ${action === "delete" ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800"}`}
        >
          {busy ? "Working…" : `${verb.label} ${plural(posts.length)}`}
        </button>
      </Form>
    </ServerDialog>
  );
}

export type BulkAnswer = {
  confirm?: { action: BulkVerb; posts: { id: string; title: string }[] };
  result?: Result;
  error?: string;
};
type Result = {
  action: BulkVerb;
  done: { id: string; title: string }[];
  refused: { id: string; title: string | null; message: string }[];
};

/** What a batch did: how many, and each refusal with its reason. */
export function BulkResultPanel({ result }: { result: Result }) {
  const ok = result.refused.length === 0;
  return (
    <div
      role="status"
      className={`rounded-xl border p-4 ${ok ? "border-green-300 bg-green-50 text-green-900" : "border-amber-300 bg-amber-50 text-amber-950"}`}
    >
      <p className="font-semibold">
        {plural(result.done.length)} {VERBS[result.action].past}.
        {ok ? "" : ` ${plural(result.refused.length)} refused:`}
      </p>
      {ok ? null : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {result.refused.map((r) => (
            <li key={r.id} className="break-words">
              “{r.title ?? r.id}”: {r.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
