import { organisationText } from "~/content/organisation";
import type { Lang } from "~/i18n/languages";
import type { SiteSettings } from "~/domain/settings/settings-schema";

/** schema.org Organization for the home page, from the settings staff keep up to date; described in the page's language. */
export function organisationJsonLd(settings: SiteSettings, origin: string, lang: Lang = "en") {
  const { identity, contact, socials } = settings;
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: identity.name,
    alternateName: identity.shortName,
    description: organisationText(lang).description,
    url: origin,
    logo: `${origin}/favicon.svg`,
    email: contact.emails[0],
    telephone: contact.phones[0]?.number,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address.street,
      addressLocality: contact.address.city,
      addressCountry: contact.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: contact.coordinates.lat, longitude: contact.coordinates.lng },
    sameAs: Object.values(socials).filter(Boolean),
  };
}
