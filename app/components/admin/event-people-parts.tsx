import type { MessagePreview, PeopleFormResult, PersonLine, ShiftCoverage } from "~/routes/admin/event-people.server";

const STATUS: Record<string, string> = {
  pending: "Not yet confirmed",
  confirmed: "Confirmed",
  waiting: "Waiting list",
  cancelled: "Cancelled",
};

/** A table that may be wider than a phone scrolls on its own, and can be reached and scrolled by keyboard. */
function Scroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // axe (scrollable-region-focusable): a region that scrolls must be reachable by keyboard, so it takes focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

const th = "border-b border-slate-300 px-2 py-1 text-left text-sm font-semibold text-slate-800";
const td = "border-b border-slate-200 px-2 py-1 align-top text-slate-900";

export function SignupTable({ rows }: { rows: PersonLine[] }) {
  if (!rows.length) return <p className="text-slate-800">Nobody has signed up for this date yet.</p>;
  return (
    <Scroll label="Sign-ups table">
      <table className="min-w-full">
        <thead>
          <tr>
            {["Name", "E-mail", "Phone", "People", "Status", "Checked in"].map((h) => (
              <th key={h} scope="col" className={th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className={td}>
                {r.name}
                {r.walkIn ? " (walk-in)" : ""}
              </td>
              <td className={td}>{r.email ?? ""}</td>
              <td className={td}>{r.phone ?? ""}</td>
              <td className={td}>{r.people}</td>
              <td className={td}>{STATUS[r.status] ?? r.status}</td>
              <td className={td}>{r.checkedInAt ?? "No"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

export function WaitingList({ rows }: { rows: PersonLine[] }) {
  if (!rows.length) return <p className="text-slate-800">Nobody is waiting.</p>;
  return (
    <ol className="list-decimal space-y-1 pl-6">
      {rows.map((r) => (
        <li key={r.id}>
          {r.name} ({r.people}){r.email ? ` · ${r.email}` : ""}
          {r.phone ? ` · ${r.phone}` : ""}
        </li>
      ))}
    </ol>
  );
}

export function ShiftsTable({ rows }: { rows: ShiftCoverage[] }) {
  if (!rows.length) return <p className="text-slate-800">This event has no volunteer shifts.</p>;
  return (
    <Scroll label="Shifts table">
      <table className="min-w-full">
        <thead>
          <tr>
            {["Role", "Time", "Covered", "Who"].map((h) => (
              <th key={h} scope="col" className={th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id}>
              <td className={td}>{s.role}</td>
              <td className={td}>
                {s.startTime}–{s.endTime}
              </td>
              <td className={td}>
                {s.taken} of {s.places}
              </td>
              <td className={td}>{s.who.join(", ") || "Nobody yet"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

export function CheckInsList({ rows }: { rows: PersonLine[] }) {
  if (!rows.length) return <p className="text-slate-800">Nobody is checked in yet.</p>;
  return (
    <ol className="list-decimal space-y-1 pl-6">
      {rows.map((r) => (
        <li key={r.id}>
          {r.name} ({r.people}) at {r.checkedInAt}
          {r.kind === "volunteer" ? " · volunteer" : ""}
          {r.walkIn ? " · walk-in" : ""}
        </li>
      ))}
    </ol>
  );
}

/** E-mail everyone signed up: write, then confirm the count (each step a plain form). */
export function MessageForm({
  dateId,
  maxMessage,
  result,
}: {
  dateId: string;
  maxMessage: number;
  result?: PeopleFormResult;
}) {
  if (result?.step === "confirm") return <ConfirmMessage preview={result.preview} />;
  const failed = result?.step === "error" ? result : undefined;
  const v = failed?.values ?? {};
  const fieldError = (name: string) =>
    failed?.fields[name] ? (
      <p id={`${name}-error`} className="mt-1 text-sm text-red-800">
        {failed.fields[name]}
      </p>
    ) : null;
  return (
    <form method="post" className="space-y-3">
      {failed ? (
        <p role="alert" className="font-semibold text-red-800">
          {failed.error}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="preview" />
      <input type="hidden" name="date" value={dateId} />
      <div>
        <label htmlFor="message-subject" className="field-label">
          Subject
        </label>
        <input
          id="message-subject"
          name="subject"
          className="field-input min-h-11 w-full"
          maxLength={150}
          required
          defaultValue={v.subject ?? ""}
          aria-describedby={failed?.fields.subject ? "subject-error" : undefined}
        />
        {fieldError("subject")}
      </div>
      <div>
        <label htmlFor="message-text" className="field-label">
          Message
        </label>
        <textarea
          id="message-text"
          name="message"
          rows={6}
          className="field-input w-full"
          maxLength={maxMessage}
          required
          defaultValue={v.message ?? ""}
          aria-describedby={failed?.fields.message ? "message-error" : undefined}
        />
        {fieldError("message")}
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="includeWaiting" defaultChecked={v.includeWaiting === "on"} className="h-5 w-5" />
        Also the people on the waiting list
      </label>
      <button type="submit" className="btn-primary min-h-11">
        Continue
      </button>
    </form>
  );
}

function ConfirmMessage({ preview }: { preview: MessagePreview }) {
  const n = preview.count;
  return (
    <form method="post" className="space-y-3">
      <p role="status" className="font-semibold text-slate-900">
        This message will be e-mailed to {n} {n === 1 ? "person" : "people"}
        {preview.includeWaiting ? ", the waiting list included" : ""}. Send it?
      </p>
      <p className="text-slate-800">Subject: {preview.subject}</p>
      <p className="whitespace-pre-line text-slate-800">{preview.message}</p>
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="date" value={preview.dateId} />
      <input type="hidden" name="subject" value={preview.subject} />
      <input type="hidden" name="message" value={preview.message} />
      {preview.includeWaiting ? <input type="hidden" name="includeWaiting" value="on" /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary min-h-11" disabled={n === 0}>
          Send to {n} {n === 1 ? "person" : "people"}
        </button>
        <a href={`?date=${encodeURIComponent(preview.dateId)}`} className="btn-outline min-h-11">
          Cancel
        </a>
      </div>
    </form>
  );
}
