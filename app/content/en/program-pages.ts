import type { CategoryName } from "~/content/categories";

/** The six program routes of SPEC §2, /programs/<slug>, the same in every language. */
export const PROGRAM_SLUGS = [
  "maternal-health",
  "gbv-prevention",
  "education",
  "human-rights",
  "climate",
  "refugee-support",
] as const;
export type ProgramSlug = (typeof PROGRAM_SLUGS)[number];

/** The six program pages of SPEC §2 ("content not shown"): what a visitor or funder looks for (issue 10). */
export type ProgramPage = {
  slug: ProgramSlug;
  title: string;
  summary: string;
  whatWeDo: string;
  whoWeServe: string;
  where: string;
  figures: { value: string; label: string }[];
  story: { text: string; who: string };
  highlights: string[];
  getInvolved: string;
  /** Blog categories and tags whose latest posts show on the page. */
  related: { categories: CategoryName[]; tags: string[] };
  /** Its readers may share a phone with the person they fear: the page has the quick exit (issue 17). */
  quickExit?: true;
};

/**
 * A program page's text in another language: what a translator writes. Figures are their labels only, in the
 * English order (their values stay in PROGRAM_PAGES); related posts are the same in every language. The page's picture
 * is page-program-<slug>.jpg (app/domain/media/page-images.server.ts).
 */
export type ProgramPageText = Pick<
  ProgramPage,
  "title" | "summary" | "whatWeDo" | "whoWeServe" | "where" | "story" | "highlights" | "getInvolved"
> & {
  figures: string[];
};

