import type { ProgramPageText, ProgramSlug } from "~/content/en/program-pages";

/** The six program pages in French (English source: app/content/en/program-pages.ts; figures are labels only). */
export const PROGRAM_PAGES_FR: Record<ProgramSlug, ProgramPageText> = {
  "maternal-health": {
    title: "Santé maternelle",
    summary:
      "Aider les jeunes mères et les futures mères à accéder aux consultations prénatales, à un accouchement sûr et à un suivi après la naissance.",
    whatWeDo:
      "Des jeunes bénévoles formés travaillent avec les agents de santé communautaires : ils animent des cercles de mères, accompagnent les premières consultations prénatales et partagent des informations claires, en kinyarwanda, sur la nutrition, les signes de danger et la planification familiale après la naissance.",
    whoWeServe:
      "Des jeunes mères et des adolescentes enceintes, pour la plupart de moins de 24 ans, dont beaucoup attendent leur premier enfant loin d'un centre de santé.",
    where: "Douze secteurs des districts de Gasabo, Bugesera et Nyagatare.",
    figures: ["mères dans les cercles", "secteurs"],
    story: {
      text: "« Au cercle, j'ai appris les signes de danger. Quand mon bébé a eu de la fièvre la nuit, je savais qu'il fallait aller tout de suite au centre de santé. »",
      who: "Claudine, 19 ans, Bugesera",
    },
    highlights: [
      "Cercles de mères dans 12 secteurs",
      "Kits d'accouchement pour un premier enfant",
      "Visites à domicile après la naissance avec les agents de santé communautaires",
    ],
    getInvolved:
      "Devenez accompagnatrice ou accompagnateur bénévole, offrez des kits d'accouchement, ou aidez-nous à atteindre un nouveau secteur.",
  },
  "gbv-prevention": {
    title: "Prévention des violences basées sur le genre",
    summary:
      "Prévenir les violences basées sur le genre par l'éducation, un signalement en sécurité et une orientation centrée sur les personnes survivantes.",
    whatWeDo:
      "Nous formons des clubs scolaires et des jeunes leaders sur le consentement, les relations saines et les droits, nous animons un réseau de jeunes écoutants formés, et nous orientons les personnes survivantes vers les centres Isange One Stop (ligne gratuite 3029), les soins médicaux et l'aide juridique.",
    whoWeServe:
      "Des adolescents et des jeunes femmes, scolarisés ou non, ainsi que les enseignants et les parents qui les entourent.",
    where: "Des écoles secondaires à Kigali, Musanze et Huye, et des centres de jeunes à Kicukiro.",
    figures: ["clubs scolaires", "élèves touchés"],
    story: {
      text: "« Avant le club, personne ne parlait de consentement. Aujourd'hui, les élèves viennent nous voir quand quelque chose ne va pas, et nous savons où les orienter. »",
      who: "Un pair éducateur, Musanze",
    },
    highlights: [
      "Programme sur le consentement et les relations saines",
      "Jeunes écoutants formés",
      "Orientation vers un soutien médical, juridique et psychosocial",
    ],
    getInvolved:
      "Accueillez un atelier dans votre école ou votre lieu de travail, rejoignez nos écoutants formés, ou soutenez notre fonds d'orientation.",
  },
  education: {
    title: "Éducation",
    summary: "Une éducation à la santé et au leadership pour les jeunes, scolarisés ou non.",
    whatWeDo:
      "Des clubs après l'école, des camps pendant les vacances et de courtes formations en ligne sur One Health, la santé mentale, le numérique et la prise de parole en public, animés par de jeunes facilitateurs.",
    whoWeServe: "Des élèves du secondaire et des jeunes non scolarisés de 14 à 24 ans.",
    where: "Plus de 120 écoles partenaires dans les cinq provinces, et en ligne.",
    figures: ["écoles partenaires", "jeunes leaders formés"],
    story: {
      text: "« Au camp, j'ai parlé pour la première fois devant cent personnes. Aujourd'hui, je dirige le club santé de mon école. »",
      who: "Eric, cinquième année du secondaire, Huye",
    },
    highlights: [
      "Plus de 120 écoles partenaires",
      "Camps de leadership pendant les vacances",
      "Bourses de recherche One Health pour les élèves",
    ],
    getInvolved: "Encadrez un club, prêtez un lieu pour un camp, ou financez le matériel de cours d'un élève.",
  },
  "human-rights": {
    title: "Droits humains",
    summary:
      "Connaître ses droits et les défendre, pour que les jeunes fassent valoir leurs droits à la santé, à l'éducation et à la participation.",
    whatWeDo:
      "Des séances d'éducation aux droits, des campagnes de plaidoyer menées par des jeunes et des fiches d'évaluation communautaire de la santé qui ouvrent le dialogue entre les jeunes et les autorités locales.",
    whoWeServe:
      "Les jeunes, surtout les filles, les réfugiés et les personnes handicapées, que l'on entend rarement dans la planification locale.",
    where: "Les districts de Gasabo, Kicukiro et Nyarugenge, à Kigali.",
    figures: ["jeunes participants", "dialogues avec les autorités"],
    story: {
      text: "« Notre fiche d'évaluation a montré que le centre de santé n'avait pas de rampe. Six mois plus tard, il y en a une, et mon amie peut y aller seule. »",
      who: "Aline, équipe jeunesse d'évaluation, Kicukiro",
    },
    highlights: [
      "Séances d'éducation aux droits",
      "Campagnes de plaidoyer des jeunes",
      "Dialogues avec les autorités locales",
    ],
    getInvolved:
      "Rejoignez une campagne de plaidoyer, offrez une expertise juridique bénévole, ou invitez-nous dans votre communauté.",
  },
  climate: {
    title: "Climat et santé environnementale",
    summary:
      "L'action des jeunes pour le climat, l'eau potable, les déchets et le volet environnemental de One Health.",
    whatWeDo:
      "Des éco-clubs scolaires, des plantations d'arbres, des campagnes pour l'eau potable et des recherches menées par des jeunes sur les liens entre l'environnement, les animaux et les maladies.",
    whoWeServe:
      "Des élèves et des communautés qui vivent avec les inondations, la chaleur et l'eau insalubre, et qui subissent ces changements en premier.",
    where: "Des éco-clubs à Kigali, Rubavu et Nyamagabe ; des nettoyages le long de la rivière Nyabugogo.",
    figures: ["éco-clubs", "arbres plantés"],
    story: {
      text: "« Nous avons analysé l'eau de notre école : elle n'était pas potable après la pluie. Le district a installé un filtre le trimestre suivant. »",
      who: "Membres d'un éco-club, Rubavu",
    },
    highlights: ["Éco-clubs scolaires", "Campagnes pour l'eau potable", "Recherche One Health menée par des jeunes"],
    getInvolved:
      "Participez à un nettoyage, financez un filtre à eau pour une école, ou devenez partenaire de nos recherches sur l'environnement.",
  },
  "refugee-support": {
    title: "Soutien aux réfugiés",
    summary:
      "Information sur la santé, soutien psychosocial et occasions de prendre des responsabilités pour les jeunes réfugiés.",
    whatWeDo:
      "Des clubs de jeunes animés par des réfugiés, un soutien psychosocial entre pairs, une éducation à la santé sexuelle en plusieurs langues, et du mentorat pour poursuivre des études ou trouver un emploi.",
    whoWeServe: "Les jeunes réfugiés des camps et de Kigali, et les jeunes Rwandais qui vivent à leurs côtés.",
    where: "Les camps de Mahama et de Kiziba, et les réfugiés qui vivent à Kigali.",
    figures: ["réfugiés et autres personnes touchés", "clubs de jeunes"],
    story: {
      text: "« Au club, j'ai trouvé des gens qui me comprenaient. Aujourd'hui, j'aide les nouveaux arrivants à trouver le chemin du centre de santé. »",
      who: "Membre d'un club de jeunes, Mahama",
    },
    highlights: [
      "Clubs de jeunes animés par des réfugiés",
      "Soutien psychosocial entre pairs",
      "Mentorat pour les études et l'emploi",
    ],
    getInvolved:
      "Devenez mentor ou interprète bénévole, soutenez un club de jeunes, ou devenez notre partenaire à Mahama ou à Kiziba.",
  },
};
