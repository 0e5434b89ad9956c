/**
 * The organisation's pages and the frame around them: home, about, programs, the program pages, privacy and terms,
 * the header and footer, and the help box under sensitive posts. Their longer texts (mission, programs, policies)
 * are in the content modules of app/content, in the same three languages.
 */
export const pages = {
  /** What each page's own picture shows (app/content/demo/images/page-<slot>.jpg), by picture slot. */
  pictureAlt: {
    home: "Drawing of a young woman and a young man on green hills beside a long-horned cow and a tree, under a rising sun",
    about:
      "Drawing of three young people standing together on a path through terraced hills, with houses on the hilltop behind them",
    "program-maternal-health":
      "Drawing of a pregnant woman walking towards a small health centre marked with a red cross",
    "program-gbv-prevention": "Drawing of an open hand raised to say stop, beside a phone with a heart on its screen",
    "program-education":
      "Drawing of two students at their desks in front of a blackboard showing a person, a paw print and a leaf joined by lines",
    "program-human-rights": "Drawing of a balanced pair of scales above a row of people holding hands",
    "program-climate":
      "Drawing of a watering can pouring water on a young tree planted in a mound of soil, with more young trees on the hills behind",
    "program-refugee-support":
      "Drawing of white tents on a hillside and two children playing football in front of them",
  },
  home: {
    kicker: "Youth-led · Kigali, Rwanda",
    title: "Empowering youth & Women for change",
    explorePrograms: "Explore Programs",
    ourStory: "Our One Health Story",
    reach: "Our reach",
    focusAreas: "Our focus areas",
    mission: "Our mission",
    impact: "Our impact",
    partners: "Our partners",
    joinTitle: "Join the movement",
    joinText: "Volunteer, partner or give: every young leader we train carries change back to their community.",
    getInvolved: "Get Involved",
    partnerWithUs: "Partner With Us",
  },
  about: {
    title: "About Us",
    metaDescription: (name: string) => `Mission, vision, story and values of ${name}.`,
    mission: "Our mission",
    vision: "Our vision",
    story: "Our One Health story",
    values: "Our values",
    impact: "Our impact",
  },
  programs: {
    title: "Our Programs",
    subtitle: "Youth-led programs for sexual and mental health, democratic health governance and inclusion.",
    metaDescription: "Four youth-led programs and six areas of work across Rwanda.",
    listLabel: "Programs",
    keyFeatures: "Key features",
    participants: "Participants",
    locations: "Locations",
    satisfaction: "Satisfaction",
    learnMore: "Learn More",
    areas: "Our areas of work",
    reach: "Our reach",
    involvedTitle: "Get Involved",
    involvedText: "Give your time or your support: both change lives.",
    volunteer: "Volunteer With Us",
    donate: "Make a Donation",
  },
  program: {
    whatWeDo: "What we do",
    whoWeServe: "Who we serve",
    where: "Where",
    highlights: "Highlights",
    getInvolved: "Get involved",
    latest: "Latest from the blog",
    allPrograms: "All programs",
  },
  legal: {
    privacyTitle: "Privacy Policy",
    privacyDescription: "What personal data this website collects, why, and your rights.",
    termsTitle: "Terms of Service",
    termsDescription: "The terms for using this website.",
    lastUpdated: (date: string) => `Last updated ${date}`,
  },
  header: {
    admin: "Admin",
    myPosts: "My posts",
    /** The role under a signed-in person's name. */
    roles: { user: "user", author: "author", editor: "editor", admin: "admin" },
  },
  footer: {
    quickLinks: "Quick links",
    focusAreas: "Focus areas",
    contact: "Contact",
    rights: (year: string, name: string) => `© ${year} ${name}. All rights reserved.`,
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    whatsapp: (number: string) => `WhatsApp ${number}`,
  },
  helpBox: {
    title: "Where to get help",
    intro: "If this post brought up something hard for you or someone you know, you do not have to face it alone.",
    clearHistory: "On a shared phone? Clear your browsing history after reading, or use a private tab.",
  },
};
export type PagesStrings = typeof pages;
