import { LegalPage } from "~/components/legal-page";
import { PRIVACY, PRIVACY_UPDATED } from "~/content/legal";
import { pageMeta } from "~/utils/meta";
import { STATIC_PAGE } from "~/utils/static-page";

export default function Privacy() {
  return <LegalPage title="Privacy Policy" updated={PRIVACY_UPDATED} sections={PRIVACY} />;
}

export const meta = () => pageMeta("Privacy Policy", "What personal data this website collects, why, and your rights.");

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020).
export const handle = STATIC_PAGE;
