import type { Translation } from "~/content/translation";

/**
 * Everything the organisation says about itself, in one typed place. This English text is the source: the
 * Kinyarwanda and French versions (app/content/rw, app/content/fr) follow its shape, and the exports of app/content/organisation.ts
 * (ORG, NAV_LINKS, ...) are built from it with the facts that do not change with the language (addresses,
 * figures' values, links).
 */
export const ORGANISATION_EN = {
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
    {
      title: "One Health",
      text: "Linking the health of people, animals and the environment through youth-led research and outreach.",
    },
    {
      title: "Youth Empowerment",
      text: "Leadership, skills and mentoring so young people shape the decisions that affect them.",
    },
    {
      title: "Women's Leadership",
      text: "Supporting young women to lead in their communities, workplaces and public life.",
    },
    { title: "Human Rights", text: "Rights education and advocacy, with a focus on gender-based violence prevention." },
    {
      title: "Sexual & Mental Health",
      text: "Accurate, stigma-free information and peer support for sexual, reproductive and mental health.",
    },
    {
      title: "Inclusion",
      text: "Programs designed with refugees, people with disabilities and rural youth, not just for them.",
    },
  ],
  mission:
    "To empower young people and women in Rwanda to lead change for healthier, fairer communities, by connecting human, animal and environmental health with rights, education and inclusion.",
  vision:
    "A Rwanda where every young person and every woman has the knowledge, health and voice to thrive and to lead.",
  story: [
    "We began in 2020 as a group of medical, veterinary and environmental science students in Kigali who saw the same problems from different sides: antibiotic resistance on farms and in clinics, young people without reliable health information, and women kept out of the rooms where decisions were made.",
    "What started as weekend school visits has grown into a youth-led organisation running programs across Rwanda, with volunteers, partner universities and community health workers.",
  ],
  impactBullets: [
    "5,000 young leaders trained",
    "3,200+ women supported",
    "1,800+ refugees and others reached",
    "120+ schools engaged",
  ],
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
      description:
        "Age-appropriate, evidence-based sexual and reproductive health education delivered by trained peer educators in schools and youth centres.",
      features: [
        "Peer educator training",
        "School workshops",
        "Confidential youth helpline",
        "Access to youth-friendly services",
      ],
    },
    {
      title: "Mental Health First Aid",
      description:
        "Training young people to recognise distress, offer first support and connect peers to professional care.",
      features: [
        "Certified first-aid courses",
        "Campus support circles",
        "Stigma reduction campaigns",
        "Referral network",
      ],
    },
    {
      title: "Democratic Health Governance",
      description:
        "Bringing youth and women's voices into local health planning through civic education and community scorecards.",
      features: [
        "Civic education sessions",
        "Community health scorecards",
        "Dialogues with local leaders",
        "Policy briefs by youth",
      ],
    },
    {
      title: "Inclusive Community Building",
      description:
        "Programs co-designed with refugees, people with disabilities and rural youth so that health services reach everyone.",
      features: ["Refugee youth clubs", "Accessible health materials", "Livelihood mentoring", "Inclusive sports days"],
    },
  ],
} as const;

export type OrganisationText = Translation<typeof ORGANISATION_EN>;
