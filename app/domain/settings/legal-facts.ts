import type { LegalFacts } from "~/content/legal";
import type { SiteSettings } from "./settings-schema";

/** What the privacy and terms texts say about the organisation, from its settings: name, first e-mail, place. */
export const legalFacts = ({ identity, contact }: SiteSettings): LegalFacts => ({
  name: identity.name,
  email: contact.emails[0] ?? "",
  city: contact.address.city,
  country: contact.address.country,
});
