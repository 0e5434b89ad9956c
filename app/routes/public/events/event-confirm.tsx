import { EventLinkError, eventLinkMeta } from "~/components/events/event-link-pages";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { STATIC_PAGE } from "~/utils/static-page";
import { confirmAction, confirmPage } from "./event-link.server";
import type { Route } from "./+types/event-confirm";

export const loader = ({ request }: Route.LoaderArgs) => confirmPage(request);
export const action = ({ request, params }: Route.ActionArgs) => confirmAction(request, params.token);

export default function EventConfirm({ actionData }: Route.ComponentProps) {
  const s = useT().events;
  return (
    <div className="container-page max-w-xl py-12">
      <h1 className="text-3xl font-bold text-slate-900">{actionData ? s.confirmedTitle : s.confirmLink}</h1>
      {actionData ? (
        <p role="status" className="mt-4 text-slate-900">
          {actionData.message}
        </p>
      ) : (
        <form method="post" className="mt-6">
          <button type="submit" className="btn-primary min-h-11">
            {s.confirmLink}
          </button>
        </form>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  eventLinkMeta(matches, location.pathname, t(langOfPath(location.pathname)).events.confirmLink);

export const ErrorBoundary = EventLinkError;

export const handle = STATIC_PAGE;
