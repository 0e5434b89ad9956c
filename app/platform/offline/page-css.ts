/**
 * The data saver's own stylesheet (issue 27, docs/decisions/029 "Meeting 15 KB"): the rules of the site's one
 * built stylesheet that a given page can use, to be written into that page as a `<style>`. A rule is kept when
 * every class its selector names is on the page (or in the enhancement module's own class strings); rules that
 * name no class (the reset, element and attribute rules) always stay. Custom properties (Tailwind's theme and
 * `--tw-*` variables, `@property`) stay only when something kept uses them.
 *
 * Tailwind 4's output is flat, minified CSS: style rules inside `@layer`, `@media` and `@supports` blocks, plus
 * `@property` and `@keyframes`. This reads exactly that shape (strings and escapes respected); it is not a
 * general CSS parser, and anything it does not understand is kept whole.
 */
type Node = { prelude: string; body: string; children: Node[] | null };

const GROUPS = /^@(?:layer|media|supports|container)\b/;

/** The blocks of a stylesheet: `prelude{body}` (and `@layer a,b;` statements, kept with an empty body). */
export function parseSheet(css: string): Node[] {
  const nodes: Node[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i])) i++;
    if (css.startsWith("/*", i)) {
      const end = css.indexOf("*/", i + 2);
      i = end === -1 ? css.length : end + 2;
      continue;
    }
    if (i >= css.length) break;
    const open = scan(css, i, "{;");
    if (open === -1) break;
    const prelude = css.slice(i, open).trim();
    if (css[open] === ";") {
      nodes.push({ prelude: `${prelude};`, body: "", children: null });
      i = open + 1;
      continue;
    }
    const close = matching(css, open);
    const body = css.slice(open + 1, close);
    nodes.push({ prelude, body, children: GROUPS.test(prelude) ? parseSheet(body) : null });
    i = close + 1;
  }
  return nodes;
}

/** The index of the first of `chars` at nesting depth 0 from `from`, outside strings and escapes; -1 if none. */
function scan(css: string, from: number, chars: string): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = endOfString(css, i);
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0 && chars.includes(c)) return i;
  }
  return -1;
}

function endOfString(css: string, at: number): number {
  for (let i = at + 1; i < css.length; i++) {
    if (css[i] === "\\") i++;
    else if (css[i] === css[at]) return i;
  }
  return css.length;
}

function matching(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = endOfString(css, i);
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  return css.length;
}

/** The selectors of a list, split at its top-level commas (not those inside `:is(...)` or `:where(...)`). */
function selectors(list: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let at = scan(list, 0, ","); at !== -1; at = scan(list, from, ",")) {
    out.push(list.slice(from, at));
    from = at + 1;
  }
  out.push(list.slice(from));
  return out;
}

const classesOf = (selector: string) =>
  [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1].replace(/\\(.)/g, "$1"));

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'" };
const decode = (text: string) =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (all, hex?: string, dec?: string, name?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(+dec) : (ENTITIES[name!] ?? all),
  );

/** Every class token in the `class="..."` attributes of a page (as React writes them: double quotes, entities). */
export function classesIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of decode(m[1]!).split(/\s+/)) if (c) used.add(c);
  return used;
}

function subset(nodes: Node[], used: Set<string>): string {
  let out = "";
  for (const node of nodes) {
    if (node.children) {
      const inner = subset(node.children, used);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else if (node.prelude.startsWith("@") || node.body === "") {
      out += node.body === "" && node.prelude.endsWith(";") ? node.prelude : `${node.prelude}{${node.body}}`;
    } else {
      const kept = selectors(node.prelude).filter((s) => classesOf(s).every((c) => used.has(c)));
      if (kept.length) out += `${kept.join(",")}{${node.body}}`;
    }
  }
  return out;
}

const DECLARED = /(^|[{;])(--[\w-]+):((?:[^;}"'\\]|\\.|"[^"]*"|'[^']*')*)(?=[;}])/g;
const PROPERTY = /@property (--[\w-]+)\{[^}]*\}/g;

/** Drops custom properties (declarations and `@property`) that nothing kept refers to, until nothing changes. */
function pruneVariables(css: string, page: string): string {
  for (;;) {
    const without = css.replace(DECLARED, "$1").replace(PROPERTY, "");
    const referenced = new Set([...`${without}${page}`.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
    // Values of kept declarations may refer to others (`--font-sans` through `--default-font-family`).
    for (const m of css.matchAll(DECLARED))
      if (referenced.has(m[2])) for (const r of m[3].matchAll(/var\((--[\w-]+)/g)) referenced.add(r[1]);
    const next = css
      .replace(DECLARED, (all, before: string, name: string) => (referenced.has(name) ? all : before))
      .replace(PROPERTY, (all, name: string) => (referenced.has(name) ? all : ""))
      .replace(/;+(?=[;}])|(?<=\{);+/g, "")
      .replace(/(?:[^{}]*\{\})+/g, (empty) => (empty.includes("@layer ") && !empty.includes("{}") ? empty : ""));
    if (next === css) return css;
    css = next;
  }
}

// The CSS of pages with the same classes and variables is the same: a page rendered for every reader (`/ask`,
// issue 40) must not filter the whole sheet each time (it cost ~25 ms a request). Bounded, oldest out first.
const made = new WeakMap<Node[], Map<string, string>>();
const KEPT = 500;

/** The stylesheet a page needs: the rules of `sheet` its classes (and `always`) can match. */
export function pageCss(sheet: Node[], html: string, always: Iterable<string> = []): string {
  const used = classesIn(html);
  for (const c of always) used.add(c);
  const variables = new Set([...html.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
  const key = `${[...used].sort().join(" ")}\n${[...variables].sort().join(" ")}`;
  let known = made.get(sheet);
  if (!known) made.set(sheet, (known = new Map()));
  const hit = known.get(key);
  if (hit !== undefined) return hit;
  const css = pruneVariables(subset(sheet, used), html);
  if (known.size >= KEPT) known.delete(known.keys().next().value!);
  known.set(key, css);
  return css;
}
