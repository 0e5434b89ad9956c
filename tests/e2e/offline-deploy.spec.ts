import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";

// Issue 27: a new deployment replaces the old service worker and its caches. The same build stands for two
// deployments by the test hook E2E_SW_RELEASE (in the worker's version only, test hooks on); the server is stopped
// and started again on the same port and data, as a deployer would. Saved articles outlive it.
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "a service worker needs JavaScript");

let server: OwnServer | null = null;
test.afterEach(async () => {
  if (server) await stopOwnServer(server);
  server = null;
});

const settings = (base: string, release: string) => ({
  APP_MODE: "local",
  SEED_DEMO: "true",
  SESSION_SECRET: "offline-deploy-secret-0123456789abcdef",
  APP_URL: base,
  E2E_ERROR_ROUTE: "true",
  E2E_SW_RELEASE: release,
});

const cacheNames = (page: Page) => page.evaluate(async () => (await caches.keys()).sort());
const workerVersion = (text: string) => /const VERSION = "([\w-]+)"/.exec(text)![1]!;

test("a new deployment installs a new worker, whose activation deletes the old caches but not the saved articles", async ({
  page,
}) => {
  const port = ownPort("offline");
  const base = `http://localhost:${port}`;
  server = await startOwnServer(settings(base, "one"), port);
  const first = workerVersion(await (await fetch(`${base}/sw.js`)).text());
  await page.goto(`${base}/blog`);
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 20_000 });
  const post = await page.locator('main a[href^="/blog/"]').first().getAttribute("href");
  await page.goto(`${base}${post}`);
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Save for offline · \d+ KB$/ })
    .click();
  await expect(page.getByRole("main").getByRole("button", { name: "Saved for offline" })).toBeVisible();
  await expect.poll(() => cacheNames(page)).toEqual([`pages-${first}`, "saved", `static-${first}`]);

  await stopOwnServer(server, { keepData: true });
  server = await startOwnServer(settings(base, "two"), port, { dir: server.dataDir });
  const second = workerVersion(await (await fetch(`${base}/sw.js`)).text());
  expect(second).not.toBe(first);

  // A navigation makes the browser check /sw.js (no-cache): the new text is a new worker.
  await page.goto(`${base}/about`);
  await expect.poll(() => cacheNames(page), { timeout: 20_000 }).toEqual(["saved", `static-${second}`]);
  const active = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(active).toBe(`${base}/sw.js`);
  // The saved article is still there, and readable offline.
  await page.goto(`${base}/saved`);
  await expect(page.getByRole("main").getByRole("list").getByRole("link")).toHaveCount(1);
});
