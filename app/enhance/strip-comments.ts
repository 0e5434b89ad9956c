/**
 * What the browser scripts (public-enhance.js and sw.js) lose on their way to the phones: their comments, which are
 * for this repository. Whole-line `//` comments, whole-line JSDoc blocks and one-line JSDoc comments within a line
 * (the type casts `/** @type {El} *\/ (x)` of `// @ts-check`: the cast's parentheses stay, harmless), so the types
 * the checker reads cost no bytes (issue 36). Other block comments are kept: none of these files has one.
 * Neither file has "/**" or "//" at the start of a line inside a string or a regular expression; keep it so.
 */
export function stripComments(source: string) {
  return source
    .replace(/^[ \t]*\/\*\*(?:[^*]|\*(?!\/))*\*\/[ \t]*\n/gm, "")
    .replace(/^\s*\/\/.*\n/gm, "")
    .replace(/\/\*\*(?:[^*\n]|\*(?!\/))*\*\/ ?/g, "");
}
