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
  /([\p{L}\p{N})\]"'’%…])?[ \u00a0\u202f]?([:;])(?=\s|$)|([\p{L}\p{N})\]"'’%…])?[ \u00a0\u202f]?([?!]+)(?=[\s»"'’)\].,]|$)/gu;

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
 * A whole French catalogue or content module, its strings spaced and its functions' results too (their arguments
 * may be URLs or addresses: only the marks the result ends words with change, as above).
 */
export function frenchDeep<T>(value: T): T {
  if (typeof value === "string") return frenchText(value) as T;
  if (typeof value === "function") {
    const fn = value as (...args: unknown[]) => unknown;
    const spaced = (...args: unknown[]) => frenchDeep(fn(...args));
    // Same arity as the original: the catalogue test checks that each language's function takes the same arguments.
    return Object.defineProperty(spaced, "length", { value: fn.length }) as T;
  }
  if (Array.isArray(value)) return value.map(frenchDeep) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, frenchDeep(v)])) as T;
  return value;
}
