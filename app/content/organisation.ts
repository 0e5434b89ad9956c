import type { Lang } from "~/i18n/languages";
import { ORGANISATION_FR } from "./fr/organisation";
import { ORGANISATION_RW } from "./rw/organisation";
import type { Translation } from "./translation";

/**
 * Everything the organisation says about itself, in one typed place. This English text is the source: the
 * Kinyarwanda and French versions (app/content/rw, app/content/fr) follow its shape, and the exports below it
 * (ORG, NAV_LINKS, ...) are built from it with the facts that do not change with the language (addresses,
 * figures' values, links).
 */
const TEXT = {
  tagline: "Youth-led action for healthy people, animals and environments",
  description:
    "A youth-led non-profit in Kigali, Rwanda working on One Health, youth empowerment, women's leadership, human rights, sexual and mental health, and inclusion.",
  officeHours: [
    { days: "Monday to Friday", hours: "8AM to 5PM EAT" },
    { days: "Saturday", hours: "9AM to 1PM EAT" },
  ],
  replyPromise: "We reply to every message within 24 hours.",
  phoneNote: "Reach us by WhatsApp or by phone call.",
  /** The header's and footer's links, in NAV_PATHS' order. */
  nav: ["Home", "Our programs", "Blog", "About Us", "Contact"],
  homeStats: ["Youth empowered", "Women supported", "Communities", "Years"],
  aboutFigures: ["Lives reached", "Country", "Partners", "Years"],
  focusAreas: [
    { title: "One Health", text: "Linking the health of people, animals and the environment through youth-led research and outreach." },
    { title: "Youth Empowerment", text: "Leadership, skills and mentoring so young people shape the decisions that affect them." },
    { title: "Women's Leadership", text: "Supporting young women to lead in their communities, workplaces and public life." },
    { title: "Human Rights", text: "Rights education and advocacy, with a focus on gender-based violence prevention." },
    { title: "Sexual & Mental Health", text: "Accurate, stigma-free information and peer support for sexual, reproductive and mental health." },
    { title: "Inclusion", text: "Programs designed with refugees, people with disabilities and rural youth, not just for them." },
  ],
  mission:
    "To empower young people and women in Rwanda to lead change for healthier, fairer communities, by connecting human, animal and environmental health with rights, education and inclusion.",
  vision: "A Rwanda where every young person and every woman has the knowledge, health and voice to thrive and to lead.",
  story: [
    "We began in 2020 as a group of medical, veterinary and environmental science students in Kigali who saw the same problems from different sides: antibiotic resistance on farms and in clinics, young people without reliable health information, and women kept out of the rooms where decisions were made.",
    "What started as weekend school visits has grown into a youth-led organisation running programs across Rwanda, with volunteers, partner universities and community health workers.",
  ],
  impactBullets: ["5,000 young leaders trained", "3,200+ women supported", "1,800+ refugees and others reached", "120+ schools engaged"],
  /** What each partner is, in PARTNER_NAMES' order (the names stay as the partners write them). */
  partnerKinds: ["A student medical association", "A university", "An anti-microbial-resistance initiative"],
  values: [
    { title: "Youth Empowerment", text: "Young people are leaders today, not only tomorrow." },
    { title: "Women Leadership", text: "Equal voice for women and girls in every space we work in." },
    { title: "Human Rights", text: "Dignity, safety and fairness for everyone, without exception." },
    { title: "Inclusive Participation", text: "Nobody is left out because of status, ability, origin or income." },
    { title: "Democratic Values", text: "Transparent, accountable and participatory in how we decide." },
    { title: "Sustainable Change", text: "Work that communities can own and carry forward." },
  ],
  programs: [
    {
      title: "Sexual Health Education Initiative",
      description: "Age-appropriate, evidence-based sexual and reproductive health education delivered by trained peer educators in schools and youth centres.",
      features: ["Peer educator training", "School workshops", "Confidential youth helpline", "Access to youth-friendly services"],
    },
    {
      title: "Mental Health First Aid",
      description: "Training young people to recognise distress, offer first support and connect peers to professional care.",
      features: ["Certified first-aid courses", "Campus support circles", "Stigma reduction campaigns", "Referral network"],
    },
    {
      title: "Democratic Health Governance",
      description: "Bringing youth and women's voices into local health planning through civic education and community scorecards.",
      features: ["Civic education sessions", "Community health scorecards", "Dialogues with local leaders", "Policy briefs by youth"],
    },
    {
      title: "Inclusive Community Building",
      description: "Programs co-designed with refugees, people with disabilities and rural youth so that health services reach everyone.",
      features: ["Refugee youth clubs", "Accessible health materials", "Livelihood mentoring", "Inclusive sports days"],
    },
  ],
} as const;

export type OrganisationText = Translation<typeof TEXT>;
const TEXTS: Record<Lang, OrganisationText> = { en: TEXT, rw: ORGANISATION_RW, fr: ORGANISATION_FR };

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
export const FOCUS_AREA_KEYS = ["one-health", "youth-empowerment", "womens-leadership", "human-rights", "sexual-mental-health", "inclusion"] as const;
export type FocusAreaKey = (typeof FOCUS_AREA_KEYS)[number];
const HOME_STAT_VALUES = ["8k+", "5K+", "50+", "5+"] as const;
const ABOUT_FIGURE_VALUES = ["13k+", "1", "30+", "5+"] as const;
const PARTNER_NAMES = ["Medical Students' Association of Rwanda", "University of Rwanda", "Rwanda AMR Youth Initiative"] as const;
const PROGRAM_FACTS = [
  { participants: "6,000+", locations: "Kigali, Musanze, Huye", satisfaction: "94%" },
  { participants: "5,000+", locations: "Kigali, Rubavu, Nyagatare", satisfaction: "96%" },
  { participants: "1,500+", locations: "Gasabo, Kicukiro, Nyarugenge", satisfaction: "91%" },
  { participants: "4,000+", locations: "Mahama, Kiziba, Kigali", satisfaction: "93%" },
] as const;

const withValues = (values: readonly string[], labels: readonly string[]) => values.map((value, i) => ({ value, label: labels[i] }));

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
