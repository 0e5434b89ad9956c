import type { AnswersStrings } from "~/i18n/en/answers";

export const answers: AnswersStrings = {};
