/**
 * French typography (issue 35): a narrow no-break space (U+202F) before ":", ";", "?" and "!" and inside « »,
 * as the Imprimerie nationale's rules and every French publisher write them. Applied in the few places every French
 * text passes (the French catalogue as it is loaded, the French content modules, every French e-mail as it is
 * queued), never string by string, so a new string or a label followed by ": " in a template gets it too.
 *
 * A mark is spaced only where it ends a word in running text: ":" and ";" followed by a space or the end, "?" and
 * "!" followed by a space, the end, a closing quote or bracket or more punctuation. So URLs ("https://…?q=a"),
 * times ("10:30"), e-mail addresses, "mailto:x" and HTML entities ("&amp;") are left alone. An ordinary or
 * no-break space already there becomes the narrow one; one already narrow is kept (the function is idempotent).
 */
export const NNBSP = "\u202f";

/**
 * "Label: value" joined by a template (not a catalogue string): in French with the narrow no-break space before the
 * colon, as the catalogue's own strings get it. For page components; e-mails get theirs as they are queued.
 */
export const labelled = (lang: string, label: string, value: string) =>
  lang === "fr" ? `${label}${NNBSP}: ${value}` : `${label}: ${value}`;

const SPACE_BEFORE =
  /([\p{L}\p{N})\]"'’%…\ue100-\ue1ff])?[ \u00a0\u202f]?([:;])(?=\s|$)|([\p{L}\p{N})\]"'’%…\ue100-\ue1ff])?[ \u00a0\u202f]?([?!]+)(?=[\s»"'’)\].,]|$)/gu;

function spaceMarks(text: string): string {
  return text.replace(
    SPACE_BEFORE,
    (whole: string, before1?: string, colon?: string, before2?: string, bang?: string) => {
      const before = before1 ?? before2;
      const mark = colon ?? bang!;
      // Nothing to attach to (the text starts with the mark, or it follows a symbol such as "<!"): as it is.
      if (before === undefined && !/^[ \u00a0\u202f]/.test(whole)) return whole;
      return `${before ?? ""}${NNBSP}${mark}`;
    },
  );
}

function spaceQuotes(text: string): string {
  return text.replace(/«[ \u00a0\u202f]?/g, `«${NNBSP}`).replace(/[ \u00a0\u202f]?»/g, `${NNBSP}»`);
}

/** One French text, plain (no HTML). */
export function frenchText(text: string): string {
  if (!/[:;?!«»]/.test(text)) return text;
  // The ";" of an entity ("&amp;", "&#39;") is not the text's own: set aside (as a private-use character) meanwhile.
  return spaceQuotes(spaceMarks(text.replace(/&(#?\w+);/g, "&$1\ue000"))).replace(/\ue000/g, ";");
}

/**
 * A French HTML body: only the text between tags is changed, never a tag, an attribute (links, styles) or what is
 * inside <code>, <pre>, <style> or <script>; entities stay entities.
 */
export function frenchHtml(html: string): string {
  let raw = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        const tag = /^<(\/?)(code|pre|style|script)\b/i.exec(part);
        if (tag) raw += tag[1] ? -1 : 1;
        return part;
      }
      return raw > 0 ? part : frenchText(part);
    })
    .join("");
}

/**
 * A function's French result with its own words spaced, and the values it was given kept exactly as they came: a
 * post's title ("Antibiotics on the Farm: A Guide"), a name, an address are content, not the catalogue's French.
 * Each value is set aside as a private-use character (which the rule above treats as a word, so "{name}: …" still
 * gets its space) and put back afterwards.
 */
function frenchTemplate(result: string, args: unknown[]): string {
  const kept = [...new Set(args.filter((a): a is string => typeof a === "string" && a.length > 1))]
    .sort((a, b) => b.length - a.length)
    .filter((arg) => result.includes(arg))
    .slice(0, 256);
  const token = (i: number) => String.fromCharCode(0xe100 + i);
  let text = kept.reduce((text, arg, i) => text.split(arg).join(token(i)), result);
  text = frenchText(text);
  return kept.reduce((text, arg, i) => text.split(token(i)).join(arg), text);
}

/** A whole French catalogue or content module, its strings spaced and its functions' results too (see above). */
export function frenchDeep<T>(value: T): T {
  if (typeof value === "string") return frenchText(value) as T;
  if (typeof value === "function") {
    const fn = value as (...args: unknown[]) => unknown;
    const spaced = (...args: unknown[]) => {
      const result = fn(...args);
      return typeof result === "string" ? frenchTemplate(result, args) : frenchDeep(result);
    };
    // Same arity as the original: the catalogue test checks that each language's function takes the same arguments.
    return Object.defineProperty(spaced, "length", { value: fn.length }) as T;
  }
  if (Array.isArray(value)) return value.map(frenchDeep) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, frenchDeep(v)])) as T;
  return value;
}
