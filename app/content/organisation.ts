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

export type ProgramPage = {
  slug: string;
  title: string;
  summary: string;
  sections: { heading: string; text: string }[];
  highlights: string[];
};

export const PROGRAM_PAGES: ProgramPage[] = [
  {
    slug: "maternal-health",
    title: "Maternal Health",
    summary: "Helping young mothers and mothers-to-be reach antenatal care, safe delivery and postnatal support.",
    sections: [
      { heading: "The challenge", text: "Young mothers in rural districts often start antenatal care late and travel far for check-ups. Many lack information on nutrition, danger signs and family planning after birth." },
      { heading: "What we do", text: "Trained youth volunteers work alongside community health workers to run mothers' circles, accompany first visits to health centres and share clear, local-language information." },
      { heading: "How to help", text: "Volunteer as a community companion, donate delivery kits, or partner with us to reach a new sector." },
    ],
    highlights: ["Mothers' circles in 12 sectors", "Delivery kits for first-time mothers", "Postnatal home visits with community health workers"],
  },
  {
    slug: "gbv-prevention",
    title: "GBV Prevention",
    summary: "Preventing gender-based violence through education, safe reporting and survivor-centred referral.",
    sections: [
      { heading: "The challenge", text: "Gender-based violence remains under-reported, especially among adolescents and young women who do not know where to turn." },
      { heading: "What we do", text: "We train school clubs and youth leaders on consent, healthy relationships and rights, and we connect survivors to Isange One Stop Centres and legal aid." },
      { heading: "How to help", text: "Host a workshop in your school or workplace, join our trained listeners, or support our referral fund." },
    ],
    highlights: ["Consent and healthy-relationships curriculum", "Trained youth listeners", "Referral to medical, legal and psychosocial support"],
  },
  {
    slug: "education",
    title: "Education",
    summary: "Health and leadership education for young people in and out of school.",
    sections: [
      { heading: "The challenge", text: "Young people need accurate health information and practical leadership skills that classrooms rarely cover." },
      { heading: "What we do", text: "We run after-school clubs, holiday bootcamps and online short courses on One Health, mental health, digital skills and public speaking." },
      { heading: "How to help", text: "Mentor a club, offer a venue for a bootcamp, or sponsor a student's course materials." },
    ],
    highlights: ["120+ partner schools", "Holiday leadership bootcamps", "One Health student research grants"],
  },
  {
    slug: "human-rights",
    title: "Human Rights",
    summary: "Rights literacy and advocacy so young people can claim their rights to health, education and participation.",
    sections: [
      { heading: "The challenge", text: "Many young people, especially girls, refugees and people with disabilities, do not know their rights or how to claim them." },
      { heading: "What we do", text: "We run rights-literacy sessions, support youth-led advocacy campaigns and bring young people into dialogue with local authorities." },
      { heading: "How to help", text: "Join an advocacy campaign, offer pro-bono legal expertise, or invite us to your community." },
    ],
    highlights: ["Rights-literacy sessions", "Youth advocacy campaigns", "Dialogues with local leaders"],
  },
  {
    slug: "climate",
    title: "Climate & Environmental Health",
    summary: "Youth action on climate, clean water, waste and the environmental side of One Health.",
    sections: [
      { heading: "The challenge", text: "Floods, heat and water contamination hit poor communities first, and their effects on human and animal health are rarely connected." },
      { heading: "What we do", text: "School eco-clubs, tree planting, safe-water campaigns and youth research on the links between environment, animals and disease." },
      { heading: "How to help", text: "Join a community clean-up, fund a water filter for a school, or partner on environmental research." },
    ],
    highlights: ["School eco-clubs", "Safe-water campaigns", "Youth One Health research"],
  },
  {
    slug: "refugee-support",
    title: "Refugee Support",
    summary: "Health information, psychosocial support and leadership opportunities for refugee youth.",
    sections: [
      { heading: "The challenge", text: "Refugee youth in camps and in Kigali face language barriers, trauma and limited access to youth-friendly services." },
      { heading: "What we do", text: "Refugee-led youth clubs, peer psychosocial support, sexual health education in several languages and mentoring for further study and work." },
      { heading: "How to help", text: "Volunteer as a mentor or translator, support a youth club, or partner with us in Mahama or Kiziba." },
    ],
    highlights: ["Refugee-led youth clubs", "Peer psychosocial support", "Mentoring for study and work"],
  },
];

export const DONATION_BANKS = [
  { bank: "Bank of Kigali", accountName: "Youth One Health Rwanda", accountNumber: "" },
  { bank: "Equity Bank Rwanda", accountName: "Youth One Health Rwanda", accountNumber: "" },
] as const;
