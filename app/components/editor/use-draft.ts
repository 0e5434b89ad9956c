import { useEffect, useRef, useState } from "react";

export type StoredDraft = { html: string; savedAt: number };

function readDraft(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    return typeof draft?.html === "string" && typeof draft.savedAt === "number" ? draft : null;
  } catch {
    return null;
  }
}

/**
 * Keeps unsaved editor HTML in localStorage (debounced) so a reload on a poor connection loses nothing.
 * The draft is removed only when the surrounding form was submitted and the page then unmounts the
 * editor (navigated away); a failed save re-renders the same page, so the draft stays.
 */
export function useDraft(key: string, defaultValue: string, html: string | null, anchor: HTMLElement | null) {
  const [offered, setOffered] = useState<StoredDraft | null>(null);
  const submitted = useRef(false);

  useEffect(() => {
    const draft = readDraft(key);
    if (draft && draft.html !== defaultValue) setOffered(draft);
  }, [key, defaultValue]);

  useEffect(() => {
    if (html === null) return;
    const timer = window.setTimeout(() => {
      try {
        if (html === defaultValue) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify({ html, savedAt: Date.now() }));
      } catch {
        // Storage full or disabled: the draft is a convenience, the form still works.
      }
    }, 500);
    return () => window.clearTimeout(timer);
  }, [key, defaultValue, html]);

  useEffect(() => {
    const form = anchor?.closest("form");
    if (!form) return;
    const onSubmit = () => {
      submitted.current = true;
    };
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener("submit", onSubmit);
      if (submitted.current) window.localStorage.removeItem(key);
    };
  }, [anchor, key]);

  return { offered, dismiss: () => setOffered(null), discard: () => { window.localStorage.removeItem(key); setOffered(null); } };
}
