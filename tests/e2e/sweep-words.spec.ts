import type { Page } from "@playwright/test";
import { CATEGORY_LABELS } from "../../app/content/categories";
import { DONATION_BANKS, ORG, PARTNERS, organisationText } from "../../app/content/organisation";
import { programPages } from "../../app/content/program-pages";
import { en } from "../../app/i18n/en";
import { fr } from "../../app/i18n/fr";
import { rw } from "../../app/i18n/rw";
import { loginAs } from "../support/auth";
import { DEMO, expect, openDb, test } from "../support/fixtures";

/**
 * Issue 35, the words sweep: every public and account page in Kinyarwanda and French (one page per route pattern,
 * JavaScript on and off, the menu, the donation dialog and every <details> open) fails on
 * - a text node, `alt`, `title`, `aria-label` or `placeholder` that is exactly the English text of a catalogue key
 *   (app/i18n/en, the organisation's texts, the program pages, the categories) whose own translation differs;
 * - on French pages, a letter directly followed by ":", ";", "?" or "!" (French wants a narrow no-break space),
 *   outside URLs and times (a mark counts only where it ends a word: followed by a space or the end of the block).
 * Content keeps its own language: an element whose `lang` differs from the page's (an English post on /rw/blog, the
 * switcher's "English") is skipped, and so are names (the organisation's, its partners', its banks').
 */
type Lang = "rw" | "fr";
const norm = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, " ").trim();

function strings(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (node && typeof node === "object") return Object.values(node).flatMap(strings);
  return [];
}
/** Pairs of (English, translation) for the same key, walked side by side. */
function pairs(english: unknown, theirs: unknown): [string, string][] {
  if (typeof english === "string" && typeof theirs === "string") return [[english, theirs]];
  if (english && typeof english === "object" && theirs && typeof theirs === "object")
    return Object.entries(english).flatMap(([k, v]) => pairs(v, (theirs as Record<string, unknown>)[k]));
  return [];
}

const NAMES = new Set(
  [
    ORG.name,
    ORG.shortName,
    ...PARTNERS.map((p) => p.name),
    ...DONATION_BANKS.flatMap((b) => [b.bank, b.accountName]),
  ].map(norm),
);

/** The English texts that must not show on a page in `lang`. */
function forbidden(lang: Lang): Set<string> {
  const catalogue = { rw, fr }[lang];
  const all = [
    ...pairs(en, catalogue),
    ...pairs(organisationText("en"), organisationText(lang)),
    ...pairs(programPages("en"), programPages(lang)),
    ...Object.entries(CATEGORY_LABELS[lang]),
  ];
  // A word both languages use ("Menu", "Type" in French) may be the translation of another key: not English there.
  // The categories' English names are facts the organisation's text carries unchanged into every language (what a
  // post stores): they never count as the other language's words.
  const facts = new Set(Object.keys(CATEGORY_LABELS[lang]));
  const theirs = new Set(
    all
      .map(([, t]) => norm(t))
      .concat(strings(catalogue).map(norm))
      .filter((t) => !facts.has(t)),
  );
  const set = new Set<string>();
  for (const [english, translated] of all) {
    const e = norm(english);
    if (e === norm(translated) || theirs.has(e) || NAMES.has(e)) continue;
    if (e.length < 2 || !/\p{L}/u.test(e)) continue; // numbers, "X"
    set.add(e);
  }
  return set;
}

type Found = { texts: string[]; blocks: string[] };

/** The page's own words: text nodes one by one, the named attributes, and each block's text run together. */
async function pageWords(page: Page, withTitle: boolean): Promise<Found> {
  return page.evaluate((withTitle) => {
    for (const details of document.querySelectorAll("details")) details.open = true;
    const pageLang = document.documentElement.lang;
    const own = (el: Element | null) =>
      !el ||
      ((el.closest("[lang]")?.getAttribute("lang") ?? pageLang) === pageLang &&
        !el.closest("[translate=no], script, style, noscript, template, code, pre"));
    const texts: string[] = [];
    const blocks = new Map<Element, string[]>();
    const blockOf = (el: Element): Element => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const display = getComputedStyle(e).display;
        if (!display.startsWith("inline") && display !== "contents") return e;
      }
      return document.body;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !own(parent)) continue;
      const text = node.textContent ?? "";
      texts.push(text);
      const block = blockOf(parent);
      if (!blocks.has(block)) blocks.set(block, []);
      blocks.get(block)!.push(text);
    }
    for (const el of document.querySelectorAll("[alt], [aria-label], [placeholder], [title]")) {
      if (!own(el)) continue;
      for (const attr of ["alt", "aria-label", "placeholder", "title"]) {
        const value = el.getAttribute(attr);
        if (value) texts.push(value);
      }
    }
    if (withTitle) texts.push(document.title);
    return { texts, blocks: [...blocks.values()].map((parts) => parts.join("")).concat(texts) };
  }, withTitle);
}

