import type { Page } from "@playwright/test";
import { CATEGORY_NAMES } from "../../app/content/categories";
import { DONATION_BANKS, ORG, PARTNERS } from "../../app/content/organisation";
import { loginAs } from "../support/auth";
import { DEMO, expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";
import { deletePosts, insertPost, writableDb } from "../support/blog-data";

/**
 * Issue 17: every public page and account screen in Kinyarwanda and French says so (`<html lang>`), lists its
 * alternates, and has no English left in its interface. Content keeps its own language: anything inside an
 * element whose `lang` differs from the page's (an English post on /rw/blog, the switcher's "English") is skipped,
 * and so are proper names (the organisation's, its partners', its banks').
 */
const PROGRAM_SLUGS = ["maternal-health", "gbv-prevention", "education", "human-rights", "climate", "refugee-support"];
const PAGES = [
  "/",
  "/blog",
  "/about",
  "/programs",
  ...PROGRAM_SLUGS.map((s) => `/programs/${s}`),
  "/contact",
  "/privacy",
  "/terms",
  "/newsletter/subscribe",
  "/give",
  "/give/pay",
  "/give/tell-us",
  "/ask",
  "/ask/answer",
  // Issue 27
  "/offline",
  "/saved",
];
const ACCOUNT_SCREENS = ["/login", "/signup", "/forgot-password", `/reset-password/${"x".repeat(43)}`, "/verify-email"];

/** Words English sentences can hardly do without, and that neither Kinyarwanda nor French uses. */
const ENGLISH = new Set(
  "the and your you with our this that is are for from to of please read more sign login log back search send share create here about what who how new all my it by at be can will not".split(
    " ",
  ),
);
const PROPER_NAMES = [
  ORG.name,
  ORG.shortName,
  ...PARTNERS.map((p) => p.name),
  ...DONATION_BANKS.flatMap((b) => [b.bank, b.accountName]),
];

/** The interface's own words on the page: text and the names people hear (alt, aria-label, placeholder, title). */
async function interfaceText(page: Page, withTitle: boolean): Promise<string> {
  return page.evaluate((withTitle) => {
    const pageLang = document.documentElement.lang;
    const own = (el: Element | null) =>
      !el ||
      ((el.closest("[lang]")?.getAttribute("lang") ?? pageLang) === pageLang &&
        !el.closest("[translate=no], script, style, noscript, template"));
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (own(node.parentElement)) parts.push(node.textContent ?? "");
    for (const el of document.querySelectorAll("[alt], [aria-label], [placeholder], [title]")) {
      if (!own(el)) continue;
      for (const attr of ["alt", "aria-label", "placeholder", "title"]) {
        const value = el.getAttribute(attr);
        if (value) parts.push(value);
      }
    }
    if (withTitle) parts.push(document.title);
    return parts.join(" \n ");
  }, withTitle);
}

/**
 * Posts' titles are content too, also where the interface quotes them ("Read more: <title>" for a screen reader), and
 * so are categories a test made up ("E2E Category 52be0520", whose hex can spell "be"); the eight real categories
 * are the interface's, translated on every page, and stay in the text to be checked.
 */
function postTitles(): string[] {
  const db = openDb();
  try {
    const rows = db.prepare("select title, category from posts").all() as { title: string; category: string }[];
    const madeUp = rows.map((r) => r.category).filter((c) => !(CATEGORY_NAMES as readonly string[]).includes(c));
    // Campaigns' titles are content too (a test's campaign may have no translation; an aria-label quotes them).
    const campaigns = db.prepare("select title from campaigns").pluck().all() as string[];
    return [...new Set([...rows.map((r) => r.title), ...madeUp, ...campaigns])].sort((a, b) => b.length - a.length);
  } finally {
    db.close();
  }
}

/** Each English word found, with the words around it (so a failure says where it is). */
function englishWords(text: string): string[] {
  let rest = text;
  for (const name of [...PROPER_NAMES, ...postTitles()]) rest = rest.split(name).join(" ");
  const found: string[] = [];
  for (const match of rest.matchAll(/[A-Za-z']+/g)) {
    if (!ENGLISH.has(match[0].toLowerCase())) continue;
    found.push(
      `${match[0]} in "${rest
        .slice(Math.max(0, match.index - 40), match.index + 40)
        .replace(/\s+/g, " ")
        .trim()}"`,
    );
  }
  return [...new Set(found)];
}

async function expectPageIn(page: Page, lang: "rw" | "fr", path: string) {
  const url = path === "/" ? `/${lang}` : `/${lang}${path}`;
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
  await expect(page.locator("html"), url).toHaveAttribute("lang", lang);
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  expect(alternates.map(([h]) => h).sort(), `${url} hreflang set`).toEqual(["en", "fr", "rw", "x-default"]);
  for (const [, href] of alternates) expect(href, url).toMatch(/^https?:\/\//);
  // A post's title is its content (in the post's language), and so is the page's <title>.
  const text = await interfaceText(page, !path.startsWith("/blog/"));
  expect(englishWords(text), `English words left on ${url}`).toEqual([]);
}

let postIds: string[] = [];
test.beforeAll(() => {
  const english = insertPost({
    title: "An English post for the language pass",
    excerpt: "Read the whole story of the work",
  });
  const kinyarwanda = insertPost({
    title: "Inkuru y'urubyiruko",
    excerpt: "Urubyiruko rwa Kigali rwahuriye hamwe.",
    content: "<p>Urubyiruko rwa Kigali rwahuriye hamwe.</p>",
  });
  const db = writableDb();
  try {
    db.prepare("update posts set lang = 'rw', translation_of = ? where id = ?").run(english, kinyarwanda);
  } finally {
    db.close();
  }
  postIds = [english, kinyarwanda];
});
test.afterAll(() => deletePosts(postIds));

for (const lang of ["rw", "fr"] as const) {
  test(`every public page in ${lang}: lang, hreflang, no English in the interface`, async ({ page }) => {
    // A walk of every public page (events joined them): about 15 s on a quiet 2-core machine, twice that when busy.
    test.setTimeout(90_000);
    for (const path of [...PAGES, `/blog/${postIds[0]}`, `/blog/${postIds[1]}`]) await expectPageIn(page, lang, path);
  });

  test(`every account screen in ${lang}: lang, hreflang, no English in the interface`, async ({ page }) => {
    for (const path of ACCOUNT_SCREENS) await expectPageIn(page, lang, path);
    await loginAs(page, DEMO.reader);
    await expectPageIn(page, lang, "/account");
  });

  test(`axe finds nothing on the main pages in ${lang}`, async ({ page }) => {
    // Six full axe runs in a row: about 3 s each on a quiet 2-core machine, twice that while other specs run.
    test.setTimeout(90_000);
    for (const path of ["/", "/blog", `/blog/${postIds[1]}`, "/contact", "/login", "/signup"]) {
      await page.goto(path === "/" ? `/${lang}` : `/${lang}${path}`);
      await expectNoAxeViolations(page);
    }
  });
}
