import { LegalPage } from "~/components/legal-page";
import { TERMS, TERMS_UPDATED } from "~/content/legal";
import { pageMeta } from "~/utils/meta";
import { STATIC_PAGE } from "~/utils/static-page";

export default function Terms() {
  return <LegalPage title="Terms of Service" updated={TERMS_UPDATED} sections={TERMS} />;
}

export const meta = () => pageMeta("Terms of Service", "The terms for using this website.");

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020).
export const handle = STATIC_PAGE;
