import { LegalPage } from "~/components/legal-page";
import { TERMS, TERMS_UPDATED } from "~/content/legal";
import { pageMeta } from "~/utils/meta";
import { guestPage, NO_QUERY } from "~/domain/platform/guest-page.server";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/terms";

/** Nothing to load: the loader is only here to say the page may be kept for guests. */
export function loader({ context }: Route.LoaderArgs) {
  guestPage(context, NO_QUERY);
  return null;
}

export default function Terms() {
  return <LegalPage title="Terms of Service" updated={TERMS_UPDATED} sections={TERMS} />;
}

export const meta = () => pageMeta("Terms of Service", "The terms for using this website.");

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020).
export const handle = STATIC_PAGE;
