import { useEffect, useState } from "react";
import { Link } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { DoorCountsList, DoorPersonRow } from "~/components/admin/door-parts";
import { useDoorQueue } from "~/components/admin/door-queue";
import { TicketCodeForm, WalkInForm } from "~/components/admin/door-tools";
import { nameKey } from "~/utils/name-key";
import { doorScreen, handleDoorForm } from "./event-check-in.server";
import type { Route } from "./+types/event-check-in";
import { EventDateChooser } from "~/components/admin/event-date-chooser";

// Check-in at the door (issue 37, item 8): made for a phone in one hand at 360 px. Without JavaScript every form
// posts; with it, taps go to the API through a queue that survives a dropped connection (door-queue.ts).
export function loader({ request, params, context }: Route.LoaderArgs) {
  return doorScreen(request, context, params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleDoorForm(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Check-in: ${data?.title ?? "Event"}` }];

export default function CheckIn({ loaderData: s, actionData }: Route.ComponentProps) {
  const { pending, send, notice } = useDoorQueue(s.eventId);
  const [hydrated, setHydrated] = useState(false);
  const [q, setQ] = useState(s.q);
  // Only once the page runs its script are the forms taken over (before, they post like without JavaScript).
  useEffect(() => setHydrated(true), []);
  const js = hydrated ? send : undefined;
  const date = s.dateId ?? "";
  const wanted = nameKey(q);
  const waitingFor = new Map(pending.flatMap((p) => (p.op.action === "set" ? [[p.op.signupId, p.op.checkedIn]] : [])));
  const people = s.people
    .filter((p) => !wanted || nameKey(p.name).includes(wanted))
    .map((p) => (waitingFor.has(p.id) ? { ...p, checkedIn: waitingFor.get(p.id)!, checkedInAt: null } : p));
  const waitingWalkIns = pending.flatMap((p) => (p.op.action === "walk-in" ? [p.op] : []));
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <p>
        <Link to={`/admin/events/${s.eventId}`} className="inline-flex min-h-11 items-center text-brand-800 underline">
          Back to the event
        </Link>
      </p>
      <h1 className="text-2xl font-bold break-words text-slate-900">Check-in: {s.title}</h1>
      <EventDateChooser id="door-date" dates={s.dates} current={date} />
      {!s.dateId ? (
        <p className="card p-4 text-slate-800">This event has no dates yet.</p>
      ) : s.erased ? (
        <>
          {s.counts ? <DoorCountsList counts={s.counts} /> : null}
          <p className="card p-4 text-slate-800">This date&apos;s sign-ups were erased; only its counts are kept.</p>
        </>
      ) : (
        <>
          {s.counts ? <DoorCountsList counts={s.counts} /> : null}
          {notice ? (
            <p
              role={notice.kind === "error" ? "alert" : "status"}
              className={`rounded-lg p-3 font-semibold ${notice.kind === "error" ? "bg-red-50 text-red-800" : "bg-green-50 text-green-900"}`}
            >
              {notice.text}
            </p>
          ) : null}
          {pending.length ? (
            <p className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-950" role="status">
              {pending.length} waiting to send
            </p>
          ) : null}
          <TicketCodeForm date={date} q={s.q} walkInKey={s.walkInKey} result={actionData} send={js} />
          <section aria-labelledby="people-title">
            <h2 id="people-title" className="font-semibold text-slate-900">
              People ({s.people.length})
            </h2>
            <form method="get" role="search" className="mt-2 flex gap-2">
              <input type="hidden" name="date" value={date} />
              <label htmlFor="door-search" className="sr-only">
                Search by name
              </label>
              <input
                id="door-search"
                name="q"
                type="search"
                className="field-input min-h-11 min-w-0 flex-1"
                placeholder="Search by name"
                value={q}
                onChange={(event) => setQ(event.target.value)}
                autoComplete="off"
              />
              <button type="submit" className="btn-outline min-h-11">
                Search
              </button>
            </form>
            {waitingWalkIns.length ? (
              <ul className="mt-2">
                {waitingWalkIns.map((w) => (
                  <li key={w.clientKey} className="border-b border-slate-200 py-2">
                    <span className="font-semibold">{w.name}</span> (walk-in, {w.people}){" "}
                    <span className="font-semibold text-amber-900">Waiting to send</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {people.length ? (
              <ul className="mt-2">
                {people.map((p) => (
                  <DoorPersonRow
                    key={p.id}
                    person={p}
                    date={date}
                    q={s.q}
                    waiting={waitingFor.has(p.id)}
                    onSubmit={
                      js
                        ? (event) => {
                            event.preventDefault();
                            js({ action: "set", signupId: p.id, checkedIn: !p.checkedIn });
                          }
                        : undefined
                    }
                  />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-slate-800">{q ? "Nobody of that name." : "Nobody is signed up for this date."}</p>
            )}
          </section>
          <WalkInForm date={date} q={s.q} walkInKey={s.walkInKey} result={actionData} send={js} />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
