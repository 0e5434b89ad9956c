import { Link } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { eventsScreen, type EventListLine } from "./events.server";
import type { Route } from "./+types/events";

export function loader({ request, context }: Route.LoaderArgs) {
  return eventsScreen(request, context);
}

export const meta = () => [{ title: "Events · Admin" }, { name: "robots", content: "noindex" }];

const link = "inline-flex min-h-11 min-w-11 items-center text-brand-800 underline";

function EventList({ id, title, lines }: { id: string; title: string; lines: EventListLine[] }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {lines.length === 0 ? <p className="text-slate-700">None.</p> : null}
      <ul className="space-y-3">
        {lines.map((e) => (
          <li key={e.id} className="card space-y-1 p-4">
            <p className="font-semibold text-slate-900">
              <Link to={`/admin/events/${e.id}`} className={link}>
                {e.title}
              </Link>
            </p>
            <p className="text-sm text-slate-700">
              {e.status} · {e.dates === 1 ? "1 date" : `${e.dates} dates`}
              {e.next ? ` · next ${e.next}` : e.first ? ` · from ${e.first}` : ""}
            </p>
            <p className="flex flex-wrap gap-x-4">
              <Link to={`/admin/events/${e.id}`} className={link} aria-label={`Edit ${e.title}`}>
                Edit
              </Link>
              <Link to={`/admin/events/${e.id}/people`} className={link} aria-label={`People of ${e.title}`}>
                People
              </Link>
              <Link to={`/admin/events/${e.id}/check-in`} className={link} aria-label={`Check-in for ${e.title}`}>
                Check-in
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Events</h1>
        <Link to="/admin/events/new" className="btn-primary min-h-11">
          New event
        </Link>
      </div>
      <EventList id="upcoming-heading" title="Upcoming" lines={loaderData.upcoming} />
      <EventList id="past-heading" title="Past" lines={loaderData.past} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
