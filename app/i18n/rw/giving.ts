import type { GivingStrings } from "~/i18n/en/giving";

export const giving: GivingStrings = {
  title: "Tanga",
  subtitle: "Hitamo icyo impano yawe igenewe, n'uburyo bwo kuyitanga.",
  metaDescription: (org: string) =>
    `Tera inkunga ${org}: ubukangurambaga bwacu, aho bugeze, n'uburyo bwose bwo gutanga mu Rwanda.`,
  campaignsTitle: "Ubukangurambaga bwacu",
  noCampaigns: "Nta bukangurambaga buriho ubu. Ushobora gutanga aho bikenewe cyane.",
  raisedOf: (raised: string, goal: string) => `${raised} byakusanyijwe kuri ${goal}`,
  goalReached: "Intego yagezweho",
  gifts: (n: number) => (n === 1 ? "Impano 1" : `Impano ${n}`),
  daysLeft: (n: number) => (n === 1 ? "Hasigaye umunsi 1" : `Hasigaye iminsi ${n}`),
  lastDay: "Umunsi wa nyuma",
  noEndDate: "Nta tariki yo kurangira",
  progressLabel: (title: string) => `Aho ${title} bugeze`,
  giveToThis: "Tanga kuri ubu bukangurambaga",
  mostNeededTitle: "Aho bikenewe cyane",
  mostNeededText:
    "Impano idafite ubukangurambaga ijya aho ikenewe cyane: amahugurwa, ubukangurambaga mu baturage n'ubufasha muri gahunda zacu.",
  mostNeededRaised: (raised: string, n: string) => `${raised} bimaze gutangwa, mu ${n}`,
  waysTitle: "Uburyo bwose bwo gutanga",
  waysIntro:
    "Ohereza ukoresheje mobile money cyangwa banki, hanyuma utubwire ibyerekeye impano yawe kugira ngo tugushimire kandi tuyibare.",
  tellUs: "Tubwire ibyerekeye impano yawe",
  tellUsText:
    "Wohereje amafaranga kuri banki cyangwa kuri mobile money? Tubwire, kugira ngo tuyemeze tukoherereze inyemezabwishyu.",
  cardSoon: "Kwishyura kuri interineti ukoresheje ikarita — Bizaza vuba",
  closedTitle: "Ubu bukangurambaga bwarangiye",
  closedRaised: (raised: string, goal: string, gifts: string) =>
    `Hakusanyijwe ${raised} kuri ${goal}, bivuye mu ${gifts}.`,
  closedThanks: "Turashimira abatanze bose. Ushobora gukomeza gutanga aho bikenewe cyane.",
  closedOn: (date: string) => `Bwarangiye ku wa ${date}`,
  endsOn: (date: string) => `Burangira ku wa ${date}`,
  startedOn: (date: string) => `Bwatangiye ku wa ${date}`,
  donorsTitle: "Abatanze",
  donorsIntro: "Abahisemo ko amazina yabo agaragara. Murakoze!",
  noDonors: "Nta mazina y'abatanze aragaragara.",
  backToGive: "Ubukangurambaga bwose n'uburyo bwo gutanga",
  preview: "Igerageza: abakozi bonyine ni bo babona ubu bukangurambaga kugeza butangiye.",
  featuredKicker: "Ubukangurambaga",
  seeAll: "Reba ubukangurambaga bwose",
  dialogLink: "Reba ubukangurambaga bwacu n'uburyo bwose bwo gutanga",
};
