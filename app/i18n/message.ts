import { messages as english, type MessageKey, type MessageStrings } from "./en/messages";

export type { MessageKey };

/** The names between braces in an English message: "Name is too long ({max} characters at most)" → "max". */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
export type MessageParams = Record<string, string | number>;
type ParamsOf<K extends MessageKey> = [Placeholders<(typeof english)[K]>] extends [never]
  ? []
  : [Record<Placeholders<(typeof english)[K]>, string | number>];

/** Puts the values into a message's {name} placeholders; one without a value stays as it is. */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * A server message in English, by its key (en/messages.ts): what the domain layer and the zod schemas say, and
 * what the API answers, word for word. `msg("nameTooLong", { max: 100 })`; a placeholder left out fails typecheck.
 */
export function msg<K extends MessageKey>(key: K, ...params: ParamsOf<K>): string {
  return fillMessage(english[key], params[0]);
}

export type FoundMessage = { key: MessageKey; params: MessageParams };
type Template = { key: MessageKey; pattern: RegExp; names: string[]; literal: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Finds a message's key from its English text: a text that travelled without its key (the API's answer, a flash
 * toast's cookie, a zod issue, a form's action data). Built from an English table, so the text a key produces
 * today always leads back to that key, however it was worded yesterday. A text with values ("… in 15 minutes.")
 * is matched by its template; when two templates match, the one with more fixed words wins.
 */
export function messageFinder(table: MessageStrings) {
  const exact = new Map<string, MessageKey>();
  const templates: Template[] = [];
  for (const key of Object.keys(table) as MessageKey[]) {
    const text = table[key];
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (names.length === 0) {
      exact.set(text, key);
      continue;
    }
    const parts = text.split(/\{\w+\}/);
    templates.push({
      key,
      names,
      pattern: new RegExp(`^${parts.map(escape).join("(.+?)")}$`),
      literal: parts.join("").length,
    });
  }
  templates.sort((a, b) => b.literal - a.literal);
  return (text: string): FoundMessage | undefined => {
    const key = exact.get(text);
    if (key) return { key, params: {} };
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (match)
        return {
          key: template.key,
          params: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!])),
        };
    }
    return undefined;
  };
}

/** The finder over today's English catalogue, built once at start. */
export const findMessage = messageFinder(english);
