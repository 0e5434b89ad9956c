import { useEffect, useRef, useState } from "react";

/** The post form's fields kept on the device while editing (the featured photo itself lives on the server). */
export const DRAFT_FIELDS = [
  "title",
  "excerpt",
  "category",
  "tags",
  "featuredImageAlt",
  "featuredImageCaption",
  "content",
] as const;
export type DraftValues = Record<(typeof DRAFT_FIELDS)[number], string>;

type StoredDraft = { fields: Partial<DraftValues>; savedAt: number; base: string };
export type DraftNotice =
  { kind: "restored"; savedAt: number } | { kind: "offered"; savedAt: number; fields: Partial<DraftValues> };

/** A short fingerprint of what the server gave the form, to tell whether the post changed since the draft. */
function fingerprint(values: DraftValues): string {
  let h = 5381;
  const s = JSON.stringify(DRAFT_FIELDS.map((f) => values[f]));
  for (let i = 0; i < s.length; i++) h = ((h << 5) + h + s.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

function readDraft(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<StoredDraft> & { html?: unknown };
    if (typeof draft?.savedAt !== "number") return null;
    // Drafts from before the form kept every field held the body only.
    if (typeof draft.html === "string") return { fields: { content: draft.html }, savedAt: draft.savedAt, base: "" };
    return draft.fields && typeof draft.fields === "object"
      ? { fields: draft.fields, savedAt: draft.savedAt, base: String(draft.base ?? "") }
      : null;
  } catch {
    return null;
  }
}

/**
 * The form's values now. The body is read from the editor's hidden HTML field only: until the editor has loaded,
 * the box is the plain-text fallback, whose text is not HTML, so the body then counts as what it was.
 */
function readFields(form: HTMLFormElement, bodyBefore: string): DraftValues {
  const out = {} as DraftValues;
  for (const name of DRAFT_FIELDS) {
    const el = form.elements.namedItem(name);
    out[name] = el && "value" in el ? String(el.value) : "";
  }
  const body = form.querySelector<HTMLInputElement>('input[type="hidden"][name="content"]');
  out.content = body ? body.value : (pendingContent.get(form) ?? bodyBefore);
  return out;
}

// A body restored before the lazily loaded editor is there waits here for it (takePendingContent).
const pendingContent = new WeakMap<HTMLFormElement, string>();
export function takePendingContent(form: HTMLFormElement): string | undefined {
  const html = pendingContent.get(form);
  pendingContent.delete(form);
  return html;
}

export const CONTENT_RESTORE_EVENT = "post-draft:content";

/** Puts values back into the form: plain fields directly, the body through the editor (it listens for the event). */
export function applyFields(form: HTMLFormElement, fields: Partial<DraftValues>) {
  for (const name of DRAFT_FIELDS) {
    const value = fields[name];
    if (typeof value !== "string") continue;
    if (name === "content") {
      if (form.querySelector('input[type="hidden"][name="content"]'))
        form.dispatchEvent(new CustomEvent(CONTENT_RESTORE_EVENT, { detail: value }));
      else pendingContent.set(form, value);
      continue;
    }
    const el = form.elements.namedItem(name);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
      el.value = value;
  }
}

const differs = (a: Partial<DraftValues>, b: DraftValues) =>
  DRAFT_FIELDS.some((f) => a[f] !== undefined && a[f] !== b[f]);

/**
 * Keeps the form's unsaved fields in localStorage (debounced) so a reload or a flat battery loses nothing, puts them
 * back after a reload (when the post has not been saved elsewhere since; otherwise it offers them), and warns before
 * leaving with unsaved changes. The draft is removed once a save leaves the page; a failed save stays, draft and all.
 */
export function useFormDraft(key: string, form: HTMLFormElement | null, baseline: DraftValues, busy: boolean) {
  const [notice, setNotice] = useState<DraftNotice | null>(null);
  const base = fingerprint(baseline);
  const baselineRef = useRef(baseline);
  baselineRef.current = baseline;
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const submitted = useRef(false);

  useEffect(() => {
    if (!form) return;
    const draft = readDraft(key);
    if (draft && differs(draft.fields, readFields(form, baselineRef.current.content))) {
      if (draft.base === base) {
        applyFields(form, draft.fields);
        setNotice({ kind: "restored", savedAt: draft.savedAt });
      } else {
        setNotice({ kind: "offered", savedAt: draft.savedAt, fields: draft.fields });
      }
    }
    // Restores once per page (key and form), not on every re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, form]);

  useEffect(() => {
    if (!form) return;
    let timer = 0;
    let otherTouched = false;
    const save = () => {
      const now = readFields(form, baselineRef.current.content);
      try {
        if (!differs(now, baselineRef.current)) window.localStorage.removeItem(key);
        else
          window.localStorage.setItem(
            key,
            JSON.stringify({ fields: now, savedAt: Date.now(), base } satisfies StoredDraft),
          );
      } catch {
        // Storage full or disabled: the draft is a convenience, the form still works.
      }
    };
    const onEdit = (event: Event) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (name && !(DRAFT_FIELDS as readonly string[]).includes(name)) otherTouched = true;
      window.clearTimeout(timer);
      timer = window.setTimeout(save, 400);
    };
    const onSubmit = () => {
      submitted.current = true;
      save();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (busyRef.current || submitted.current) return;
      if (!otherTouched && !differs(readFields(form, baselineRef.current.content), baselineRef.current)) return;
      save();
      event.preventDefault();
      event.returnValue = ""; // older browsers need it set to show the prompt
    };
    form.addEventListener("input", onEdit);
    form.addEventListener("change", onEdit);
    form.addEventListener("submit", onSubmit);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      window.clearTimeout(timer);
      form.removeEventListener("input", onEdit);
      form.removeEventListener("change", onEdit);
      form.removeEventListener("submit", onSubmit);
      window.removeEventListener("beforeunload", onBeforeUnload);
      // Unmounted after a submit: the save went through and the page moved on.
      if (submitted.current) window.localStorage.removeItem(key);
    };
  }, [form, key, base]);

  // A failed save comes back to this page: the form is still unsaved, so leaving warns again.
  // (A successful one unmounts the form before this runs.)
  useEffect(() => {
    if (!busy) submitted.current = false;
  }, [busy]);

  return {
    notice,
    restore() {
      if (form && notice?.kind === "offered") applyFields(form, notice.fields);
      setNotice(notice ? { kind: "restored", savedAt: notice.savedAt } : null);
    },
    discard() {
      if (form && notice?.kind === "restored") applyFields(form, baselineRef.current);
      try {
        window.localStorage.removeItem(key);
      } catch {
        // nothing kept, nothing to remove
      }
      setNotice(null);
    },
  };
}
