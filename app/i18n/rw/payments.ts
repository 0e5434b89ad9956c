import type { PaymentsStrings } from "~/i18n/en/payments";

export const payments: PaymentsStrings = {
  prompt: (org) => `Impano kuri ${org}`,
  form: {
    title: "Ishyura ukoresheje MTN MoMo",
    intro:
      "Twohereza ubusabe bwo kwishyura kuri telefoni yawe. Ubwemeza ukoresheje PIN ya MoMo: nta kintu gikurwaho mbere y'aho.",
    phone: "Nimero ya MTN MoMo",
    phoneHint: "Nimero izakira ubusabe, nka 078 123 4567",
    amount: "Amafaranga (RWF)",
    amountHint: (min: string, max: string) =>
      `Amafaranga y'u Rwanda yuzuye, imibare gusa: kuva kuri ${min} kugeza kuri ${max}`,
    name: "Izina ryawe (si ngombwa)",
    email: "Imeyili yawe (si ngombwa, kugira ngo ubone inyemezabwishyu)",
    showName: "Garagaza izina ryanjye ku rutonde rw'abatanze",
    submit: "Ishyura ukoresheje MTN MoMo",
    sending: "Turimo kohereza ubusabe…",
    unavailable: "Kwishyura kuri murandasi ntibishoboka ubu: koresha ubundi buryo bwo gutanga buri hepfo.",
  },
  status: {
    metaTitle: "Kwishyura kwawe kuri MoMo",
    pendingTitle: "Emeza kwishyura kuri telefoni yawe",
    pendingText: (amount: string, phone: string) =>
      `Ubusabe bwa ${amount} bwoherejwe kuri ${phone}. Fungura ubutumwa bwa MTN MoMo kuri telefoni yawe (cyangwa ukande *182*7*1#) maze ubwemeze ukoresheje PIN yawe.`,
    pendingRefresh: (seconds: number) => `Uru rupapuro rwongera kureba rwonyine buri masegonda ${seconds}.`,
    sendingText: (amount: string, phone: string) =>
      `Turimo kohereza ubusabe bwa ${amount} kuri ${phone}. Ubutumwa bwa MTN MoMo nibugera kuri telefoni yawe (cyangwa ukande *182*7*1#), bwemeze ukoresheje PIN yawe.`,
    unconfirmedTitle: "Ubwishyu bwawe ntiburemezwa",
    unconfirmedText: (amount: string, phone: string) =>
      `MTN MoMo ntiraremeza ubusabe bwacu bwa ${amount} kuri ${phone}. Bushobora kugera kuri telefoni yawe: nubona ubutumwa, bwemeze. Uru rupapuro rukomeza kubaza MTN kandi ruzerekana uko byarangiye.`,
    doNotPayAgain:
      "Ntwongere kwishyura: ubu bwishyu buracyakurikiranwa, kandi ubwa kabiri bushobora gutuma wishyura kabiri.",
    checkAgain: "Ongera urebe",
    amount: "Amafaranga",
    number: "Nimero",
    successTitle: "Murakoze!",
    successText: (amount: string) => `Impano yawe ya ${amount} yakiriwe. Ni yo ituma akazi kacu gashoboka.`,
    receiptNote: "Inyemezabwishyu irakugeraho kuri imeyili yawe.",
    failedTitle: "Kwishyura ntikwakunze",
    expiredTitle: "Igihe cy'ubusabe bwo kwishyura cyarangiye",
    nothingCharged: "Nta mafaranga yakuweho.",
    tryAgain: "Ongera ugerageze",
    backToGive: "Ubundi buryo bwo gutanga",
    reasons: {
      expired: "Ubusabe ntibwemejwe mu gihe cyagenwe.",
      rejected: "Kwishyura kwanzwe kuri telefoni.",
      funds: "Nta mafaranga ahagije yari kuri konti ya MoMo.",
      payer: "Iyi nimero nta konti ya MTN MoMo ifite.",
      unavailable: "Ntitwabashije kugera kuri MTN MoMo.",
      neverSent: "Ubusabe ntibwigeze bugera kuri MTN MoMo.",
      other: "MTN MoMo ntiyarangije kwishyura.",
    },
  },
};
