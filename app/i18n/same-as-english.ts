/**
 * Strings that are rightly the same in English and another language (a name, a word both use). The catalogue test
 * fails on any other string left in English, so an untranslated string cannot slip through unnoticed.
 */
export const SAME_AS_ENGLISH: Record<"rw" | "fr", readonly string[]> = {
  rw: [],
  fr: ["Menu", "Notification", "Type", "Message", "Date", "E-mail"],
};
