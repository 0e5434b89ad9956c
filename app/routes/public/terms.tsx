import { LegalPage } from "~/components/legal-page";
import { TERMS_UPDATED, termsText } from "~/content/legal";
import { legalFacts } from "~/domain/settings/legal-facts";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useLang, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import { useSiteSettings } from "~/ui/root-data";
import { guestPage, NO_QUERY_SPLICE } from "~/platform/cache/guest-page.server";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/terms";

/** Nothing to load: the loader is only here to say the page may be kept for guests. */
export function loader({ context }: Route.LoaderArgs) {
  guestPage(context, NO_QUERY_SPLICE);
  return null;
}

export default function Terms() {
  const lang = useLang();
  return (
    <LegalPage
      title={useT().pages.legal.termsTitle}
      updated={TERMS_UPDATED}
      sections={termsText(lang, legalFacts(useSiteSettings()))}
    />
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const { legal } = t(langOfPath(location.pathname)).pages;
  return pageMeta(matches, legal.termsTitle, legal.termsDescription);
};

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020).
export const handle = STATIC_PAGE;
