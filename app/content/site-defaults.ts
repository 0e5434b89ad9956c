import type { SiteSettings } from "~/schemas/site-settings";
import { ABOUT_FIGURES, DONATION_BANKS, HOME_STATS, ORG, PARTNERS } from "./organisation";

/**
 * What the site shows until staff fill in /admin/settings: the content module's values. Placeholders for what the
 * spec leaves out (e-mails, phones) stay until replaced; social links are empty, so none is shown until set.
 */
export const SITE_DEFAULTS: SiteSettings = {
  identity: { name: ORG.name, shortName: ORG.shortName },
  contact: {
    emails: [...ORG.emails],
    phones: ORG.phones.map((number) => ({ number, whatsapp: true })),
    address: { ...ORG.address },
    coordinates: { ...ORG.coordinates },
    officeHours: ORG.officeHours.map((o) => ({ ...o })),
  },
  donations: { banks: DONATION_BANKS.map((b) => ({ ...b })), mobileMoney: [] },
  socials: { facebook: "", x: "", instagram: "", linkedin: "", youtube: "" },
  partners: { partners: PARTNERS.map((p) => ({ name: p.name, description: p.kind, url: "", logo: "" })) },
  figures: { home: HOME_STATS.map((f) => ({ ...f })), about: ABOUT_FIGURES.map((f) => ({ ...f })) },
  pageImages: {},
};
