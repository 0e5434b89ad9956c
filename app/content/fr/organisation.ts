import type { OrganisationText } from "~/content/en/organisation";

/** The organisation's text in French (the English source and its comments: app/content/en/organisation.ts). */
export const ORGANISATION_FR: OrganisationText = {
  tagline: "Des jeunes qui agissent pour la santé des personnes, des animaux et de l'environnement",
  description:
    "Une association à but non lucratif menée par des jeunes à Kigali, au Rwanda. Nous agissons pour One Health, l'autonomie des jeunes, le leadership des femmes, les droits humains, la santé sexuelle et mentale, et l'inclusion.",
  officeHours: [
    { days: "Du lundi au vendredi", hours: "De 8 h à 17 h (heure de Kigali)" },
    { days: "Le samedi", hours: "De 9 h à 13 h (heure de Kigali)" },
  ],
  replyPromise: "Nous répondons à chaque message sous 24 heures.",
  phoneNote: "Joignez-nous sur WhatsApp ou par téléphone.",
  nav: ["Accueil", "Nos programmes", "Blog", "À propos", "Contact"],
  homeStats: ["Jeunes accompagnés", "Femmes soutenues", "Communautés", "Années"],
  aboutFigures: ["Personnes touchées", "Pays", "Partenaires", "Années"],
  focusAreas: [
    {
      title: "One Health",
      text: "Relier la santé des personnes, des animaux et de l'environnement par la recherche et l'action menées par des jeunes.",
    },
    {
      title: "Autonomie des jeunes",
      text: "Leadership, compétences et mentorat pour que les jeunes pèsent sur les décisions qui les concernent.",
    },
    {
      title: "Leadership des femmes",
      text: "Aider les jeunes femmes à prendre des responsabilités dans leur communauté, au travail et dans la vie publique.",
    },
    {
      title: "Droits humains",
      text: "Éducation aux droits et plaidoyer, en particulier pour prévenir les violences basées sur le genre.",
    },
    {
      title: "Santé sexuelle et mentale",
      text: "Des informations fiables et sans jugement, et le soutien entre pairs pour la santé sexuelle, reproductive et mentale.",
    },
    {
      title: "Inclusion sociale",
      text: "Des programmes conçus avec les réfugiés, les personnes handicapées et les jeunes des zones rurales, et pas seulement pour eux.",
    },
  ],
  mission:
    "Donner aux jeunes et aux femmes du Rwanda les moyens de mener le changement vers des communautés plus saines et plus justes, en reliant la santé humaine, animale et environnementale aux droits, à l'éducation et à l'inclusion.",
  vision:
    "Un Rwanda où chaque jeune et chaque femme a les connaissances, la santé et la voix pour s'épanouir et diriger.",
  story: [
    "Tout a commencé en 2020 avec un groupe d'étudiants en médecine, en médecine vétérinaire et en sciences de l'environnement à Kigali. Ils voyaient les mêmes problèmes sous des angles différents : la résistance aux antibiotiques dans les fermes et les centres de santé, des jeunes sans information fiable sur la santé, et des femmes tenues à l'écart des lieux où se prennent les décisions.",
    "Ce qui a commencé par des visites d'écoles le week-end est devenu une organisation menée par des jeunes, avec des programmes dans tout le Rwanda, des bénévoles, des universités partenaires et des agents de santé communautaires.",
  ],
  impactBullets: [
    "5 000 jeunes leaders formés",
    "Plus de 3 200 femmes soutenues",
    "Plus de 1 800 réfugiés et autres personnes touchés",
    "Plus de 120 écoles engagées",
  ],
  partnerKinds: [
    "Une association d'étudiants en médecine",
    "Une université",
    "Une initiative contre la résistance aux antimicrobiens",
  ],
  values: [
    { title: "Autonomie des jeunes", text: "Les jeunes sont des leaders aujourd'hui, pas seulement demain." },
    {
      title: "Leadership des femmes",
      text: "Une voix égale pour les femmes et les filles partout où nous travaillons.",
    },
    { title: "Droits humains", text: "Dignité, sécurité et équité pour toutes et tous, sans exception." },
    {
      title: "Participation inclusive",
      text: "Personne n'est laissé de côté à cause de son statut, de ses capacités, de son origine ou de ses revenus.",
    },
    { title: "Valeurs démocratiques", text: "Transparence, redevabilité et participation dans nos décisions." },
    { title: "Changement durable", text: "Un travail que les communautés peuvent s'approprier et poursuivre." },
  ],
  programs: [
    {
      title: "Initiative d'éducation à la santé sexuelle",
      description:
        "Une éducation à la santé sexuelle et reproductive adaptée à l'âge et fondée sur des données probantes, assurée par des pairs éducateurs formés dans les écoles et les centres de jeunes.",
      features: [
        "Formation de pairs éducateurs",
        "Ateliers dans les écoles",
        "Ligne d'écoute confidentielle pour les jeunes",
        "Accès à des services adaptés aux jeunes",
      ],
    },
    {
      title: "Premiers secours en santé mentale",
      description:
        "Former les jeunes à repérer la détresse, à apporter un premier soutien et à orienter leurs pairs vers des professionnels.",
      features: [
        "Formations certifiées aux premiers secours",
        "Cercles de soutien sur les campus",
        "Campagnes contre la stigmatisation",
        "Réseau d'orientation",
      ],
    },
    {
      title: "Gouvernance démocratique de la santé",
      description:
        "Faire entendre la voix des jeunes et des femmes dans la planification locale de la santé, grâce à l'éducation civique et aux fiches d'évaluation communautaires.",
      features: [
        "Séances d'éducation civique",
        "Fiches d'évaluation communautaire de la santé",
        "Dialogues avec les autorités locales",
        "Notes de politique rédigées par des jeunes",
      ],
    },
    {
      title: "Bâtir des communautés inclusives",
      description:
        "Des programmes conçus avec les réfugiés, les personnes handicapées et les jeunes ruraux, pour que les services de santé atteignent tout le monde.",
      features: [
        "Clubs de jeunes réfugiés",
        "Supports de santé accessibles",
        "Mentorat pour gagner sa vie",
        "Journées sportives inclusives",
      ],
    },
  ],
};
