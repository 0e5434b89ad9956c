import type { Page } from "@playwright/test";
import { bearer, createSessionToken, sessionCookieValue, type Account } from "../support/sessions";
import { DEMO, expect, openDb, test } from "../support/fixtures";

// Issue 35, item 1 and its sweep: on a 360 px phone every visible control of every page is a 44 × 44 px target
// (the project's rule, WCAG 2.5.5), with JavaScript on and off, in every language the page has, with the menu, the
// donation dialog and every <details> open. Inline links in running text are excepted, as WCAG 2.5.8 does.

test.use({ viewport: { width: 360, height: 740 } });

const MIN = 44;
// Subpixel layout rounds a 2.75rem box to 43.99…; a half pixel below is still 44 on the phone's screen.
const TOLERANCE = 0.5;

/**
 * Runs in the page (no closure): each visible control under `root` smaller than 44 × 44, described.
 * A checkbox or radio is judged by its label when it has one (tapping the label is tapping the control).
 */
function offendersIn(args: { root: string; min: number }) {
  const { root, min } = args;
  const scope = document.querySelector(root) ?? document.body;
  const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, label, [role=button]";
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    // The visually hidden pattern (sr-only: 1 × 1 px, clipped) is not a target one can see.
    if (r.width <= 2 || r.height <= 2) return false;
    return el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  };
  const hasLetter = (s: string) => /\p{L}/u.test(s);
  /** A link inside a sentence: inline, in a paragraph or list item with words of its own besides links. */
  const inRunningText = (el: Element) => {
    if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
    const block = el.closest("p, li, dd, td, figcaption, blockquote");
    if (!block) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.parentElement?.closest("a, button") && block.contains(n.parentElement.closest("a, button")!)) continue;
      if (hasLetter(n.textContent ?? "")) return true;
    }
    return false;
  };
  const describe = (el: Element) => {
    const tag = el.tagName.toLowerCase();
    const attr = (name: string) => el.getAttribute(name);
    const type = tag === "input" ? `[type=${attr("type") ?? "text"}]` : "";
    const id = attr("id") ? `#${attr("id")}` : attr("name") ? `[name=${attr("name")}]` : "";
    const text = (attr("aria-label") || (el as HTMLElement).innerText || attr("placeholder") || attr("href") || "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 40);
    return `${tag}${type}${id}${text ? ` "${text}"` : ""}`;
  };
  const seen = new Set<Element>();
  const found: string[] = [];
  for (const el of scope.querySelectorAll(selector)) {
    let target: Element = el;
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio") && el.labels?.length)
      target = el.labels[0]!;
    // A label is a target when it wraps a control (or is a checkbox's or radio's); a field's caption is not.
    if (el.tagName === "LABEL" && !el.querySelector("input:not([type=hidden]), select, textarea")) continue;
    if (seen.has(target) || !visible(target) || inRunningText(target)) continue;
    seen.add(target);
    const r = target.getBoundingClientRect();
    if (r.width < min || r.height < min)
      found.push(`${describe(target)} ${Math.round(r.width * 10) / 10}×${Math.round(r.height * 10) / 10}`);
  }
  return found;
}

/** Opens every <details> (the menus among them) and returns the offenders of the page, or of `root` in it. */
async function sweep(page: Page, root = "body") {
  await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
  return page.evaluate(offendersIn, { root, min: MIN - TOLERANCE });
}

const LANGS = ["", "/rw", "/fr"] as const;

