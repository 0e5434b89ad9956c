import type { PagesStrings } from "~/i18n/en/pages";

export const pages: PagesStrings = {
  /** What each page's own picture shows, by picture slot. */
  pictureAlt: {
    home: "Dessin d'une jeune femme et d'un jeune homme sur des collines vertes, à côté d'une vache aux longues cornes et d'un arbre, sous un soleil levant",
    about:
      "Dessin de trois jeunes debout ensemble sur un chemin entre des collines en terrasses, avec des maisons au sommet de la colline derrière eux",
    "program-maternal-health":
      "Dessin d'une femme enceinte qui marche vers un petit centre de santé marqué d'une croix rouge",
    "program-gbv-prevention":
      "Dessin d'une main ouverte levée pour dire stop, à côté d'un téléphone avec un cœur sur l'écran",
    "program-education":
      "Dessin de deux élèves à leur pupitre devant un tableau noir où sont dessinées une personne, une empreinte de patte et une feuille reliées par des traits",
    "program-human-rights":
      "Dessin d'une balance en équilibre au-dessus d'une rangée de personnes qui se tiennent la main",
    "program-climate":
      "Dessin d'un arrosoir qui arrose un jeune arbre planté dans une butte de terre, avec d'autres jeunes arbres sur les collines derrière",
    "program-refugee-support":
      "Dessin de tentes blanches à flanc de colline et de deux enfants qui jouent au football devant",
  },
  home: {
    kicker: "Mené par des jeunes · Kigali, Rwanda",
    title: "Donner aux jeunes et aux femmes le pouvoir de changer les choses",
    explorePrograms: "Découvrir nos programmes",
    ourStory: "Notre histoire One Health",
    reach: "Notre portée",
    focusAreas: "Nos domaines d'action",
    mission: "Notre mission",
    impact: "Notre impact",
    partners: "Nos partenaires",
    joinTitle: "Rejoignez le mouvement",
    joinText:
      "Bénévole, partenaire ou donateur : chaque jeune leader que nous formons rapporte le changement dans sa communauté.",
    getInvolved: "S'engager",
    partnerWithUs: "Devenir partenaire",
  },
  about: {
    title: "À propos",
    metaDescription: (name) => `La mission, la vision, l'histoire et les valeurs de ${name}.`,
    mission: "Notre mission",
    vision: "Notre vision",
    story: "Notre histoire One Health",
    values: "Nos valeurs",
    impact: "Notre impact",
  },
  programs: {
    title: "Nos programmes",
    subtitle:
      "Des programmes menés par des jeunes pour la santé sexuelle et mentale, la gouvernance démocratique de la santé et l'inclusion.",
    metaDescription: "Quatre programmes menés par des jeunes et six domaines d'action dans tout le Rwanda.",
    listLabel: "Programmes",
    keyFeatures: "Points clés",
    participants: "Bénéficiaires",
    locations: "Lieux",
    satisfaction: "Satisfaits",
    learnMore: "En savoir plus",
    areas: "Nos domaines d'action",
    reach: "Notre portée",
    involvedTitle: "S'engager",
    involvedText: "Donnez de votre temps ou votre soutien : les deux changent des vies.",
    volunteer: "Devenir bénévole",
    donate: "Faire un don",
  },
  program: {
    whatWeDo: "Ce que nous faisons",
    whoWeServe: "Pour qui",
    where: "Où",
    highlights: "Points forts",
    getInvolved: "S'engager",
    latest: "Derniers articles du blog",
    allPrograms: "Tous les programmes",
  },
  legal: {
    privacyTitle: "Politique de confidentialité",
    privacyDescription: "Les données personnelles que ce site recueille, pourquoi, et vos droits.",
    termsTitle: "Conditions d'utilisation",
    termsDescription: "Les conditions d'utilisation de ce site.",
    lastUpdated: (date) => `Mis à jour le ${date}`,
  },
  header: {
    admin: "Administration",
    myPosts: "Mes articles",
    roles: { user: "lecteur", author: "auteur", editor: "éditeur", admin: "administrateur" },
  },
  footer: {
    quickLinks: "Liens rapides",
    focusAreas: "Domaines d'action",
    contact: "Nous joindre",
    rights: (year, name) => `© ${year} ${name}. Tous droits réservés.`,
    privacy: "Confidentialité",
    terms: "Conditions d'utilisation",
    whatsapp: (number) => `WhatsApp au ${number}`,
  },
  helpBox: {
    title: "Où trouver de l'aide",
    intro:
      "Si cet article a réveillé quelque chose de difficile pour vous ou pour un proche, vous n'avez pas à y faire face seul.",
    clearHistory:
      "Téléphone partagé ? Effacez votre historique de navigation après la lecture, ou utilisez un onglet de navigation privée.",
  },
};
