import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";

/**
 * The door's writes with JavaScript (issue 37, item 8): each goes to `POST /api/events/:id/check-in` through a
 * queue kept in localStorage, so a tap made while the connection drops is not lost. What could not be sent stays
 * "waiting to send" and is sent again when the browser is back online (and every few seconds while something
 * waits). Every write says what should be true ("checked in", "not checked in", a walk-in with its key), so a write
 * sent twice — the first reached the server but its answer was lost — counts once.
 */
export type DoorOp =
  | { action: "set"; signupId: string; checkedIn: boolean }
  | { action: "code"; dateId: string; code: string }
  | { action: "walk-in"; dateId: string; name: string; people: number; clientKey: string };
type Queued = { key: string; op: DoorOp };
export type DoorNotice = { kind: "ok" | "error"; text: string };

const RETRY_MS = 5_000;
const keyOf = (op: DoorOp) =>
  op.action === "set" ? `set:${op.signupId}` : op.action === "code" ? `code:${op.code}` : `walk-in:${op.clientKey}`;

function load(storageKey: string): Queued[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "[]");
    return Array.isArray(parsed) ? (parsed as Queued[]) : [];
  } catch {
    return [];
  }
}

export function useDoorQueue(eventId: string) {
  const storageKey = `door-queue:${eventId}`;
  const [pending, setPending] = useState<Queued[]>([]);
  const [notice, setNotice] = useState<DoorNotice | null>(null);
  const sending = useRef(false);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  const save = useCallback(
    (queue: Queued[]) => {
      localStorage.setItem(storageKey, JSON.stringify(queue));
      setPending(queue);
    },
    [storageKey],
  );

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    let sent = false;
    try {
      for (;;) {
        const next = load(storageKey)[0];
        if (!next) break;
        let response: Response;
        try {
          response = await fetch(`/api/events/${encodeURIComponent(eventId)}/check-in`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Accept: "application/json" },
            body: JSON.stringify(next.op),
          });
        } catch {
          // The network: keep it, and everything after it, for the next try.
          setNotice({ kind: "error", text: "No connection: the taps are kept and will be sent when it is back." });
          break;
        }
        // The server is busy or restarting: try again later, in order.
        if (response.status >= 500) break;
        const body = (await response.json().catch(() => ({}))) as { message?: string; data?: { message?: string } };
        // Done, or refused for good (a wrong code, someone no longer signed up): either way it leaves the queue.
        // A newer write about the same person, queued while this one was on its way, stays.
        const sentOp = JSON.stringify(next.op);
        save(load(storageKey).filter((q) => q.key !== next.key || JSON.stringify(q.op) !== sentOp));
        setNotice(
          response.ok
            ? { kind: "ok", text: body.data?.message ?? "Saved." }
            : { kind: "error", text: body.message ?? "This could not be saved." },
        );
        sent = true;
      }
    } finally {
      sending.current = false;
      if (sent) void revalidate.current();
    }
  }, [eventId, save, storageKey]);

  /** Queues a write (replacing an unsent one about the same person) and tries to send it at once. */
  const send = useCallback(
    (op: DoorOp) => {
      const key = keyOf(op);
      save([...load(storageKey).filter((q) => q.key !== key), { key, op }]);
      void flush();
    },
    [flush, save, storageKey],
  );

  useEffect(() => {
    setPending(load(storageKey));
    void flush();
    const online = () => void flush();
    window.addEventListener("online", online);
    const timer = window.setInterval(() => {
      if (load(storageKey).length) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener("online", online);
      window.clearInterval(timer);
    };
  }, [flush, storageKey]);

  return { pending, send, notice };
}
