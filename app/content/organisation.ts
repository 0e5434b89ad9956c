// French typography once, for the whole module (issue 35).
import { frenchDeep } from "~/i18n/typography";
import type { Lang } from "~/i18n/languages";
import { ORGANISATION_FR } from "./fr/organisation";
import { ORGANISATION_RW } from "./rw/organisation";
import { ORGANISATION_EN, type OrganisationText } from "./en/organisation";

/** The English text is the source (app/content/en); the facts that do not change with the language are added here. */
const TEXT = ORGANISATION_EN;
export type { OrganisationText };
const TEXTS: Record<Lang, OrganisationText> = { en: TEXT, rw: ORGANISATION_RW, fr: frenchDeep(ORGANISATION_FR) };

/**
 * The organisation's built-in details: only the defaults of a fresh install (domain/settings/site-defaults.ts). Pages,
 * feeds, structured data and e-mails read the settings staff keep at /admin/settings, never these (issue 24).
 * Contact e-mails and phone numbers are placeholders (SPEC §9 leaves them out): replace before launch.
 */
export const ORG = {
  name: "Youth One Health Rwanda",
  shortName: "YOH Rwanda",
  tagline: TEXT.tagline,
  description: TEXT.description,
  emails: ["info@youthonehealth.rw", "programs@youthonehealth.rw"],
  phones: ["+250 788 000 101", "+250 722 000 202"],
  address: { street: "KG 7 Ave, Kacyiru", city: "Kigali", country: "Rwanda" },
  coordinates: { lat: -1.9441, lng: 30.0619 },
  officeHours: TEXT.officeHours,
  replyPromise: TEXT.replyPromise,
  phoneNote: TEXT.phoneNote,
  socials: [
    { name: "Facebook", href: "https://facebook.com/" },
    { name: "X", href: "https://x.com/" },
    { name: "Instagram", href: "https://instagram.com/" },
    { name: "LinkedIn", href: "https://linkedin.com/" },
  ],
} as const;

const NAV_PATHS = ["/", "/programs", "/blog", "/about", "/contact"] as const;
/** Each focus area's key, in the text's order: its icon (components/focus-area-icons) is drawn for it. */
export const FOCUS_AREA_KEYS = [
  "one-health",
  "youth-empowerment",
  "womens-leadership",
  "human-rights",
  "sexual-mental-health",
  "inclusion",
] as const;
export type FocusAreaKey = (typeof FOCUS_AREA_KEYS)[number];
const HOME_STAT_VALUES = ["8k+", "5K+", "50+", "5+"] as const;
const ABOUT_FIGURE_VALUES = ["13k+", "1", "30+", "5+"] as const;
const PARTNER_NAMES = [
  "Medical Students' Association of Rwanda",
  "University of Rwanda",
  "Rwanda AMR Youth Initiative",
] as const;
const PROGRAM_FACTS = [
  { participants: "6,000+", locations: "Kigali, Musanze, Huye", satisfaction: "94%" },
  { participants: "5,000+", locations: "Kigali, Rubavu, Nyagatare", satisfaction: "96%" },
  { participants: "1,500+", locations: "Gasabo, Kicukiro, Nyarugenge", satisfaction: "91%" },
  { participants: "4,000+", locations: "Mahama, Kiziba, Kigali", satisfaction: "93%" },
] as const;

const withValues = (values: readonly string[], labels: readonly string[]) =>
  values.map((value, i) => ({ value, label: labels[i] }));

function build(text: OrganisationText) {
  return {
    navLinks: NAV_PATHS.map((to, i) => ({ to, label: text.nav[i] })),
    focusAreas: FOCUS_AREA_KEYS.map((key, i) => ({ key, ...text.focusAreas[i]! })),
    homeStats: withValues(HOME_STAT_VALUES, text.homeStats),
    aboutFigures: withValues(ABOUT_FIGURE_VALUES, text.aboutFigures),
    partners: PARTNER_NAMES.map((name, i) => ({ name, kind: text.partnerKinds[i] })),
    programs: PROGRAM_FACTS.map((facts, i) => ({ ...text.programs[i], ...facts })),
  };
}

/**
 * The organisation's text in one language, with the facts merged in: what the public pages show. Settings staff
 * edit (figures, partners, office hours) come through useSiteSettings(); these are their defaults per language.
 */
export function organisationText(lang: Lang) {
  const text = TEXTS[lang];
  return { ...text, ...build(text) };
}

const english = build(TEXT);
export const NAV_LINKS = english.navLinks;
export const HOME_STATS = english.homeStats;
export const FOCUS_AREAS = english.focusAreas;
export const MISSION = TEXT.mission;
export const VISION = TEXT.vision;
export const STORY = TEXT.story;
export const IMPACT_BULLETS = TEXT.impactBullets;
export const PARTNERS = english.partners;
export const VALUES = TEXT.values;
export const ABOUT_FIGURES = english.aboutFigures;
export const PROGRAMS = english.programs;

export { PROGRAM_PAGES, programPage, programPages, type ProgramPage } from "./program-pages";

/** The accounts are in the organisation's name: until staff save the donations, they follow its name in the settings. */
export const DONATION_BANKS = [
  { bank: "Bank of Kigali", accountName: ORG.name, accountNumber: "" },
  { bank: "Equity Bank Rwanda", accountName: ORG.name, accountNumber: "" },
] as const;
