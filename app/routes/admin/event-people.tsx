import { Link } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { DoorCountsList } from "~/components/admin/door-parts";
import {
  CheckInsList,
  MessageForm,
  ShiftsTable,
  SignupTable,
  WaitingList,
} from "~/components/admin/event-people-parts";
import { handlePeopleForm, peopleScreen } from "./event-people.server";
import type { Route } from "./+types/event-people";
import { EventDateChooser } from "~/components/admin/event-date-chooser";

// The staff lists of an event (issue 37, item 9): per date, sign-ups, the waiting list, shifts, check-ins, counts,
// the CSV, and "E-mail everyone signed up".
export function loader({ request, params, context }: Route.LoaderArgs) {
  return peopleScreen(request, context, params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handlePeopleForm(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `People: ${data?.title ?? "Event"}` }];

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card space-y-2 p-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function EventPeople({ loaderData: s, actionData }: Route.ComponentProps) {
  const date = s.dateId ?? "";
  const base = `/admin/events/${s.eventId}`;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <p>
        <Link to={base} className="inline-flex min-h-11 items-center text-brand-800 underline">
          Back to the event
        </Link>
      </p>
      <h1 className="text-2xl font-bold break-words text-slate-900">People: {s.title}</h1>
      <EventDateChooser id="people-date" dates={s.dates} current={date} className="max-w-md" />
      {!s.dateId ? (
        <p className="card p-4 text-slate-800">This event has no dates yet.</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <Link to={`${base}/check-in?date=${date}`} className="btn-primary min-h-11">
              Check-in at the door
            </Link>
            <a href={`${base}/people.csv?date=${date}`} className="btn-outline min-h-11" download>
              Download CSV (this date)
            </a>
            {s.dates.length > 1 ? (
              <a href={`${base}/people.csv`} className="btn-outline min-h-11" download>
                Download CSV (every date)
              </a>
            ) : null}
          </div>
          {s.counts ? <DoorCountsList counts={s.counts} /> : null}
          {s.erasedOn ? (
            <p className="card p-4 text-slate-800">
              The sign-ups of this date were erased on {s.erasedOn}; only the counts are kept.
            </p>
          ) : (
            <>
              <Section id="signups-title" title={`Sign-ups (${s.signups.length})`}>
                <SignupTable rows={s.signups} />
              </Section>
              <Section id="waiting-title" title={`Waiting list (${s.waiting.length})`}>
                <WaitingList rows={s.waiting} />
              </Section>
              <Section id="shifts-title" title="Volunteer shifts">
                <ShiftsTable rows={s.coverage} />
              </Section>
              <Section id="check-ins-title" title={`Check-ins (${s.checkIns.length})`}>
                <CheckInsList rows={s.checkIns} />
              </Section>
              <Section id="message-title" title="E-mail everyone signed up">
                <MessageForm dateId={date} maxMessage={s.maxMessage} result={actionData} />
              </Section>
            </>
          )}
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
