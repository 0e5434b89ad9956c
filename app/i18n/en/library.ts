/** The library of answered questions (issue 26). */
export const library = {};
export type LibraryStrings = typeof library;
