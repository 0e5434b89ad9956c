import { en, type Catalogue } from "./en";
import { fr } from "./fr";
import type { Lang } from "./languages";
import { fillMessage, findMessage, type MessageKey, type MessageParams } from "./message";
import { rw } from "./rw";

export type { Catalogue };
export const CATALOGUES: Record<Lang, Catalogue> = { en, rw, fr };

/** Every string of the interface in one language (server code: `t(langOfRequest(request))`). */
export const t = (lang: Lang): Catalogue => CATALOGUES[lang];

/** A server message in `lang`, by its key (en/messages.ts), its {name} placeholders filled. */
export function messageIn(lang: Lang, key: MessageKey, params?: MessageParams): string {
  return fillMessage(CATALOGUES[lang].messages[key], params);
}

/**
 * A server message (SPEC §8, a validation message) as the server said it, in English, shown in `lang`: its key is
 * found from the English text (i18n/message.ts), and the key's translation is filled with the same values
 * ("… in 15 minutes." → "… mu minota 15."). A text that is not a catalogue message comes back as it is.
 */
export function translateMessage(message: string, lang: Lang, find = findMessage): string {
  if (lang === "en") return message;
  const found = find(message);
  return found ? messageIn(lang, found.key, found.params) : message;
}
