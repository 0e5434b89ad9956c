import { LegalPage } from "~/components/legal-page";
import { PRIVACY, PRIVACY_UPDATED } from "~/content/legal";
import { pageMeta } from "~/utils/meta";

export default function Privacy() {
  return <LegalPage title="Privacy Policy" updated={PRIVACY_UPDATED} sections={PRIVACY} />;
}

export const meta = () => pageMeta("Privacy Policy", "What personal data this website collects, why, and your rights.");
