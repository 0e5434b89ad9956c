import { useCallback, useRef, useState } from "react";
import { DoorScan } from "./door-scan";
import type { DoorOp } from "./door-queue";
import type { DoorFormResult } from "~/routes/admin/event-check-in.server";

type Props = {
  date: string;
  q: string;
  walkInKey: string;
  result?: DoorFormResult;
  /** With JavaScript: the queue's send; without it the forms post. */
  send?: (op: DoorOp) => void;
};

const newKey = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
};

/** The ticket code field (typed, or filled by the camera scan where there is one). */
export function TicketCodeForm({ date, q, result, send }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const failed = result?.values.action === "code" ? result : undefined;
  const error = failed ? (failed.fields.code ?? failed.error) : "";
  const submitCode = useCallback(
    (code: string) => {
      if (!send || !code.trim()) return;
      send({ action: "code", dateId: date, code });
      if (input.current) input.current.value = "";
    },
    [date, send],
  );
  return (
    <section aria-labelledby="code-title" className="card p-3">
      <h2 id="code-title" className="font-semibold text-slate-900">
        Ticket code
      </h2>
      <form
        method="post"
        className="mt-2 flex gap-2"
        onSubmit={(event) => {
          if (!send) return;
          event.preventDefault();
          submitCode(input.current?.value ?? "");
        }}
      >
        <input type="hidden" name="action" value="code" />
        <input type="hidden" name="date" value={date} />
        <input type="hidden" name="q" value={q} />
        <label htmlFor="ticket-code" className="sr-only">
          Ticket code
        </label>
        <input
          ref={input}
          id="ticket-code"
          name="code"
          className="field-input min-h-11 min-w-0 flex-1 font-mono uppercase"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCD-2345"
          defaultValue={failed?.values.code ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "ticket-code-error" : undefined}
          required
          maxLength={200}
        />
        <button type="submit" className="btn-primary min-h-11">
          Check in<span className="sr-only"> by ticket code</span>
        </button>
      </form>
      {error ? (
        <p id="ticket-code-error" role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <DoorScan onCode={submitCode} />
    </section>
  );
}

/** Someone who did not sign up: their name and how many, checked in at once. */
export function WalkInForm({ date, q, walkInKey, result, send }: Props) {
  const [key, setKey] = useState(walkInKey);
  const failed = result?.values.action === "walk-in" ? result : undefined;
  return (
    <section aria-labelledby="walk-in-title" className="card p-3">
      <h2 id="walk-in-title" className="font-semibold text-slate-900">
        Add a walk-in
      </h2>
      {failed ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {failed.error}
        </p>
      ) : null}
      <form
        method="post"
        className="mt-2 grid grid-cols-[1fr_5rem] gap-2"
        onSubmit={(event) => {
          if (!send) return;
          event.preventDefault();
          const form = event.currentTarget;
          const fields = new FormData(form);
          const name = String(fields.get("name") ?? "").trim();
          if (!name) return;
          send({ action: "walk-in", dateId: date, name, people: Number(fields.get("people") ?? 1), clientKey: key });
          form.reset();
          setKey(newKey());
        }}
      >
        <input type="hidden" name="action" value="walk-in" />
        <input type="hidden" name="date" value={date} />
        <input type="hidden" name="q" value={q} />
        <input type="hidden" name="clientKey" value={failed?.values.clientKey ?? key} />
        <div>
          <label htmlFor="walk-in-name" className="field-label">
            Name
          </label>
          <input
            id="walk-in-name"
            name="name"
            className="field-input min-h-11 w-full"
            autoComplete="off"
            required
            maxLength={120}
            defaultValue={failed?.values.name ?? ""}
          />
        </div>
        <div>
          <label htmlFor="walk-in-people" className="field-label">
            People
          </label>
          <input
            id="walk-in-people"
            name="people"
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            className="field-input min-h-11 w-full"
            defaultValue={failed?.values.people ?? "1"}
            required
          />
        </div>
        <button type="submit" className="btn-primary col-span-2 min-h-11">
          Add and check in
        </button>
      </form>
    </section>
  );
}
