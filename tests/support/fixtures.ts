import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { test as base, expect, type Browser, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { escapeXml } from "../../app/utils/xml";
import { CHROMIUM_ARGS } from "./chromium-args";

const require = createRequire(import.meta.url);

let ipCounter = 0;
/** A distinct client address per test (the test server trusts X-Forwarded-For), so rate limits never leak between tests. */
export const uniqueIp = () =>
  `10.${(process.pid % 200) + 1}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

export type Mail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  at: number;
};

/** Mails the SMTP sink received for an address, waiting up to `timeoutMs` for at least `count`. */
export async function mailsFor(address: string, count = 1, timeoutMs = 10_000): Promise<Mail[]> {
  const url = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/?to=${encodeURIComponent(address)}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(url)).json()) as Mail[];
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * The desktop Chromium, for the specs of the quick exit: its link goes to a neutral site this machine cannot reach,
 * and the desktop browser keeps that site's address on its error page, as a phone does; the headless shell that
 * runs the rest of the suite (docs/decisions/040) shows its own error address instead. File-level `test.use`.
 */
export const desktopChromium = fs.existsSync("/usr/bin/chromium")
  ? {
      launchOptions: {
        executablePath: "/usr/bin/chromium",
        args: CHROMIUM_ARGS,
      },
    }
  : {};

/** Read-only view of the real database the server writes. */
export function openDb() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "app.db"), { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return db;
}

// One JavaScript-enabled page per browser (so per worker) for the no-JS checks below: opening a page for each
// check cost ~300 ms on this 2-core machine, five times what loading the next page's HTML into it costs.
const axePages = new WeakMap<Browser, Promise<Page>>();
function axePageFor(browser: Browser) {
  let page = axePages.get(browser);
  if (!page) {
    page = browser.newContext({ javaScriptEnabled: true }).then((context) => context.newPage());
    axePages.set(browser, page);
  }
  return page;
}

// axe itself, put into a page by the checks below. Not @axe-core/playwright's AxeBuilder: it evaluates axe's 560 KB
// source twice per check and, outside its legacy mode, opens a blank page to merge the results; on 2 cores that made
// a check 2-4 s, a third of some specs' time. Same axe, same rules, once per document.
const AXE_SOURCE = `${fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")}
;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });`;

/** axe into the page, and into each child frame that answers within a second (AxeBuilder's rule for frames). */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    const injected = (async () => {
      if (await frame.evaluate("typeof window.axe?.run === 'function'")) return;
      await frame.evaluate(AXE_SOURCE);
    })();
    if (frame === page.mainFrame()) await injected;
    else {
      // A cross-origin map still loading never answers: it is left out, as the same-origin setting leaves it out.
      const late = new Promise((resolve) => setTimeout(resolve, 1_000));
      await Promise.race([injected.catch(() => undefined), late]);
    }
  }
}

/**
 * axe runs inside a page, so it needs JavaScript. In the no-JS project the page's own HTML (as the server sent it
 * and the browser built it, scripts removed) is loaded into a JavaScript-enabled page, its links resolved against
 * the page's address (a `<base>`), and checked there: a page without JavaScript is still a page.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { nameMismatch?: boolean; within?: string; onlyRules?: string[] } = {},
) {
  let target = page;
  if (base.info().project.use.javaScriptEnabled === false) {
    const html = (await page.content())
      .replace(/<script\b[\s\S]*?<\/script>/gi, "")
      .replace(/<head\b[^>]*>/i, (head) => `${head}<base href="${escapeXml(page.url())}">`);
    target = await axePageFor(page.context().browser()!);
    const viewport = page.viewportSize();
    if (viewport) await target.setViewportSize(viewport);
    // Its stylesheet, pictures and fonts from the server, as the page had them; `load` waits for them.
    await target.setContent(html);
  }
  // A toast or a panel still fading in has half its contrast: axe measures what is drawn, so let every finite
  // animation and transition end first (a spinner's infinite one is left alone).
  // Asked again after a frame until none is left: a render after the first wait (a revalidation's toast) once
  // started a new one during axe's run (CI, stop 42).
  await target.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 5; round++) {
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
  await injectAxe(target);
  // label-content-name-mismatch (WCAG 2.5.3) is experimental in axe and off by default; the admin pages turn it on;
  // `within` and `onlyRules` narrow a check to one part of a page and the rules it is about. Only the violations
  // come back: the passes' nodes are most of a full result and nothing here reads them.
  const summary = await target.evaluate(async ({ nameMismatch, within, onlyRules }) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const results = await axe.run(within ?? document, {
      resultTypes: ["violations"],
      ...(nameMismatch ? { rules: { "label-content-name-mismatch": { enabled: true } } } : {}),
      ...(onlyRules ? { runOnly: { type: "rule", values: onlyRules } } : {}),
    });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, options);
  expect(summary).toEqual([]);
}

/**
 * Waits until a screen that hydrates (account screens, /account, admin) is run by its React client: its router
 * exists and has loaded, and a frame has passed for React to commit. A test of what the client does (replacing a
 * history entry, say) must not act before, or its click is the plain HTML form's.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      (window as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter?.state
        .initialized === true,
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/** The header a page of the site itself sends with a write (cookie-authenticated /api writes need it). */
export const sameOrigin = () => ({ Origin: `http://localhost:${process.env.E2E_PORT}` });

export const DEMO = {
  admin: { email: "admin@example.org", password: "DemoAdmin#2026" },
  editor: { email: "editor@example.org", password: "DemoEditor#2026" },
  author: { email: "author@example.org", password: "DemoAuthor#2026" },
  reader: { email: "reader@example.org", password: "DemoReader#2026" },
};

/**
 * The demo staff accounts add pictures in many specs, more than the 60 an hour one account may upload (issue 14's
 * rule, tested by upload-validation.spec.ts on an account of its own): each test starts with their allowance fresh.
 */
function freshDemoUploadAllowance() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "app.db"));
  try {
    db.pragma("busy_timeout = 5000");
    const emails = [DEMO.admin.email, DEMO.editor.email, DEMO.author.email];
    db.prepare(
      `delete from rate_limits where key in (select 'upload:account:' || id from users where email in (${emails.map(() => "?").join(", ")}))`,
    ).run(...emails);
  } finally {
    db.close();
  }
}

export const test = base.extend<{ ip: string; js: boolean; uploadAllowance: void }>({
  uploadAllowance: [
    async ({}, use) => {
      freshDemoUploadAllowance();
      await use();
    },
    { auto: true },
  ],
  ip: async ({}, use) => use(uniqueIp()),
  js: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  context: async ({ context, ip }, use) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
    await use(context);
  },
  request: async ({ playwright, baseURL, ip }, use) => {
    // An API client of the site's own pages: it keeps cookies, so it sends its Origin as a browser would.
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": ip, ...sameOrigin() },
    });
    await use(request);
    await request.dispose();
  },
});

export { expect };
