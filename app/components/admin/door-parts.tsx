import type { DoorCounts, DoorRow } from "~/routes/admin/event-check-in.server";

/** The door's counts (issue 37, item 8): signed up, came, volunteers, walk-ins. */
export function DoorCountsList({ counts }: { counts: DoorCounts }) {
  const items: [string, string][] = [
    ["Signed up", String(counts.signedUp)],
    ["Came", String(counts.came)],
    ["Volunteers", `${counts.volunteersCame} of ${counts.volunteers}`],
    ["Walk-ins", String(counts.walkIns)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Counts">
      {items.map(([term, value]) => (
        <div key={term} className="rounded-lg border border-slate-300 bg-white p-2 text-center">
          <dt className="text-sm text-slate-700">{term}</dt>
          <dd className="text-xl font-bold text-slate-900" data-count={term}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One person at the door and their one button: "Check in" or "Undo". The form says the state it wants, so a form
 * re-sent (or a tap retried by the script) means the same thing again.
 */
export function DoorPersonRow({
  person,
  date,
  q,
  waiting,
  onSubmit,
}: {
  person: DoorRow;
  date: string;
  q: string;
  waiting: boolean;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const details = [
    person.people > 1 ? `${person.people} people` : "",
    person.kind === "volunteer" ? `Volunteer${person.role ? `: ${person.role}` : ""}` : "",
    person.walkIn ? "Walk-in" : "",
  ].filter(Boolean);
  return (
    <li className="flex items-center justify-between gap-3 border-b border-slate-200 py-2" data-person={person.id}>
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{person.name}</p>
        {details.length ? <p className="text-sm text-slate-700">{details.join(" · ")}</p> : null}
        <p className="text-sm" aria-live="polite">
          {waiting ? (
            <span className="font-semibold text-amber-900">Waiting to send</span>
          ) : person.checkedIn ? (
            <span className="text-green-800">Checked in{person.checkedInAt ? ` at ${person.checkedInAt}` : ""}</span>
          ) : null}
        </p>
      </div>
      <form method="post" onSubmit={onSubmit} className="shrink-0">
        <input type="hidden" name="action" value="set" />
        <input type="hidden" name="signupId" value={person.id} />
        <input type="hidden" name="checkedIn" value={person.checkedIn ? "false" : "true"} />
        <input type="hidden" name="date" value={date} />
        <input type="hidden" name="q" value={q} />
        {person.checkedIn ? (
          <button type="submit" className="btn-outline min-h-11 min-w-24">
            Undo<span className="sr-only"> check-in of {person.name}</span>
          </button>
        ) : (
          <button type="submit" className="btn-primary min-h-11 min-w-24">
            Check in<span className="sr-only"> {person.name}</span>
          </button>
        )}
      </form>
    </li>
  );
}
