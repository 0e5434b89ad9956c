/**
 * Everything the organisation says about itself, in one typed place.
 * Contact e-mails and phone numbers are placeholders (SPEC §9 leaves them out): replace before launch.
 */
export const ORG = {
  name: "Youth One Health Rwanda",
  shortName: "YOH Rwanda",
  tagline: "Youth-led action for healthy people, animals and environments",
  description:
    "A youth-led non-profit in Kigali, Rwanda working on One Health, youth empowerment, women's leadership, human rights, sexual and mental health, and inclusion.",
  emails: ["info@youthonehealth.rw", "programs@youthonehealth.rw"],
  phones: ["+250 788 000 101", "+250 722 000 202"],
  address: { street: "KG 7 Ave, Kacyiru", city: "Kigali", country: "Rwanda" },
  coordinates: { lat: -1.9441, lng: 30.0619 },
  officeHours: [
    { days: "Monday to Friday", hours: "8AM to 5PM EAT" },
    { days: "Saturday", hours: "9AM to 1PM EAT" },
  ],
  replyPromise: "We reply to every message within 24 hours.",
  phoneNote: "Reach us by WhatsApp or by phone call.",
  socials: [
    { name: "Facebook", href: "https://facebook.com/" },
    { name: "X", href: "https://x.com/" },
    { name: "Instagram", href: "https://instagram.com/" },
    { name: "LinkedIn", href: "https://linkedin.com/" },
  ],
} as const;

export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/programs", label: "Our programs" },
  { to: "/blog", label: "Blog" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact" },
] as const;

export const HOME_STATS = [
  { value: "8k+", label: "Youth empowered" },
  { value: "5K+", label: "Women supported" },
  { value: "50+", label: "Communities" },
  { value: "5+", label: "Years" },
] as const;

export const FOCUS_AREAS = [
  { title: "One Health", text: "Linking the health of people, animals and the environment through youth-led research and outreach." },
  { title: "Youth Empowerment", text: "Leadership, skills and mentoring so young people shape the decisions that affect them." },
  { title: "Women's Leadership", text: "Supporting young women to lead in their communities, workplaces and public life." },
  { title: "Human Rights", text: "Rights education and advocacy, with a focus on gender-based violence prevention." },
  { title: "Sexual & Mental Health", text: "Accurate, stigma-free information and peer support for sexual, reproductive and mental health." },
  { title: "Inclusion", text: "Programs designed with refugees, people with disabilities and rural youth, not just for them." },
] as const;

export const MISSION =
  "To empower young people and women in Rwanda to lead change for healthier, fairer communities, by connecting human, animal and environmental health with rights, education and inclusion.";
export const VISION =
  "A Rwanda where every young person and every woman has the knowledge, health and voice to thrive and to lead.";
export const STORY = [
  "We began in 2020 as a group of medical, veterinary and environmental science students in Kigali who saw the same problems from different sides: antibiotic resistance on farms and in clinics, young people without reliable health information, and women kept out of the rooms where decisions were made.",
  "What started as weekend school visits has grown into a youth-led organisation running programs across Rwanda, with volunteers, partner universities and community health workers.",
];

export const IMPACT_BULLETS = [
  "5,000 young leaders trained",
  "3,200+ women supported",
  "1,800+ refugees and others reached",
  "120+ schools engaged",
] as const;

export const PARTNERS = [
  { name: "Medical Students' Association of Rwanda", kind: "A student medical association" },
  { name: "University of Rwanda", kind: "A university" },
  { name: "Rwanda AMR Youth Initiative", kind: "An anti-microbial-resistance initiative" },
] as const;

export const VALUES = [
  { title: "Youth Empowerment", text: "Young people are leaders today, not only tomorrow." },
  { title: "Women Leadership", text: "Equal voice for women and girls in every space we work in." },
  { title: "Human Rights", text: "Dignity, safety and fairness for everyone, without exception." },
  { title: "Inclusive Participation", text: "Nobody is left out because of status, ability, origin or income." },
  { title: "Democratic Values", text: "Transparent, accountable and participatory in how we decide." },
  { title: "Sustainable Change", text: "Work that communities can own and carry forward." },
] as const;

export const ABOUT_FIGURES = [
  { value: "13k+", label: "Lives reached" },
  { value: "1", label: "Country" },
  { value: "30+", label: "Partners" },
  { value: "5+", label: "Years" },
] as const;

export const PROGRAMS = [
  {
    title: "Sexual Health Education Initiative",
    description: "Age-appropriate, evidence-based sexual and reproductive health education delivered by trained peer educators in schools and youth centres.",
    features: ["Peer educator training", "School workshops", "Confidential youth helpline", "Access to youth-friendly services"],
    participants: "6,000+",
    locations: "Kigali, Musanze, Huye",
    satisfaction: "94%",
  },
  {
    title: "Mental Health First Aid",
    description: "Training young people to recognise distress, offer first support and connect peers to professional care.",
    features: ["Certified first-aid courses", "Campus support circles", "Stigma reduction campaigns", "Referral network"],
    participants: "5,000+",
    locations: "Kigali, Rubavu, Nyagatare",
    satisfaction: "96%",
  },
  {
    title: "Democratic Health Governance",
    description: "Bringing youth and women's voices into local health planning through civic education and community scorecards.",
    features: ["Civic education sessions", "Community health scorecards", "Dialogues with local leaders", "Policy briefs by youth"],
    participants: "1,500+",
    locations: "Gasabo, Kicukiro, Nyarugenge",
    satisfaction: "91%",
  },
  {
    title: "Inclusive Community Building",
    description: "Programs co-designed with refugees, people with disabilities and rural youth so that health services reach everyone.",
    features: ["Refugee youth clubs", "Accessible health materials", "Livelihood mentoring", "Inclusive sports days"],
    participants: "4,000+",
    locations: "Mahama, Kiziba, Kigali",
    satisfaction: "93%",
  },
] as const;

export { PROGRAM_PAGES, type ProgramPage } from "./program-pages";

export const DONATION_BANKS = [
  { bank: "Bank of Kigali", accountName: "Youth One Health Rwanda", accountNumber: "" },
  { bank: "Equity Bank Rwanda", accountName: "Youth One Health Rwanda", accountNumber: "" },
] as const;
