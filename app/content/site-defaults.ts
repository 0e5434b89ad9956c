import type { SiteSettings } from "~/schemas/site-settings";
import { ABOUT_FIGURES, DONATION_BANKS, HOME_STATS, ORG, PARTNERS } from "./organisation";

// The defaults' text in Kinyarwanda and French, in the order of the content module's lists (issue 17).
const OFFICE_HOURS = [
  { daysRw: "Kuva ku wa Mbere kugeza ku wa Gatanu", hoursRw: "Kuva saa 8:00 kugeza saa 17:00 (EAT)", daysFr: "Du lundi au vendredi", hoursFr: "De 8 h à 17 h (EAT)" },
  { daysRw: "Ku wa Gatandatu", hoursRw: "Kuva saa 9:00 kugeza saa 13:00 (EAT)", daysFr: "Le samedi", hoursFr: "De 9 h à 13 h (EAT)" },
];
const PARTNER_LINES = [
  { descriptionRw: "Ihuriro ry'abanyeshuri biga ubuvuzi", descriptionFr: "Une association d'étudiants en médecine" },
  { descriptionRw: "Kaminuza", descriptionFr: "Une université" },
  { descriptionRw: "Gahunda yo guhangana n'usharire bwa mikorobe ku miti", descriptionFr: "Une initiative contre la résistance aux antimicrobiens" },
];
const HOME_LABELS = [
  { labelRw: "Urubyiruko rwahawe ubushobozi", labelFr: "Jeunes formés" },
  { labelRw: "Abagore bafashijwe", labelFr: "Femmes soutenues" },
  { labelRw: "Imiryango twageze", labelFr: "Communautés" },
  { labelRw: "Imyaka", labelFr: "Années" },
];
const ABOUT_LABELS = [
  { labelRw: "Abantu twageze", labelFr: "Personnes touchées" },
  { labelRw: "Igihugu", labelFr: "Pays" },
  { labelRw: "Abafatanyabikorwa", labelFr: "Partenaires" },
  { labelRw: "Imyaka", labelFr: "Années" },
];
const blank = { labelRw: "", labelFr: "" };

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
    officeHours: ORG.officeHours.map((o, i) => ({ ...o, ...(OFFICE_HOURS[i] ?? { daysRw: "", hoursRw: "", daysFr: "", hoursFr: "" }) })),
  },
  donations: { banks: DONATION_BANKS.map((b) => ({ ...b })), mobileMoney: [] },
  socials: { facebook: "", x: "", instagram: "", linkedin: "", youtube: "" },
  partners: { partners: PARTNERS.map((p, i) => ({ name: p.name, description: p.kind, ...(PARTNER_LINES[i] ?? { descriptionRw: "", descriptionFr: "" }), url: "", logo: "" })) },
  figures: {
    home: HOME_STATS.map((f, i) => ({ ...f, ...(HOME_LABELS[i] ?? blank) })),
    about: ABOUT_FIGURES.map((f, i) => ({ ...f, ...(ABOUT_LABELS[i] ?? blank) })),
  },
  pageImages: {},
};
