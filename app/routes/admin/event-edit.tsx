import { Form, Link } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { EventCancel } from "~/components/admin/event-cancel";
import { EventDates } from "~/components/admin/event-dates";
import { EventForm } from "~/components/admin/event-form";
import { PICTURE_BODY_LIMIT } from "~/platform/http/body-limits";
import { eventEditScreen, handleEventEdit } from "./event-edit.server";
import type { Route } from "./+types/event-edit";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return eventEditScreen(request, context, params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleEventEdit(request, context, params.id);
}

const link = "inline-flex min-h-11 items-center text-brand-800 underline";

export default function EditEvent({ loaderData: s, actionData }: Route.ComponentProps) {
  const formResult = actionData && "values" in actionData ? actionData : undefined;
  const dateResult = actionData && "dateId" in actionData ? actionData : undefined;
  const cancelCheck = actionData && "confirmCancel" in actionData ? actionData.confirmCancel : undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <p>
          <Link to="/admin/events" className={link}>
            All events
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-slate-900">Edit event: {s.title}</h1>
        <p className="flex flex-wrap gap-x-4">
          <a href={`/events/${s.id}`} className={link}>
            {s.status === "draft" ? "Preview the public page" : "View the public page"}
          </a>
          <Link to={`/admin/events/${s.id}/people`} className={link}>
            People
          </Link>
          <Link to={`/admin/events/${s.id}/check-in`} className={link}>
            Check-in
          </Link>
        </p>
      </div>
      <EventForm
        key={s.id}
        initial={s.values}
        shifts={s.shifts}
        texts={s.texts}
        result={formResult}
        submitLabel="Save event"
        timeZone={s.timeZone}
        canPublish={s.canManage}
      />
      {s.canManage ? <EventDates dates={s.dates} result={dateResult} timeZone={s.timeZone} /> : null}
      <Form method="post" className="card space-y-2 p-4">
        <h2 className="text-lg font-semibold text-slate-900">Duplicate</h2>
        <p className="text-sm text-slate-700">A copy as a new draft, with the same texts, place, places and shifts.</p>
        <button type="submit" name="intent" value="duplicate" className="btn-outline min-h-11">
          Duplicate
        </button>
      </Form>
      {s.canManage && s.status !== "cancelled" ? <EventCancel eventId={s.id} check={cancelCheck} /> : null}
      {s.status === "cancelled" ? <p className="text-slate-800">This event is cancelled. {s.cancelMessage}</p> : null}
    </div>
  );
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.title ?? "Event"} · Admin` },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <AdminError />;
}

/** The event form sends its cover picture with it (without JavaScript). */
export const bodyLimit = PICTURE_BODY_LIMIT;
