/** The public impact report (issue 39): /impact, /fr/impact, /rw/impact, printable on one A4 page. */
export const impact = {
  title: "Our impact",
  description: "What we reached and did in one period: visits, gifts and young people's questions answered.",
  /** {from} and {to} are the period's first and last days. */
  period: "From {from} to {to}",
  reach: "Reach",
  views: "Page views",
  visitors: "Daily visitors, summed",
  visitorsNote: "Counted without cookies; a person who comes on three days counts three times.",
  byChannel: "Visits by channel",
  money: "Gifts",
  gifts: "Confirmed gifts",
  amount: "Given (RWF)",
  byCampaign: "Gifts by campaign",
  youngPeople: "Young people",
  asked: "Questions asked",
  answered: "Questions answered",
  byTopic: "Questions by topic",
  eventsHeld: "Event dates held",
  eventPeople: "People signed up to events",
  fewerThanFive: "fewer than 5",
  figure: "Figure",
  howCounted: "Groups of fewer than 5 people are not shown by their number, so no figure points to a person.",
  notPublished: "No impact report has been published yet.",
  print: "Print this report",
};
export type ImpactStrings = typeof impact;
