import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useFormatDate } from "~/ui/root-data";
import { useAutosave, type AutosaveState } from "./use-autosave";

type Unsaved = { _id: string; createdAt: string; actor: { name: string } };

const describe = (state: AutosaveState, clock: (at: Date | string) => string) => {
  switch (state.kind) {
    case "saving":
      return "Saving to history…";
    case "saved":
      return `Saved to history at ${clock(state.at)}`;
    case "retrying":
      return `Autosave failed — retrying in ${state.inSeconds} s`;
    case "refused":
      return `Autosave paused: ${state.message}`;
    default:
      return "";
  }
};

/** The newest autosave when it is newer than the last save: offered back when the edit page opens. */
function useUnsavedAutosave(postId: string) {
  const [unsaved, setUnsaved] = useState<Unsaved | null>(null);
  useEffect(() => {
    let live = true;
    fetch(`/api/blog/${encodeURIComponent(postId)}/revisions`, {
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((json: { unsaved?: Unsaved | null } | null) => {
        if (live && json?.unsaved) setUnsaved(json.unsaved);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [postId]);
  return unsaved;
}

function EditAutosave({ postId }: { postId: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const state = useAutosave(anchor?.closest("form") ?? null, `/api/blog/${encodeURIComponent(postId)}/autosave`);
  const unsaved = useUnsavedAutosave(postId);
  const formatDate = useFormatDate();
  const clock = (at: Date | string) => formatDate(at, "time");
  const failed = state.kind === "retrying" || state.kind === "refused";
  return (
    <div ref={setAnchor} className="space-y-2">
      {unsaved ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
          Changes to this post were autosaved at {clock(unsaved.createdAt)} but not saved.{" "}
          <Link
            to={`/admin/blog/history/${postId}?compare=${encodeURIComponent(unsaved._id)}#compare-title`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            Restore unsaved changes from {clock(unsaved.createdAt)}
          </Link>
        </p>
      ) : null}
      <p
        role="status"
        aria-live="polite"
        className={`min-h-6 text-sm ${failed ? "font-semibold text-red-800" : "text-slate-700"}`}
      >
        {describe(state, clock)}
      </p>
    </div>
  );
}

/**
 * Autosave for the post form. Editing a saved post (with JavaScript): changes go to the post's history every few
 * seconds, the line says when, and unsaved changes from an earlier visit are offered back. A new post has no
 * history yet: its text is kept on this device only until Create.
 */
export function AutosaveStatus({ mode }: { mode: "create" | "edit" }) {
  const hydrated = useHydrated();
  const { id } = useParams();
  if (!hydrated) return null;
  if (mode === "create") {
    return (
      <p className="text-sm text-slate-700">
        Until you create the post, what you type is kept on this device only; once it is created, changes are also saved
        to its history as you type.
      </p>
    );
  }
  if (!id) return null;
  return <EditAutosave postId={id} />;
}
