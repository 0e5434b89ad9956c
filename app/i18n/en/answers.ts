/** What the asker receives: the answer by e-mail, in their language (issue 26). */
export const answers = {};
export type AnswersStrings = typeof answers;
