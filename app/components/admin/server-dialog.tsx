import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";

type Props = {
  title: string;
  titleId: string;
  role?: "dialog" | "alertdialog";
  describedBy?: string;
  children: ReactNode;
};

/**
 * A dialog the server renders from a query parameter (`?delete=…`, `?edit=…`): the same markup works without
 * JavaScript (a link opens it, a form inside confirms, a link cancels) and with it (client navigation; focus moves
 * into the dialog).
 */
export function ServerDialog({ title, titleId, role = "dialog", describedBy, children }: Props) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("[data-autofocus], input, select, a, button")?.focus();
  }, []);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-slate-900/50 p-4 sm:items-center">
      <section
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </div>
  );
}

type ConfirmDeleteProps = {
  title: string;
  titleId: string;
  question: string;
  children?: ReactNode;
  id: string;
  back: string;
  cancelHref?: string;
};

/** The admin lists' "are you sure" before a delete: posts the `delete` intent for `id`, or goes back. */
export function ConfirmDeleteDialog({
  title,
  titleId,
  question,
  children,
  id,
  back,
  cancelHref = back,
}: ConfirmDeleteProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <ServerDialog title={title} titleId={titleId} role="alertdialog" describedBy={`${titleId}-text`}>
      <p id={`${titleId}-text`} className="mt-2 text-slate-700">
        {question}
      </p>
      {children}
      <Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="back" value={back} />
        <Link data-autofocus to={cancelHref} className="btn-outline min-h-11" preventScrollReset>
          Cancel
        </Link>
        <button type="submit" className="btn min-h-11 bg-red-700 text-white hover:bg-red-800" disabled={busy}>
          {busy ? "Deleting…" : "Delete"}
        </button>
      </Form>
    </ServerDialog>
  );
}
