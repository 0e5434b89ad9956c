import { LegalPage } from "~/components/legal-page";
import { PRIVACY, PRIVACY_UPDATED } from "~/content/legal";
import { pageMeta } from "~/utils/meta";
import { guestPage, NO_QUERY } from "~/domain/platform/guest-page.server";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/privacy";

/** Nothing to load: the loader is only here to say the page may be kept for guests. */
export function loader({ context }: Route.LoaderArgs) {
  guestPage(context, NO_QUERY);
  return null;
}

export default function Privacy() {
  return <LegalPage title="Privacy Policy" updated={PRIVACY_UPDATED} sections={PRIVACY} />;
}

export const meta = () => pageMeta("Privacy Policy", "What personal data this website collects, why, and your rights.");

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020).
export const handle = STATIC_PAGE;
