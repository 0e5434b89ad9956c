import type { AnswersStrings } from "~/i18n/en/answers";

export const answers: AnswersStrings = {
  mail: {
    subject: (org: string) => `Une réponse de ${org}`,
    hello: "Bonjour,",
    intro: (org: string) => `Vous avez posé une question à ${org}. Voici notre réponse.`,
    yourQuestion: "Votre question, telle que nous l'avons comprise :",
    answer: "Notre réponse :",
    helpLines:
      "Si vous êtes en danger maintenant, ou si vous avez besoin de parler à quelqu'un, ces lignes peuvent vous aider :",
    privacy:
      "Nous avons effacé votre adresse e-mail de nos registres maintenant que cette réponse est en route. Vous pouvez poser une autre question à tout moment :",
    askAgain: "Poser une autre question",
  },
};
