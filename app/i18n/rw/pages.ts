import type { PagesStrings } from "~/i18n/en/pages";

export const pages: PagesStrings = {
  /** What each page's own picture shows, by picture slot. */
  pictureAlt: {
    home: "Igishushanyo cy'umukobwa n'umusore bari ku misozi itoshye, iruhande rw'inka y'amahembe maremare n'igiti, izuba rirashe",
    about:
      "Igishushanyo cy'urubyiruko batatu bahagaze hamwe ku nzira inyura mu misozi y'amaterasi, inyuma yabo hari amazu ku gasongero k'umusozi",
    "program-maternal-health":
      "Igishushanyo cy'umugore utwite ugenda agana ku kigo nderabuzima gito kiriho umusaraba utukura",
    "program-gbv-prevention":
      "Igishushanyo cy'ikiganza gifunguye kizamuye kivuga ngo « hagarara », iruhande rwa telefoni igaragaza umutima",
    "program-education":
      "Igishushanyo cy'abanyeshuri babiri bicaye ku ntebe zabo imbere y'ikibaho kiriho umuntu, ikirenge cy'inyamaswa n'ikibabi bihujwe n'imirongo",
    "program-human-rights": "Igishushanyo cy'umunzani uringaniye hejuru y'umurongo w'abantu bafatanye amaboko",
    "program-climate":
      "Igishushanyo cy'igikoresho cyo kuhira gisuka amazi ku giti gito cyatewe mu kirundo cy'itaka, inyuma ku misozi hari ibindi biti bito",
    "program-refugee-support":
      "Igishushanyo cy'amahema y'umweru ari ku musozi, n'abana babiri bakina umupira w'amaguru imbere yayo",
  },
  home: {
    kicker: "Biyobowe n'urubyiruko · Kigali, u Rwanda",
    title: "Guha urubyiruko n'abagore imbaraga zo guhindura ibintu",
    explorePrograms: "Reba gahunda zacu",
    ourStory: "Amateka yacu ya One Health",
    reach: "Aho tugeze",
    focusAreas: "Ibyo twibandaho",
    mission: "Intego yacu",
    impact: "Ibyo tumaze kugeraho",
    partners: "Abafatanyabikorwa bacu",
    joinTitle: "Ifatanye natwe",
    joinText:
      "Ba umukorerabushake, umufatanyabikorwa cyangwa utange inkunga: buri muyobozi ukiri muto duhugura ajyana impinduka iwabo.",
    getInvolved: "Gira uruhare",
    partnerWithUs: "Dufatanye",
  },
  about: {
    title: "Abo turi bo",
    metaDescription: (name) => `Intego, icyerekezo, amateka n'indangagaciro bya ${name}.`,
    mission: "Intego yacu",
    vision: "Icyerekezo cyacu",
    story: "Amateka yacu ya One Health",
    values: "Indangagaciro zacu",
    impact: "Ibyo tumaze kugeraho",
  },
  programs: {
    title: "Gahunda zacu",
    subtitle:
      "Gahunda ziyobowe n'urubyiruko ku buzima bw'imyororokere n'ubwo mu mutwe, imiyoborere ya demokarasi mu buzima no kudaheza.",
    metaDescription: "Gahunda enye ziyobowe n'urubyiruko n'ibice bitandatu dukoreramo mu Rwanda hose.",
    listLabel: "Gahunda",
    keyFeatures: "Iby'ingenzi",
    participants: "Abitabiriye",
    locations: "Aho ikorera",
    satisfaction: "Abanyuzwe",
    learnMore: "Menya byinshi",
    areas: "Ibice dukoreramo",
    reach: "Aho tugeze",
    involvedTitle: "Gira uruhare",
    involvedText: "Tanga umwanya wawe cyangwa inkunga yawe: byombi bihindura ubuzima.",
    volunteer: "Ba umukorerabushake",
    donate: "Tanga inkunga",
  },
  program: {
    whatWeDo: "Ibyo dukora",
    whoWeServe: "Abo dukorera",
    where: "Aho dukorera",
    highlights: "Iby'ingenzi",
    getInvolved: "Gira uruhare",
    latest: "Inkuru nshya",
    allPrograms: "Gahunda zose",
  },
  legal: {
    privacyTitle: "Politiki y'ibanga",
    privacyDescription: "Amakuru bwite uru rubuga rukusanya, impamvu, n'uburenganzira bwawe.",
    termsTitle: "Amabwiriza yo gukoresha urubuga",
    termsDescription: "Amabwiriza agenga ikoreshwa ry'uru rubuga.",
    lastUpdated: (date) => `Byavuguruwe ku wa ${date}`,
  },
  header: {
    admin: "Ubuyobozi",
    myPosts: "Inkuru zanjye",
    roles: { user: "umusomyi", author: "umwanditsi", editor: "umwanditsi mukuru", admin: "umuyobozi" },
  },
  footer: {
    quickLinks: "Imiyoboro y'ingenzi",
    focusAreas: "Ibyo twibandaho",
    contact: "Aho wadusanga",
    rights: (year, name) => `© ${year} ${name}. Uburenganzira bwose burasigasiwe.`,
    privacy: "Politiki y'ibanga",
    terms: "Amabwiriza yo gukoresha",
    whatsapp: (number) => `Kuri WhatsApp: ${number}`,
  },
  helpBox: {
    title: "Aho wabona ubufasha",
    intro: "Niba iyi nkuru yakwibukije ikintu kikugoye, cyangwa kigoye umuntu uzi, ntugomba kubyikorera wenyine.",
    clearHistory:
      "Ukoresha telefoni musangiye? Nyuma yo gusoma, siba amateka ya mushakisha, cyangwa ukoreshe idirishya ry'ibanga (private).",
  },
};
