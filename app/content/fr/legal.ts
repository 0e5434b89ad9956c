import type { LegalFacts, LegalSection } from "~/content/en/legal";

/** The privacy policy and terms in French: the same sections, in the same order, as app/content/en/legal.ts. */
export const PRIVACY_FR = (org: LegalFacts): LegalSection[] => [
  {
    heading: "Qui sommes-nous",
    paragraphs: [
      `${org.name} est une association à but non lucratif menée par des jeunes, basée à ${org.city}, ${org.country}. Cette politique explique quelles données personnelles ce site recueille et pourquoi.`,
    ],
  },
  {
    heading: "Ce que nous recueillons",
    paragraphs: [
      "Données de compte : votre nom, votre adresse e-mail et votre mot de passe, stocké sous une forme chiffrée et sécurisée, quand vous créez un compte, ainsi que la date de votre dernière connexion.",
      "Messages : ce que vous nous envoyez par le formulaire de contact, avec votre nom et votre adresse e-mail.",
      "Données de lecture : les articles que vous aimez, et un comptage quotidien anonyme des vues d'articles. Nous n'utilisons ni publicité ni scripts de suivi de tiers.",
    ],
  },
  {
    heading: "Pourquoi nous les utilisons",
    paragraphs: [
      "Pour faire fonctionner votre compte, répondre à vos messages, protéger le site (par exemple en limitant les tentatives de connexion répétées) et savoir quels articles sont utiles.",
    ],
  },
  {
    heading: "Nouveaux articles par e-mail",
    paragraphs: [
      "Si vous vous abonnez aux nouveaux articles par e-mail, nous conservons votre adresse e-mail, la langue choisie, ainsi que les dates de votre inscription et de sa confirmation. Aucun compte n'est nécessaire.",
      "Nous les utilisons uniquement pour vous envoyer les nouveaux articles. Chaque e-mail contient un lien pour vous désabonner en un clic, sans vous connecter.",
      "Une fois désabonné, vous ne recevez plus rien de notre part. Si vous êtes connecté, l'export de vos données inclut votre abonnement, et la suppression de votre compte le supprime aussi.",
    ],
  },
  {
    heading: "Questions posées anonymement",
    paragraphs: [
      "Sur la page Poser une question, vous pouvez poser une question sur la santé sexuelle et mentale sans compte. Nous gardons la question, son thème, la tranche d'âge si vous l'indiquez et la façon dont vous voulez la réponse ; une adresse e-mail seulement si vous voulez la réponse par e-mail, effacée une fois la réponse envoyée. Nous ne gardons aucune adresse internet et ne déposons aucun cookie sur cette page ; un code privé n'est gardé que sous une forme qui ne permet pas de retrouver le code.",
      "Seule notre équipe formée lit les questions. La question telle qu'elle a été écrite est effacée 30 jours après que sa réponse a été publiée, envoyée ou lue, ou après 90 jours sans réponse ; seule reste la version publique modifiée d'une réponse de la bibliothèque. Comme rien ne relie une question à une personne, l'export et la suppression des données d'un compte ne concernent pas les questions.",
    ],
  },
  {
    heading: "Les cookies",
    paragraphs: [
      "Nous utilisons un cookie pour vous garder connecté, un cookie de courte durée pour afficher les messages de confirmation et, si vous nous écrivez avant de vous connecter, un cookie qui garde votre message pendant une heure pour qu'il vous attende après la connexion. Tous sont indispensables ; nous ne déposons aucun cookie publicitaire ni de mesure d'audience.",
    ],
  },
  {
    heading: "Combien de temps nous les gardons",
    paragraphs: [
      "Les données de compte sont conservées tant que votre compte existe. Les messages de contact sont conservés deux ans au plus. Les sessions de connexion expirent après 30 jours.",
    ],
  },
  {
    heading: "Vos droits",
    paragraphs: [
      "En vertu de la loi rwandaise n° 058/2021 relative à la protection des données à caractère personnel et de la vie privée, vous pouvez consulter, corriger et supprimer vos données.",
      "Une fois connecté, ouvrez Votre compte (le lien avec votre nom en haut de chaque page) : vous pouvez y changer votre nom et votre mot de passe, télécharger toutes vos données dans un fichier (votre profil, les articles que vous avez aimés et les messages envoyés) et supprimer votre compte après avoir confirmé votre mot de passe. La suppression efface aussitôt votre compte, vos « j'aime » et vos messages.",
      `Pour toute autre demande, écrivez à ${org.email}.`,
    ],
  },
];

export const TERMS_FR = (org: LegalFacts): LegalSection[] => [
  {
    heading: "Utilisation de ce site",
    paragraphs: [
      `En utilisant ce site, vous acceptez ces conditions. Le site est géré par ${org.name} pour faire connaître notre travail et nos programmes.`,
    ],
  },
  {
    heading: "Comptes",
    paragraphs: [
      "Gardez votre mot de passe secret et donnez des informations exactes. Nous pouvons suspendre les comptes utilisés pour harceler d'autres personnes, envoyer du spam ou attaquer le site.",
    ],
  },
  {
    heading: "Contenu",
    paragraphs: [
      "Les articles donnent une information générale et ne remplacent pas un avis médical, juridique ou financier. Pour votre situation, consultez un professionnel qualifié. Vous pouvez partager librement les liens vers nos articles ; merci de nous demander avant de les republier en entier.",
    ],
  },
  {
    heading: "Messages et comportement",
    paragraphs: [
      "Restez respectueux dans les messages que vous nous envoyez. N'envoyez rien d'illégal, d'injurieux ou qui porte atteinte aux droits d'autrui.",
    ],
  },
  {
    heading: "Dons",
    paragraphs: [
      "Les dons par mobile money ou par virement bancaire vont uniquement aux numéros et aux comptes affichés quand vous appuyez sur le bouton de don de ce site. En cas de doute, demandez-nous avant d'envoyer. Contactez-nous pour obtenir un reçu.",
    ],
  },
  {
    heading: "Modifications et contact",
    paragraphs: [
      `Nous pouvons modifier ces conditions ; la date en haut de cette page indique la dernière version. Questions : ${org.email}.`,
    ],
  },
];