export const PROGRAM_PAGES: ProgramPage[] = [
  {
    slug: "maternal-health",
    quickExit: true,
    title: "Maternal Health",
    summary: "Helping young mothers and mothers-to-be reach antenatal care, safe delivery and postnatal support.",
    whatWeDo:
      "Trained youth volunteers work alongside community health workers to run mothers' circles, accompany first antenatal visits and share clear, Kinyarwanda-language information on nutrition, danger signs and family planning after birth.",
    whoWeServe:
      "Young mothers and pregnant adolescents, most of them under 24, many having their first child far from a health centre.",
    where: "Twelve sectors in Gasabo, Bugesera and Nyagatare districts.",
    figures: [
      { value: "1,200+", label: "mothers in circles" },
      { value: "12", label: "sectors" },
    ],
    story: {
      text: "“At the circle I learned the danger signs. When my baby had a fever at night, I knew to go straight to the health centre.”",
      who: "Claudine, 19, Bugesera",
    },
    highlights: [
      "Mothers' circles in 12 sectors",
      "Delivery kits for first-time mothers",
      "Postnatal home visits with community health workers",
    ],
    getInvolved: "Volunteer as a community companion, donate delivery kits, or partner with us to reach a new sector.",
    related: { categories: ["Human Health", "Community Outreach"], tags: ["mothers", "maternal health"] },
  },
  {
    slug: "gbv-prevention",
    quickExit: true,
    title: "GBV Prevention",
    summary: "Preventing gender-based violence through education, safe reporting and survivor-centred referral.",
    whatWeDo:
      "We train school clubs and youth leaders on consent, healthy relationships and rights, run trained youth listeners, and connect survivors to Isange One Stop Centres (free line 3029), medical care and legal aid.",
    whoWeServe: "Adolescents and young women in and out of school, and the teachers and parents around them.",
    where: "Secondary schools in Kigali, Musanze and Huye, and youth centres in Kicukiro.",
    figures: [
      { value: "60", label: "school clubs" },
      { value: "2,400+", label: "students reached" },
    ],
    story: {
      text: "“Before the club nobody talked about consent. Now students come to us when something feels wrong, and we know where to send them.”",
      who: "A peer educator, Musanze",
    },
    highlights: [
      "Consent and healthy-relationships curriculum",
      "Trained youth listeners",
      "Referral to medical, legal and psychosocial support",
    ],
    getInvolved:
      "Host a workshop in your school or workplace, join our trained listeners, or support our referral fund.",
    related: { categories: ["Policy", "Education"], tags: ["consent", "gbv", "relationships"] },
  },
  {
    slug: "education",
    title: "Education",
    summary: "Health and leadership education for young people in and out of school.",
    whatWeDo:
      "After-school clubs, holiday bootcamps and short online courses on One Health, mental health, digital skills and public speaking, run by young facilitators.",
    whoWeServe: "Secondary-school students and out-of-school youth aged 14 to 24.",
    where: "120+ partner schools across all five provinces, and online.",
    figures: [
      { value: "120+", label: "partner schools" },
      { value: "5,000", label: "young leaders trained" },
    ],
    story: {
      text: "“The bootcamp was the first time I spoke in front of a hundred people. Now I lead our school's health club.”",
      who: "Eric, Senior Five, Huye",
    },
    highlights: ["120+ partner schools", "Holiday leadership bootcamps", "One Health student research grants"],
    getInvolved: "Mentor a club, offer a venue for a bootcamp, or sponsor a student's course materials.",
    related: { categories: ["Education", "Research", "Mental Health"], tags: ["students", "schools"] },
  },
  {
    slug: "human-rights",
    quickExit: true,
    title: "Human Rights",
    summary:
      "Rights literacy and advocacy so young people can claim their rights to health, education and participation.",
    whatWeDo:
      "Rights-literacy sessions, youth-led advocacy campaigns and community health scorecards that bring young people into dialogue with local authorities.",
    whoWeServe:
      "Young people, especially girls, refugees and people with disabilities, who are rarely heard in local planning.",
    where: "Gasabo, Kicukiro and Nyarugenge districts of Kigali.",
    figures: [
      { value: "1,500+", label: "participants" },
      { value: "30", label: "dialogues with leaders" },
    ],
    story: {
      text: "“Our scorecard showed the clinic had no ramp. Six months later there is one, and my friend can go alone.”",
      who: "Aline, youth scorecard team, Kicukiro",
    },
    highlights: ["Rights-literacy sessions", "Youth advocacy campaigns", "Dialogues with local leaders"],
    getInvolved: "Join an advocacy campaign, offer pro-bono legal expertise, or invite us to your community.",
    related: { categories: ["Policy", "Community Outreach"], tags: ["rights", "scorecards"] },
  },
  {
    slug: "climate",
    title: "Climate & Environmental Health",
    summary: "Youth action on climate, clean water, waste and the environmental side of One Health.",
    whatWeDo:
      "School eco-clubs, tree planting, safe-water campaigns and youth research on the links between environment, animals and disease.",
    whoWeServe: "Students and communities living with floods, heat and unsafe water, who feel these changes first.",
    where: "Eco-clubs in Kigali, Rubavu and Nyamagabe; clean-ups along the Nyabugogo river.",
    figures: [
      { value: "40", label: "eco-clubs" },
      { value: "15,000", label: "trees planted" },
    ],
    story: {
      text: "“We tested the water at our school and found it unsafe after rain. The district installed a filter the next term.”",
      who: "Eco-club members, Rubavu",
    },
    highlights: ["School eco-clubs", "Safe-water campaigns", "Youth One Health research"],
    getInvolved: "Join a community clean-up, fund a water filter for a school, or partner on environmental research.",
    related: { categories: ["Environmental Health", "Animal Health"], tags: ["water", "climate", "one health"] },
  },
  {
    slug: "refugee-support",
    title: "Refugee Support",
    summary: "Health information, psychosocial support and leadership opportunities for refugee youth.",
    whatWeDo:
      "Refugee-led youth clubs, peer psychosocial support, sexual health education in several languages, and mentoring for further study and work.",
    whoWeServe: "Refugee youth in camps and in Kigali, and the young Rwandans who live alongside them.",
    where: "Mahama and Kiziba camps, and urban refugees in Kigali.",
    figures: [
      { value: "1,800+", label: "refugees and others reached" },
      { value: "14", label: "youth clubs" },
    ],
    story: {
      text: "“In the club I found people who understood. Now I help new arrivals find their way to the clinic.”",
      who: "Member of a youth club, Mahama",
    },
    highlights: ["Refugee-led youth clubs", "Peer psychosocial support", "Mentoring for study and work"],
    getInvolved: "Volunteer as a mentor or translator, support a youth club, or partner with us in Mahama or Kiziba.",
    related: { categories: ["Community Outreach", "Mental Health"], tags: ["refugees", "mahama"] },
  },
];
