import { LegalPage } from "~/components/legal-page";
import { TERMS, TERMS_UPDATED } from "~/content/legal";
import { pageMeta } from "~/utils/meta";
import { guestPage, STATIC_PAGE } from "~/domain/platform/guest-page.server";
import type { Route } from "./+types/terms";

/** Nothing to load: the loader is only here to say the page may be kept for guests. */
export function loader({ context }: Route.LoaderArgs) {
  guestPage(context, STATIC_PAGE);
  return null;
}

export default function Terms() {
  return <LegalPage title="Terms of Service" updated={TERMS_UPDATED} sections={TERMS} />;
}

export const meta = () => pageMeta("Terms of Service", "The terms for using this website.");
