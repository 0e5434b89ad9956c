import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useLocalePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
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

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta(matches, t(langOfPath(location.pathname)).events.confirmLink, undefined, langOfPath(location.pathname)),
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  const error = useRouteError();
  const s = useT().events;
  const lp = useLocalePath();
  if (!(isRouteErrorResponse(error) && error.status === 404)) return <ErrorScreen />;
  return (
    <div className="container-page max-w-xl py-16">
      <h1 className="text-3xl font-bold text-slate-900">{s.linkInvalid}</h1>
      <a href={lp("/events")} className="btn-primary mt-6">
        {s.listTitle}
      </a>
    </div>
  );
}

export const handle = STATIC_PAGE;
