import type { GivingStrings } from "~/i18n/en/giving";

export const giving: GivingStrings = {
  title: "Donner",
  subtitle: "Choisissez à quoi sert votre don, et comment le faire.",
  metaDescription: (org: string) =>
    `Faites un don à ${org} : nos campagnes, leur avancement et toutes les façons de donner au Rwanda.`,
  campaignsTitle: "Nos campagnes",
  noCampaigns: "Aucune campagne en cours pour le moment. Vous pouvez toujours donner là où c'est le plus utile.",
  raisedOf: (raised: string, goal: string) => `${raised} collectés sur ${goal}`,
  goalReached: "Objectif atteint",
  gifts: (n: number) => (n === 1 ? "1 don" : `${n} dons`),
  daysLeft: (n: number) => (n === 1 ? "Plus qu'1 jour" : `Plus que ${n} jours`),
  lastDay: "Dernier jour",
  noEndDate: "Sans date de fin",
  progressLabel: (title: string) => `Avancement de ${title}`,
  giveToThis: "Donner à cette campagne",
  mostNeededTitle: "Là où c'est le plus utile",
  mostNeededText:
    "Un don sans campagne va là où le besoin est le plus grand : formations, sensibilisation et soutien dans nos programmes.",
  mostNeededRaised: (raised: string, n: string) => `${raised} donnés jusqu'ici, en ${n}`,
  waysTitle: "Toutes les façons de donner",
  waysIntro:
    "Envoyez par mobile money ou virement bancaire, puis parlez-nous de votre don pour que nous puissions vous remercier et le compter.",
  tellUs: "Parlez-nous de votre don",
  tellUsText:
    "Vous avez envoyé de l'argent par virement ou mobile money ? Dites-le-nous, pour que nous le confirmions et vous envoyions un reçu.",
  cardSoon: "Payer en ligne par carte — Bientôt disponible",
  closedTitle: "Cette campagne est terminée",
  closedRaised: (raised: string, goal: string, gifts: string) => `${raised} collectés sur ${goal}, grâce à ${gifts}.`,
  closedThanks: "Merci à toutes celles et ceux qui ont donné. Vous pouvez toujours donner là où c'est le plus utile.",
  closedOn: (date: string) => `Terminée le ${date}`,
  endsOn: (date: string) => `Se termine le ${date}`,
  startedOn: (date: string) => `Commencée le ${date}`,
  donorsTitle: "Donateurs",
  donorsIntro: "Les personnes qui ont choisi d'être nommées. Merci !",
  noDonors: "Aucun donateur nommé pour l'instant.",
  backToGive: "Toutes les campagnes et façons de donner",
  preview: "Aperçu : seule l'équipe voit cette campagne tant qu'elle n'est pas active.",
  featuredKicker: "Campagne",
  seeAll: "Voir toutes les campagnes",
  dialogLink: "Voir nos campagnes et toutes les façons de donner",
};
