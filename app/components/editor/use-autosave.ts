import { useEffect, useRef, useState } from "react";

/** The fields an autosave carries: the post's text (the picture file and publishing choices wait for Update). */
const FIELDS = ["title", "excerpt", "content", "category", "tags", "featuredImageAlt", "featuredImageCaption"] as const;

export type AutosaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "retrying"; inSeconds: number }
  | { kind: "refused"; message: string };

const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 60_000;

function snapshot(form: HTMLFormElement) {
  const data = new FormData(form);
  const fields: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = data.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  return JSON.stringify(fields);
}

// A 4xx other than "too many" or "timeout" will not pass by trying again: it waits for the next change.
const isLasting = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Sends the form's text to `url` a few seconds after the last change (debounced), as an autosave revision on the
 * server. A failed send is retried with growing pauses (2 s, 4 s, … up to a minute) and says so; a refusal (an
 * invalid field, no longer allowed) says why and waits for the next change. Nothing is sent when the text is what
 * was last sent; submitting the form stops any pending send, so an autosave never races the real save.
 */
export function useAutosave(form: HTMLFormElement | null, url: string, delayMs = 3_000): AutosaveState {
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef(false);
  const again = useRef(false);
  const lastSent = useRef<string | null>(null);
  const retryDelay = useRef(FIRST_RETRY_MS);
  const stopped = useRef(false);

  useEffect(() => {
    if (!form) return;
    stopped.current = false;
    lastSent.current = snapshot(form);

    const schedule = (ms: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void send(), ms);
    };

    const send = async () => {
      if (stopped.current) return;
      if (inFlight.current) {
        again.current = true;
        return;
      }
      const body = snapshot(form);
      if (body === lastSent.current) return;
      inFlight.current = true;
      setState({ kind: "saving" });
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body,
          credentials: "same-origin",
        });
        const json = (await res.json().catch(() => null)) as { data?: { savedAt?: string }; message?: string } | null;
        if (res.ok) {
          lastSent.current = body;
          retryDelay.current = FIRST_RETRY_MS;
          setState(json?.data?.savedAt ? { kind: "saved", at: json.data.savedAt } : { kind: "idle" });
        } else if (isLasting(res.status)) {
          lastSent.current = body;
          setState({ kind: "refused", message: json?.message ?? "The server did not accept this autosave" });
        } else {
          throw new Error(`autosave answered ${res.status}`);
        }
      } catch {
        // Offline, a timeout, the server busy or failing: try again, a little later each time.
        const wait = retryDelay.current;
        retryDelay.current = Math.min(wait * 2, LAST_RETRY_MS);
        setState({ kind: "retrying", inSeconds: Math.round(wait / 1000) });
        if (!stopped.current) schedule(wait);
      } finally {
        inFlight.current = false;
        if (again.current && !stopped.current) {
          again.current = false;
          schedule(delayMs);
        }
      }
    };

    // Typing, choosing, and the editor's toolbar (a click changes the text without an input event).
    const onChange = () => {
      stopped.current = false; // a save that came back with errors leaves the form open: keep autosaving
      schedule(delayMs);
    };
    const onSubmit = () => {
      stopped.current = true;
      window.clearTimeout(timer.current);
    };
    const listening = new AbortController();
    const { signal } = listening;
    for (const type of ["input", "change", "click"]) form.addEventListener(type, onChange, { signal });
    form.addEventListener("submit", onSubmit, { signal });
    return () => {
      stopped.current = true;
      window.clearTimeout(timer.current);
      listening.abort();
    };
  }, [form, url, delayMs]);

  return state;
}
