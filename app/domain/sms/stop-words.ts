import type { Lang } from "~/i18n/languages";

/**
 * A reply that ends every SMS to its number (issue 38 §3): STOP, HAGARIKA or ARRÊT in any case, with or without
 * accents, alone in the message (spaces and a final full stop or exclamation mark allowed). Returns the language the
 * confirmation goes in, or null when the text is anything else.
 */
const WORDS: Record<string, Lang> = { stop: "en", hagarika: "rw", arret: "fr" };

export function stopWordLang(text: string): Lang | null {
  const plain = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s.!]+$/u, "")
    .trim();
  return WORDS[plain] ?? null;
}