// A letter directly before a mark that ends a word: not "https://", "10:30", "?q=" or "a@b.rw".
const UNSPACED = /\p{L}[:;?!]+(?=[\s»")]|$)/u;

/**
 * Posts' and campaigns' titles are content, also where the interface quotes them ("Lire l'article : <title>" for a
 * screen reader): an English title keeps its own colon. They are taken out before the French marks are checked.
 */
function contentTitles(): string[] {
  const db = openDb();
  try {
    const titles = [
      ...(db.prepare("select title from posts").pluck().all() as string[]),
      ...(db.prepare("select title from campaigns").pluck().all() as string[]),
    ];
    return [...new Set(titles.map(norm))].filter(Boolean).sort((a, b) => b.length - a.length);
  } finally {
    db.close();
  }
}
const withoutTitles = (text: string, titles: string[]) => titles.reduce((t, title) => t.split(title).join(" "), text);

async function sweep(page: Page, lang: Lang, path: string, english: Set<string>) {
  const url = path === "/" || path.startsWith("/?") ? `/${lang}${path.slice(1)}` : `/${lang}${path}`;
  const res = await page.goto(url);
  expect(res?.status(), url).toBeLessThan(500);
  await expect(page.locator("html"), url).toHaveAttribute("lang", lang);
  if (test.info().project.use.javaScriptEnabled !== false) await page.waitForLoadState("networkidle");
  // A post's, campaign's or question's page is titled with its content, in the content's language.
  const titles = lang === "fr" ? contentTitles() : [];
  const { texts, blocks } = await pageWords(page, !/^\/(blog|give|questions)\/(?!pay$|tell-us$)[^/?]+$/.test(path));
  const left = [...new Set(texts.map(norm).filter((t) => english.has(t)))];
  const unspaced =
    lang === "fr"
      ? [...new Set(blocks.map((b) => withoutTitles(norm(b), titles)).filter((b) => UNSPACED.test(b)))].map((b) => {
          const i = b.search(UNSPACED);
          return b.slice(Math.max(0, i - 40), i + 10);
        })
      : [];
  return { url, left, unspaced };
}

/** One page of each route pattern that needs an id, found from the demo content through the pages' own links. */
async function discover(page: Page, lang: Lang): Promise<string[]> {
  const first = async (from: string, pattern: RegExp) => {
    await page.goto(`/${lang}${from}`);
    const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    const found = hrefs.find((h) => pattern.test(h));
    expect(found, `a link like ${pattern} on /${lang}${from}`).toBeTruthy();
    return found!.replace(new RegExp(`^/${lang}`), "");
  };
  return [
    await first("/blog", new RegExp(`^/${lang}/blog/[^/?#]+$`)),
    await first("/programs", new RegExp(`^/${lang}/programs/[^/?#]+$`)),
    await first("/give", new RegExp(`^/${lang}/give/(?!pay$|tell-us$)[^/?#]+$`)),
    await first("/questions", new RegExp(`^/${lang}/questions/[^/?#]+$`)),
  ];
}

const PUBLIC = [
  "/",
  "/?donate=1",
  "/blog",
  "/blog?category=Mental+Health",
  "/about",
  "/programs",
  "/contact",
  "/privacy",
  "/terms",
  "/offline",
  "/saved",
  "/newsletter/subscribe",
  "/give",
  "/give/pay",
  "/give/tell-us",
  "/ask",
  "/ask/answer",
  "/questions",
];
const ACCOUNT = ["/signup", "/login", "/forgot-password", `/reset-password/${"x".repeat(43)}`, "/verify-email"];

for (const lang of ["rw", "fr"] as const) {
  test(`no English and French typography on every public page in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    const english = forbidden(lang);
    const found = [];
    for (const path of [...PUBLIC, ...(await discover(page, lang))]) found.push(await sweep(page, lang, path, english));
    expect(found.filter((f) => f.left.length > 0)).toEqual([]);
    expect(found.filter((f) => f.unspaced.length > 0)).toEqual([]);
  });

  test(`no English and French typography on the account screens in ${lang}`, async ({ page }) => {
    test.setTimeout(60_000);
    const english = forbidden(lang);
    const found = [];
    for (const path of ACCOUNT) found.push(await sweep(page, lang, path, english));
    await loginAs(page, DEMO.reader);
    found.push(await sweep(page, lang, "/account", english));
    expect(found.filter((f) => f.left.length > 0)).toEqual([]);
    expect(found.filter((f) => f.unspaced.length > 0)).toEqual([]);
  });
}

test("the sweep's own rules: it would catch an English label and an unspaced French colon", () => {
  expect(forbidden("rw").has("Mental Health")).toBe(true);
  expect(forbidden("fr").has(norm(en.blog.shareByEmail))).toBe(true);
  expect(forbidden("fr").has("Menu")).toBe(false);
  expect(forbidden("rw").has(ORG.name)).toBe(false);
  expect(UNSPACED.test("Numéro du reçu: 2026-00007")).toBe(true);
  expect(UNSPACED.test("Vraiment?")).toBe(true);
  for (const fine of ["Numéro du reçu\u202f: 2026", "à 10:30", "https://example.org/a?b=c", "info@example.org"])
    expect(UNSPACED.test(fine), fine).toBe(false);
});
