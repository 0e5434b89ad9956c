import { EventLinkError, eventLinkMeta } from "~/components/events/event-link-pages";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { STATIC_PAGE } from "~/utils/static-page";
import { manageAction, managePage } from "./event-link.server";
import type { Route } from "./+types/event-manage";

export const loader = ({ request, params }: Route.LoaderArgs) => managePage(request, params.token);
export const action = ({ request, params }: Route.ActionArgs) => manageAction(request, params.token);

export default function EventManage({ loaderData, actionData }: Route.ComponentProps) {
  const s = useT().events;
  const d = loaderData;
  const open = d.status !== "cancelled";
  return (
    <div className="container-page max-w-xl py-12">
      <h1 className="text-3xl font-bold text-slate-900">{s.manageTitle}</h1>
      <p className="mt-4 text-slate-900">
        <a href={d.eventPath} className="font-semibold text-brand-800 underline">
          {d.title}
        </a>
        <span className="block">{d.when}</span>
        <span className="block">{s.manageStatus[d.status]}</span>
      </p>
      {actionData ? (
        <p role={actionData.ok ? "status" : "alert"} className="mt-4 rounded-lg border border-slate-300 px-4 py-3">
          {actionData.ok ? actionData.message : actionData.error}
        </p>
      ) : null}
      {open && d.kind === "attendee" ? (
        <form method="post" className="mt-6 grid gap-3">
          <label className="block">
            <span className="font-semibold">{s.people}</span>
            <input
              name="people"
              type="number"
              min={1}
              max={d.max}
              defaultValue={d.people}
              className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2"
            />
          </label>
          <button type="submit" name="intent" value="change" className="btn-primary min-h-11 justify-self-start">
            {s.change}
          </button>
        </form>
      ) : null}
      {open ? (
        <form method="post" className="mt-6">
          <button type="submit" name="intent" value="cancel" className="btn-secondary min-h-11">
            {d.status === "confirmed" ? s.giveBack : s.cancelSignup}
          </button>
        </form>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  eventLinkMeta(matches, location.pathname, t(langOfPath(location.pathname)).events.manageTitle);

export const ErrorBoundary = EventLinkError;

export const handle = STATIC_PAGE;
