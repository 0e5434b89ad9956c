import { LegalPage } from "~/components/legal-page";
import { PRIVACY, PRIVACY_UPDATED } from "~/content/legal";
import { pageMeta } from "~/utils/meta";
import { guestPage, STATIC_PAGE } from "~/domain/platform/guest-page.server";
import type { Route } from "./+types/privacy";

/** Nothing to load: the loader is only here to say the page may be kept for guests. */
export function loader({ context }: Route.LoaderArgs) {
  guestPage(context, STATIC_PAGE);
  return null;
}

export default function Privacy() {
  return <LegalPage title="Privacy Policy" updated={PRIVACY_UPDATED} sections={PRIVACY} />;
}

export const meta = () => pageMeta("Privacy Policy", "What personal data this website collects, why, and your rights.");
