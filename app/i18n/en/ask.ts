/** Asking anonymously: the question form, its confirmation and the private answer (issue 26). */
export const ask = {};
export type AskStrings = typeof ask;
