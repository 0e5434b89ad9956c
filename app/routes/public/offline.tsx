import { PageHero } from "~/components/page-hero";
import { OfflineList } from "~/components/offline/save-offline";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { guestPage, NO_QUERY_SPLICE } from "~/platform/cache/guest-page.server";
import { pageMeta } from "~/ui/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/offline";

/**
 * /offline (issue 27): what the service worker shows for a page it can neither fetch nor has kept. It keeps this
 * page from its install; the list of what can be read is filled in on the phone, from its own caches.
 */
export function loader({ context }: Route.LoaderArgs) {
  guestPage(context, NO_QUERY_SPLICE);
  return null;
}

export default function Offline() {
  const t = useT().offline;
  return (
    <>
      <PageHero title={t.offlineTitle} subtitle={t.offlineText} />
      <div className="container-page max-w-3xl py-12">
        <h2 className="text-xl font-bold text-slate-900">{t.readable}</h2>
        <div className="mt-4">
          <OfflineList kind="all" />
        </div>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const { offline } = t(langOfPath(location.pathname));
  return [
    ...pageMeta(matches, offline.offlineTitle, offline.offlineDescription, langOfPath(location.pathname)),
    { name: "robots", content: "noindex" },
  ];
};

export const handle = STATIC_PAGE;
