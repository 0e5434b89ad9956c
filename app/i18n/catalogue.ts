import type { Catalogue } from "./en";
import { LANGUAGES, type Lang } from "./languages";
import { frenchDeep } from "./typography";
import { fillMessage, findMessage, type MessageKey, type MessageParams } from "./message";

export type { Catalogue };

const IMPORTS: Record<Lang, () => Promise<Catalogue>> = {
  en: () => import("./en").then((m) => m.en),
  rw: () => import("./rw").then((m) => m.rw),
  // French typography is applied once here, to every string and function of the catalogue (i18n/typography.ts).
  fr: () => import("./fr").then((m) => frenchDeep(m.fr)),
};

/** The catalogues loaded in this process or browser. */
export const CATALOGUES = {} as Record<Lang, Catalogue>;
const loading = new Map<Lang, Promise<void>>();

/** Makes `t(lang)` usable here: at once when it already is. */
export function loadCatalogue(lang: Lang): Promise<void> {
  if (CATALOGUES[lang]) return Promise.resolve();
  let load = loading.get(lang);
  if (!load) {
    load = IMPORTS[lang]().then(
      (catalogue) => void (CATALOGUES[lang] = catalogue),
      (error: unknown) => {
        // A chunk that failed (offline for a moment) may be asked for again.
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, load);
  }
  return load;
}

// The server, the unit tests and the end-to-end specs hold all three catalogues from the start. A browser holds
// only the languages it has shown (issue 28): each is a chunk of its own, fetched by entry.client.tsx before
// hydrating and by root's clientMiddleware before a navigation into another language.
if (typeof document === "undefined") await Promise.all(LANGUAGES.map(loadCatalogue));

/** Every string of the interface in one language (server code: `t(langOfRequest(request))`). */
export function t(lang: Lang): Catalogue {
  const catalogue = CATALOGUES[lang];
  if (!catalogue) throw new Error(`The ${lang} catalogue is not loaded in this browser (loadCatalogue)`);
  return catalogue;
}

/** A server message in `lang`, by its key (en/messages.ts), its {name} placeholders filled. */
export function messageIn(lang: Lang, key: MessageKey, params?: MessageParams): string {
  return fillMessage(t(lang).messages[key], params);
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
