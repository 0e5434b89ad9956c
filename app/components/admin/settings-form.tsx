import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useBlocker, useNavigation } from "react-router";
import { DirtyContext } from "./settings-fields";
import { ServerDialog } from "./server-dialog";

type Section = { id: string; title: string };

/** Links to each section at the top of the long page (10,000 px on a phone); with JavaScript, unsaved ones are marked. */
export function SettingsContents({
  sections,
  dirty,
  unsaved = [],
}: {
  sections: Section[];
  dirty: ReadonlySet<string>;
  unsaved?: string[];
}) {
  return (
    <nav aria-label="Settings sections" className="card p-3">
      <h2 className="px-1 text-sm font-semibold text-slate-900">On this page</h2>
      <ul className="mt-1 flex flex-wrap gap-1">
        {sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-800 underline-offset-2 hover:bg-slate-100 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {s.title}
              {dirty.has(s.id) || unsaved.includes(s.id) ? <span className="text-amber-800">(unsaved)</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Tracks edits per section (the nearest `section[id]` of the changed field) for the "Unsaved changes" marks, warns
 * before the page is left with edits (beforeunload, and a dialog for links inside the app), and forgets the edits
 * once a save of the text form went through (a refused save keeps them: nothing was saved).
 */
export function useUnsavedSections(refused: boolean) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const navigation = useNavigation();
  // Which form is being saved: the text form sends `at`, the pictures' form does not.
  const saving = useRef<"text" | "pictures" | null>(null);
  useEffect(() => {
    if (navigation.state === "submitting" && navigation.formData)
      saving.current = navigation.formData.has("at") ? "text" : "pictures";
    if (navigation.state === "idle" && saving.current) {
      const saved = saving.current;
      saving.current = null;
      if (!refused)
        setDirty((d) => new Set([...d].filter((id) => (saved === "text" ? id === "pageImages" : id !== "pageImages"))));
    }
  }, [navigation.state, navigation.formData, refused]);
  useEffect(() => {
    if (dirty.size === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty.size]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty.size > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  const mark = (target: EventTarget) => {
    const id = (target as Element).closest?.("section[id]")?.id;
    if (id && !dirty.has(id)) setDirty(new Set([...dirty, id]));
  };
  const leaveDialog =
    blocker.state === "blocked" ? (
      <ServerDialog title="Leave without saving?" titleId="leave-title" role="alertdialog" describedBy="leave-text">
        <p id="leave-text" className="mt-2 text-slate-700">
          Some settings are changed but not saved. They are lost if you leave this page.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" data-autofocus onClick={() => blocker.reset()} className="btn-primary min-h-11">
            Stay on this page
          </button>
          <button type="button" onClick={() => blocker.proceed()} className="btn-outline min-h-11">
            Leave without saving
          </button>
        </div>
      </ServerDialog>
    ) : null;
  return { dirty, mark, leaveDialog };
}

/** The text settings' one form: `loaded.<section>` tells the server which sections were left as they were. */
export function SettingsForm({
  loaded,
  onEdit,
  dirty,
  children,
}: {
  loaded: Record<string, string>;
  onEdit: (target: EventTarget) => void;
  dirty: ReadonlySet<string>;
  children: ReactNode;
}) {
  return (
    <DirtyContext.Provider value={dirty}>
      <Form
        method="post"
        noValidate
        onChange={(e) => onEdit(e.target)}
        aria-label="Site settings"
        className="space-y-6"
      >
        {Object.entries(loaded).map(([s, fingerprint]) => (
          <input key={s} type="hidden" name={`loaded.${s}`} value={fingerprint} />
        ))}
        {children}
      </Form>
    </DirtyContext.Provider>
  );
}
