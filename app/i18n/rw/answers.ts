import type { AnswersStrings } from "~/i18n/en/answers";

export const answers: AnswersStrings = {
  mail: {
    subject: (org: string) => `Igisubizo cya ${org}`,
    hello: "Muraho,",
    intro: (org: string) => `Wabajije ${org} ikibazo. Dore igisubizo cyacu.`,
    yourQuestion: "Ikibazo cyawe, uko twacyumvise:",
    answer: "Igisubizo cyacu:",
    helpLines: "Niba uri mu kaga ubu, cyangwa ukeneye kuganira n'umuntu, iyi mirongo yagufasha:",
    privacy:
      "Twasibye imeyili yawe mu byo tubika kuko iki gisubizo kiguhagezeho. Ushobora kongera kubaza ikindi kibazo igihe cyose:",
    askAgain: "Baza ikindi kibazo",
  },
};
