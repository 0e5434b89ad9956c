import { isRouteErrorResponse, useRouteError, type MetaDescriptor } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { langOfPath } from "~/i18n/languages";
import { useLocalePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";

/**
 * What the pages behind an e-mailed link (confirm, manage) share: kept out of search engines, and a link that is
 * spent, unknown or mistyped answered with one page pointing back to the events.
 */
export function eventLinkMeta(matches: Parameters<typeof pageMeta>[0], pathname: string, title: string) {
  return [
    ...pageMeta(matches, title, undefined, langOfPath(pathname)),
    { name: "robots", content: "noindex" },
  ] satisfies MetaDescriptor[];
}

export function EventLinkError() {
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
