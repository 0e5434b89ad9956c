import { useEffect, useRef, type ReactNode } from "react";

type Props = { title: string; titleId: string; role?: "dialog" | "alertdialog"; describedBy?: string; children: ReactNode };

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
      <section ref={panel} role={role} aria-modal="true" aria-labelledby={titleId} aria-describedby={describedBy} className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">{title}</h2>
        {children}
      </section>
    </div>
  );
}
