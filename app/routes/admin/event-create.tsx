import { AdminError } from "~/components/admin/admin-error";
import { EventForm } from "~/components/admin/event-form";
import { PICTURE_BODY_LIMIT } from "~/platform/http/body-limits";
import { eventCreateScreen, handleEventCreate } from "./event-form.server";
import type { Route } from "./+types/event-create";

export function loader({ request, context }: Route.LoaderArgs) {
  return eventCreateScreen(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleEventCreate(request, context);
}

export default function CreateEvent({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">New event</h1>
      <EventForm
        initial={loaderData.values}
        shifts={loaderData.shifts}
        texts={loaderData.texts}
        result={actionData}
        submitLabel="Create event"
        timeZone={loaderData.timeZone}
        canPublish={loaderData.canManage}
      />
    </div>
  );
}

export const meta = () => [{ title: "New event · Admin" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError />;
}

/** The event form sends its cover picture with it (without JavaScript). */
export const bodyLimit = PICTURE_BODY_LIMIT;