/** The first link on a listing that matches a pattern: a representative page of a route with a parameter. */
async function firstLink(page: Page, listing: string, pattern: RegExp) {
  await page.goto(listing);
  const hrefs = await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${listing}`).toBeTruthy();
  return href!;
}

/** The offenders of one page; `notFound` for the page of an unknown private code (a 404 a visitor does see). */
async function visit(page: Page, path: string, { notFound = false } = {}) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(notFound ? 404 : 200);
  return (await sweep(page)).map((o) => `${path}: ${o}`);
}

async function signIn(page: Page, account: Account) {
  const value = await sessionCookieValue(createSessionToken(account));
  await page.context().addCookies([{ name: "__session", value, domain: "localhost", path: "/" }]);
}

// One representative page per route pattern; the parameterised ones are found on their listings.
const PUBLIC = [
  "/",
  "/blog",
  "/about",
  "/programs",
  "/programs/gbv-prevention",
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
  "/ask/answer/AAAA-BBBB-CCCC-DDDD",
  "/questions",
];
const FOUND: [string, RegExp][] = [
  ["/blog", /^\/blog\/[^/]+$/],
  ["/give", /^\/give\/(?!pay$|tell-us$)[^/]+$/],
  ["/questions", /^\/questions\/[^/?]+$/],
];
const SIGNED_OUT = ["/signup", "/login", "/forgot-password"];

for (const path of PUBLIC) {
  test(`44 px targets on ${path} in en, rw and fr`, async ({ page }) => {
    const offenders: string[] = [];
    const notFound = path.startsWith("/ask/answer/");
    for (const lang of LANGS)
      offenders.push(...(await visit(page, `${lang}${path === "/" && lang ? "" : path}`, { notFound })));
    expect(offenders, offenders.join("\n")).toEqual([]);
  });
}

for (const [listing, pattern] of FOUND) {
  test(`44 px targets on the first entry of ${listing} in en, rw and fr`, async ({ page }) => {
    const href = await firstLink(page, listing, pattern);
    const offenders: string[] = [];
    for (const lang of LANGS) offenders.push(...(await visit(page, `${lang}${href}`)));
    expect(offenders, offenders.join("\n")).toEqual([]);
  });
}

test("44 px targets in the donation dialog, in en, rw and fr", async ({ page, js }) => {
  const offenders: string[] = [];
  for (const lang of LANGS) {
    const path = `${lang || ""}/`;
    if (js) {
      await page.goto(path);
      await page.getByRole("main").locator("[data-donate]").first().click();
      await expect(page.locator("dialog[open]")).toBeVisible();
    } else await page.goto(`${path}?donate=1`);
    offenders.push(...(await sweep(page, "dialog[open]")).map((o) => `${path} (dialog): ${o}`));
  }
  expect(offenders, offenders.join("\n")).toEqual([]);
});

test("44 px targets on the account screens signed out, in en, rw and fr", async ({ page }) => {
  const offenders: string[] = [];
  for (const lang of LANGS) for (const path of SIGNED_OUT) offenders.push(...(await visit(page, `${lang}${path}`)));
  expect(offenders, offenders.join("\n")).toEqual([]);
});

test("44 px targets for a signed-in reader (home, a post, /account), in en, rw and fr", async ({ page }) => {
  await signIn(page, DEMO.reader);
  const post = await firstLink(page, "/blog", /^\/blog\/[^/]+$/);
  const offenders: string[] = [];
  for (const lang of LANGS)
    for (const path of ["/", post, "/account"])
      offenders.push(...(await visit(page, path === "/" ? `${lang}/` : `${lang}${path}`)));
  expect(offenders, offenders.join("\n")).toEqual([]);
});

test("44 px targets on a gift's receipt, before and after staff confirm it, in en, rw and fr", async ({
  page,
  request,
}) => {
  // As a donor reaches it (issue 33): told through the API, whose answer is the donor's link; confirmed by staff.
  const givenOn = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kigali" }).format(new Date());
  const told = await request.post("/api/donations", { data: { amount: 5000, method: "cash", givenOn, name: "Aline" } });
  expect(told.status()).toBe(201);
  const { id, receiptUrl } = (await told.json()).data as { id: string; receiptUrl: string };
  const receipt = new URL(receiptUrl).pathname;
  const offenders: string[] = [];
  for (const lang of LANGS) offenders.push(...(await visit(page, `${lang}${receipt}`)));
  const confirm = await request.post(`/api/donations/${id}/confirm`, {
    headers: bearer(createSessionToken(DEMO.admin)),
    data: {},
  });
  expect(confirm.status()).toBe(200);
  for (const lang of LANGS) offenders.push(...(await visit(page, `${lang}${receipt}`)));
  expect(offenders, offenders.join("\n")).toEqual([]);
});

function adminPages() {
  const db = openDb();
  try {
    const one = (sql: string) => (db.prepare(sql).pluck().get() as string | undefined) ?? "none";
    const post = one("select id from posts limit 1");
    const campaign = one("select id from campaigns limit 1");
    const question = one("select id from questions limit 1");
    const event = one("select id from events limit 1");
    return [
      "/admin",
      "/admin/blog",
      "/admin/blog/create",
      `/admin/blog/edit/${post}`,
      `/admin/blog/history/${post}`,
      "/admin/users",
      "/admin/contact-messages",
      "/admin/settings",
      "/admin/mail",
      "/admin/backups",
      "/admin/subscribers",
      "/admin/campaigns",
      "/admin/campaigns/new",
      `/admin/campaigns/${campaign}`,
      "/admin/donations",
      "/admin/questions",
      `/admin/questions/${question}`,
      "/admin/events",
      "/admin/events/new",
      `/admin/events/${event}`,
      `/admin/events/${event}/people`,
      `/admin/events/${event}/check-in`,
    ];
  } finally {
    db.close();
  }
}

test("44 px targets on every admin screen (English only)", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin);
  const offenders: string[] = [];
  for (const path of adminPages()) offenders.push(...(await visit(page, path)));
  expect(offenders, offenders.join("\n")).toEqual([]);
});
