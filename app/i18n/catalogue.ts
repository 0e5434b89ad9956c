import { en, type Catalogue } from "./en";
import { fr } from "./fr";
import type { Lang } from "./languages";
import { rw } from "./rw";

export type { Catalogue };
export const CATALOGUES: Record<Lang, Catalogue> = { en, rw, fr };

/** Every string of the interface in one language (server code: `t(langOfRequest(request))`). */
export const t = (lang: Lang): Catalogue => CATALOGUES[lang];

/**
 * A server message (SPEC §8, a validation message) in `lang`; one not in the catalogue comes back as it is.
 * Numbers are matched as {n}: "Too many attempts. Try again in 15 minutes." finds the "{n}" entry.
 */
export function translateMessage(message: string, lang: Lang): string {
  if (lang === "en") return message;
  const table = CATALOGUES[lang].messages as Record<string, string>;
  if (Object.hasOwn(table, message)) return table[message];
  const numbers = message.match(/\d+/g);
  if (!numbers) return message;
  const key = message.replace(/\d+/g, "{n}");
  if (!Object.hasOwn(table, key)) return message;
  let i = 0;
  return table[key].replace(/\{n\}/g, () => numbers[i++] ?? "");
}
