// @ts-check
// The benchmark's instruments: autocannon for throughput and latency, sequential requests for page times,
// Playwright's Chromium for the bytes of a first view, Lighthouse for the four category scores.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { viewBytes } from "./view-bytes.mjs";

export const CHROMIUM = process.env.BENCH_CHROMIUM || "/usr/bin/chromium";

/**
 * `connections` clients for `seconds`, as fast as the server answers. Every answer must be a 2xx.
 * @param {string} url
 * @param {{ connections?: number, seconds?: number, headers?: Record<string, string> }} [options]
 */
export async function load(url, { connections = 50, seconds = 5, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const bad = result.non2xx + result.errors + result.timeouts;
  // No answer at all (every request timed out) has no latency: count it as infinitely slow, not as 0 ms.
  const p99 = result.latency.totalCount > 0 ? result.latency.p99 : Infinity;
  return { rps: result.requests.average, p99, p50: result.latency.p50, requests: result.requests.total, bad };
}

/**
 * Waits until the server is idle: when a load run ends, the requests it had in flight are still being rendered,
 * and the next run would measure that backlog. Idle = three quick answers in a row to a cheap URL (30 s at most).
 * @param {string} url
 */
export async function settle(url, { quickMs = 25, timeoutMs = 30_000 } = {}) {
  const deadline = performance.now() + timeoutMs;
  let quick = 0;
  while (quick < 3 && performance.now() < deadline) {
    const started = performance.now();
    await fetch(url)
      .then((r) => r.arrayBuffer())
      .catch(() => null);
    quick = performance.now() - started < quickMs ? quick + 1 : 0;
    if (quick === 0) await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The median time of `count` requests one after another (after one warm-up), in milliseconds.
 * @param {string} url
 * @param {{ count?: number, headers?: Record<string, string> }} [options]
 */
export async function medianTime(url, { count = 15, headers = {} } = {}) {
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i <= count; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers, redirect: "manual" });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/**
 * A first visit at 360 px with JavaScript on: the sum of the encoded (on-the-wire) sizes of everything the page
 * loads until the network is quiet, from Chromium's own accounting (DevTools' "transferred").
 * @param {Record<string, string>} urls
 */
export async function firstViewBytes(urls) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  /** @type {Record<string, { kb: number, requests: number }>} */
  const out = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 780 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      let bytes = 0;
      let requests = 0;
      cdp.on("Network.loadingFinished", (e) => {
        bytes += e.encodedDataLength;
        requests++;
      });
      await page.goto(url, { waitUntil: "networkidle" });
      await page.waitForTimeout(300);
      out[name] = { kb: bytes / 1024, requests };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * Issue 27: a post's first view and its repeat view once the service worker is warm, at 360 px with JavaScript on,
 * with and without the data saver (`Save-Data: on`). Network bytes only (headers and encoded bodies, as Playwright
 * reports them for the page and for the worker's own fetches); what the worker answers from its caches is free.
 * The first view includes what the worker downloads as it installs; where the worker starts only on the second
 * page (the data saver), that second view is measured too. Each view lists its requests (`items`).
 * @param {string} url
 */
export async function postViews(url) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  /** @typedef {Awaited<ReturnType<ReturnType<typeof viewBytes>["view"]>>} View */
  /** @type {Record<string, { first: View, second: View | null, repeat: View }>} */
  const out = {};
  try {
    for (const dataSaver of [false, true]) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 780 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        extraHTTPHeaders: dataSaver ? { "Save-Data": "on" } : {},
      });
      const { view: viewOf, settle } = viewBytes(context);
      const view = () => viewOf(page, url);
      const page = await context.newPage();
      const first = await view();
      const controlled = (/** @type {number} */ timeout) =>
        page
          .waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout })
          .then(
            () => true,
            () => false,
          );
      // With the data saver the worker starts from the reader's second page (docs/decisions/029): that view is
      // where its download lands, so it is measured too.
      const second = (await controlled(5_000)) ? null : await view();
      if (!(await controlled(20_000))) throw new Error(`no service worker on ${url}`);
      await page.waitForTimeout(500);
      await settle();
      const repeat = await view();
      out[dataSaver ? "data saver" : "plain"] = { first, second, repeat };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * The enhancement module and the service worker as a phone receives them (gzip -9 of each body).
 * @param {string} base
 */
export async function offlineBundleBytes(base) {
  const { gzipSync } = await import("node:zlib");
  const html = await (await fetch(`${base}/`)).text();
  const module = /src="(\/assets\/public-enhance-[\w-]+\.js)"/.exec(html)?.[1];
  if (!module) throw new Error("no enhancement module on the home page");
  const gz = async (/** @type {string} */ path) =>
    gzipSync(Buffer.from(await (await fetch(base + path)).arrayBuffer()), { level: 9 }).length;
  return { module: await gz(module), worker: await gz("/sw.js") };
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Lighthouse's mobile profile (its default) with the system Chromium, one page after another.
 * @param {Record<string, string>} urls
 */
export async function lighthouseScores(urls) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox"] });
  /** @type {Record<string, { error?: string, lost?: string[], [category: string]: number | string | string[] | undefined }>} */
  const out = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      // A trace can fail to record on a busy machine (NO_NAVSTART, NO_FCP): try again before giving up on a page.
      let lhr;
      for (let attempt = 1; attempt <= 3; attempt++) {
        lhr = (
          await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES })
        )?.lhr;
        if (lhr && !lhr.runtimeError) break;
      }
      if (!lhr || lhr.runtimeError) {
        out[name] = { error: lhr?.runtimeError?.code ?? "no report" };
        continue;
      }
      out[name] = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      // What cost points, for the reader of a score below 100.
      const metrics = new Set(
        lhr.categories.performance.auditRefs.filter((r) => r.group === "metrics").map((r) => r.id),
      );
      // The metrics that lost points first, with their values (they carry the score's weight); then the causes.
      const slow = [...metrics]
        .map((id) => lhr.audits[id])
        .filter((a) => a && a.score !== null && a.score < 1)
        .map((a) => `${a.id} ${a.displayValue ?? ""}`.trim());
      out[name].lost = [
        ...slow,
        ...Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              !metrics.has(a.id) &&
              !["informative", "notApplicable", "manual"].includes(a.scoreDisplayMode),
          )
          .map((a) => a.id),
      ];
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

/**
 * The same bytes as a static file, served by the same server (express.static over build/client): the page's HTML
 * written to build/client/__bench/ for this run. Returns the file's URL path.
 * @param {string} root
 * @param {string} name
 * @param {string} body
 */
export function staticCopy(root, name, body) {
  const dir = path.join(root, "build/client/__bench");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.html`), body);
  return `/__bench/${name}.html`;
}

/** @param {string} root */
export function removeStaticCopies(root) {
  fs.rmSync(path.join(root, "build/client/__bench"), { recursive: true, force: true });
}
