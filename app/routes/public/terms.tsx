import { LegalPage } from "~/components/legal-page";
import { TERMS, TERMS_UPDATED } from "~/content/legal";
import { pageMeta } from "~/utils/meta";

export default function Terms() {
  return <LegalPage title="Terms of Service" updated={TERMS_UPDATED} sections={TERMS} />;
}

export const meta = () => pageMeta("Terms of Service", "The terms for using this website.");
