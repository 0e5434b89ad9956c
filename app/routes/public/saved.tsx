import { PageHero } from "~/components/page-hero";
import { OfflineList } from "~/components/offline/save-offline";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { guestPage, NO_QUERY_SPLICE } from "~/platform/cache/guest-page.server";
import { pageMeta } from "~/ui/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/saved";

/**
 * /saved (issue 27): the articles saved on this phone. They live in the phone's Cache Storage, not on the server,
 * so the page is the same for everyone and the enhancement module lists them, with Remove and the space used.
 */
export function loader({ context }: Route.LoaderArgs) {
  guestPage(context, NO_QUERY_SPLICE);
  return null;
}

export default function Saved() {
  const t = useT().offline;
  return (
    <>
      <PageHero title={t.savedTitle} subtitle={t.savedIntro} />
      <div className="container-page max-w-3xl py-12">
        <OfflineList kind="saved" />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const { offline } = t(langOfPath(location.pathname));
  return [
    ...pageMeta(matches, offline.savedTitle, offline.savedDescription, langOfPath(location.pathname)),
    { name: "robots", content: "noindex" },
  ];
};

export const handle = STATIC_PAGE;
