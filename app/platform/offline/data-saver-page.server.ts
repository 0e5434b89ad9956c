import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseSheet, pageCss } from "./page-css";

/**
 * The data saver's copy of a static page (issue 27, docs/decisions/029 "Meeting 15 KB"): what a first view from a
 * shared link downloads is the page itself. The site's stylesheet (about 9 KB compressed, for every page of the
 * site) becomes a `<style>` with only the rules this page can use, and the icon and the pictures' tiny
 * placeholders are written into the page (`data:`: a request's headers alone weigh more than a placeholder), so
 * the page needs no other request to look right. The guest cache keeps this copy apart (Vary:
 * Save-Data); the ordinary copy keeps the shared, cached stylesheet.
 *
 * The enhancement module (about 5 KB) is not fetched by a reader's first page either: a few lines in the page load
 * it on the first touch or key, at once on any later page (from the browser's cache if it came before), and at
 * once where the page has a quick exit. They mark the first page (`data-first-view`), where the module does not
 * start the offline worker. A tap on something the module handles (a picture's placeholder, Donate,
 * Share, Copy, the map) waits for it and is then replayed, so it does what it does on the ordinary page; if the
 * module cannot be fetched, the tap does what it does without JavaScript. The lines are allowed by their hash in
 * the page's Content-Security-Policy (security-headers.server.ts), never by 'unsafe-inline'.
 *
 * Reads the built files under build/client (the production server's working directory is the project); where they
 * are missing (the dev server serves them from memory) the page is left as it is.
 */
const CLIENT = path.resolve("build/client");
const files = new Map<string, string | null>();

function builtFile(urlPath: string): string | null {
  if (!files.has(urlPath)) {
    const file = path.join(CLIENT, urlPath);
    let text: string | null = null;
    if (file.startsWith(CLIENT + path.sep)) {
      try {
        text = fs.readFileSync(file, "utf8");
      } catch {
        text = null;
      }
    }
    files.set(urlPath, text);
  }
  return files.get(urlPath) ?? null;
}

const sheets = new Map<string, ReturnType<typeof parseSheet>>();
function sheetOf(href: string) {
  if (!sheets.has(href)) {
    const css = builtFile(href);
    if (css === null) return null;
    sheets.set(href, parseSheet(css));
  }
  return sheets.get(href) ?? null;
}

// Classes the enhancement module puts on elements it makes (toasts, the offline lists): words of its string
// literals. A few words that are no class cost nothing (no rule names them).
const moduleClasses = new Map<string, string[]>();
function classesOfModule(src: string | undefined): string[] {
  if (!src) return [];
  if (!moduleClasses.has(src)) {
    const words = [...(builtFile(src) ?? "").matchAll(/(["'`])((?:(?!\1)[^\\\n])*)\1/g)].flatMap((m) =>
      m[2].split(/\s+/).filter((w) => /^[\w:/.[\]%-]+$/.test(w)),
    );
    moduleClasses.set(src, [...new Set(words)]);
  }
  return moduleClasses.get(src) ?? [];
}

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/;

/**
 * The page's own rules (page-css.ts) from the site's stylesheet it links, with the link itself (`tag`), or null
 * when the page links none or the built sheet cannot be read. Shared by the data saver and the first view
 * (first-view-page.server.ts).
 */
export function pageRules(html: string): { tag: string; href: string; css: string } | null {
  const match = STYLESHEET.exec(html);
  const sheet = match ? sheetOf(match[1]!) : null;
  if (!match || !sheet) return null;
  const css = pageCss(sheet, html, classesOfModule(MODULE.exec(html)?.[1]));
  // A `</style` inside the CSS would end the element early; Tailwind's output never has one.
  return /<\/style/i.test(css) ? null : { tag: match[0], href: match[1]!, css };
}
const ICON = /<link rel="icon" href="(\/favicon\.svg)" type="image\/svg\+xml"\/>/;
const MODULE = /<script type="module" src="(\/assets\/[\w.-]+\.js)"><\/script>/;

// What the module handles on a click (public-enhance.js): the taps that wait for it rather than fall through.
const HANDLED = "a[data-tap-load],a[data-donate],a[data-donate-close],a[data-share],button[data-copy],button[data-map]";

/** The page's few lines that load the module `src` when it is needed (see above). No `</script` can occur in it. */
export function moduleLoader(src: string): string {
  return [
    `let done=0,p;const load=()=>p??=import(${JSON.stringify(src)}).then(()=>{done=1},()=>{done=1});`,
    `addEventListener("click",e=>{const a=!done&&e.target.closest?.(${JSON.stringify(HANDLED)});`,
    `if(a){e.preventDefault();load().then(()=>a.click())}},true);`,
    `for(const t of["pointerdown","keydown"])addEventListener(t,load,{once:true,passive:true});`,
    `let first=true;try{first=!localStorage.getItem("yoh-seen");localStorage.setItem("yoh-seen","1")}catch{}`,
    `if(first)document.documentElement.dataset.firstView="";`,
    `if(!first||document.querySelector("[data-quick-exit]"))load();`,
  ].join("");
}

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** The bytes of a picture's tiny placeholder (the image route's tiny.webp), or null. */
export type TinyBytes = (hash: string) => Promise<Buffer | null>;

// Placeholders as data: URIs, by picture; bounded (a few hundred bytes each), oldest out first.
const tinies = new Map<string, string>();
const TINY_KEPT = 2000;

async function tinyUri(hash: string, bytesOf: TinyBytes): Promise<string | null> {
  const known = tinies.get(hash);
  if (known) return known;
  const bytes = await bytesOf(hash);
  if (!bytes) return null;
  const uri = `data:image/webp;base64,${bytes.toString("base64")}`;
  if (tinies.size >= TINY_KEPT) tinies.delete(tinies.keys().next().value!);
  tinies.set(hash, uri);
  return uri;
}

/** The data saver's copy of `html`, and the hash of the inline script it now has (for the CSP), if any. */
export async function dataSaverPage(
  html: string,
  tinyBytes: TinyBytes,
): Promise<{ html: string; scriptHash: string | null }> {
  let out = html;
  let scriptHash: string | null = null;
  const hashes = new Set([...html.matchAll(/ src="\/images\/([0-9a-f]{32})\/tiny\.webp"/g)].map((m) => m[1]!));
  for (const hash of hashes) {
    const uri = await tinyUri(hash, tinyBytes);
    if (!uri) continue;
    out = out
      .replaceAll(` src="/images/${hash}/tiny.webp"`, () => ` src="${uri}"`)
      // The preload React writes for a first picture: nothing left to fetch.
      .replace(new RegExp(`<link rel="preload" as="image" href="/images/${hash}/tiny\\.webp"[^>]*/>`, "g"), "");
  }
  const rules = pageRules(html);
  if (rules) out = out.replace(rules.tag, () => `<style>${rules.css}</style>`);
  const icon = ICON.exec(out)?.[1];
  const svg = icon ? builtFile(icon) : null;
  if (svg) {
    const data = `data:image/svg+xml,${encodeURIComponent(svg.trim()).replace(/%20/g, " ")}`;
    out = out.replace(ICON, () => `<link rel="icon" href="${data.replace(/"/g, "&quot;")}" type="image/svg+xml"/>`);
  }
  const src = MODULE.exec(out)?.[1];
  if (src && builtFile(src) !== null) {
    const loader = moduleLoader(src);
    scriptHash = sha256(loader);
    out = out.replace(MODULE, () => `<script type="module">${loader}</script>`);
  }
  return { html: out, scriptHash };
}
