import type { BrowserContext, Page } from "@playwright/test";
import { loginAs } from "../support/auth";
import { postsOfSpec, uniqueName } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";

// Issue 27: the service worker (app/enhance/sw.js), registered by the enhancement module. Each test has a fresh
// browser context, so a fresh worker and empty caches. Chromium allows service workers on localhost.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "a service worker needs JavaScript");

const posts = postsOfSpec();
test.afterAll(posts.deleteAll);

/** Published demo posts with a featured picture (the demo seed has several). */
const demoPosts = (n: number) =>
  openDb()
    .prepare(
      "select id, title from posts where status = 'published' and featured_image_id is not null and lang = 'en' order by published_at desc limit ?",
    )
    .all(n) as { id: string; title: string }[];

/** Opens the site and waits until the worker controls the page (it claims its clients on activation). */
async function withWorker(page: Page, path = "/") {
  await page.goto(path);
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 15_000 });
}

/** The pages the worker keeps as "last read" (its `pages-<version>` cache), by path. */
const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const out: string[] = [];
    for (const name of (await caches.keys()).filter((n) => n.startsWith("pages-")))
      for (const r of await (await caches.open(name)).keys()) out.push(new URL(r.url).pathname);
    return out;
  });

async function offline(context: BrowserContext, page: Page, path: string) {
  await context.setOffline(true);
  await page.goto(path);
}

test("posts read online can be read offline; one never opened gives the offline page, in its language", async ({
  page,
  context,
}) => {
  const three = demoPosts(3);
  expect(three).toHaveLength(3);
  const never = posts.insert({ title: uniqueName("Never opened") });
  await withWorker(page);
  // The offline pages of the reader's languages only: a page in each language tells the worker.
  const staticPaths = () =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith("static-"))!;
      return (await (await caches.open(name)).keys())
        .map((r) => new URL(r.url).pathname)
        .filter((p) => !p.startsWith("/assets/"));
    });
  // Only the reader's language, and /saved only once something is saved (offline-saved.spec.ts).
  const sorted = async () => (await staticPaths()).sort();
  await expect.poll(sorted).toEqual(["/favicon.svg", "/offline"]);
  await page.goto("/fr");
  await page.goto("/rw");
  await expect.poll(sorted).toEqual(["/favicon.svg", "/fr/offline", "/offline", "/rw/offline"]);
  for (const post of three) await page.goto(`/blog/${post.id}`);
  await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(three.map((p) => `/blog/${p.id}`)));

  await context.setOffline(true);
  for (const post of three) {
    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  }
  // Styled: the site's stylesheet comes from the worker's cache.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toBe("");
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);

  await page.goto(`/blog/${never}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  // It lists what can be read: the three posts, as links.
  for (const post of three)
    await expect(page.getByRole("link", { name: new RegExp(escape(post.title)) })).toBeVisible();
  await page.goto(`/fr/blog/${never}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vous êtes hors ligne");
  await page.goto(`/rw/blog/${never}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nta murandasi ufite");
  await context.setOffline(false);
});

// Issue 35: the page that installs the worker was fetched before it; it is kept too, with its pictures.
test("arrive from a link, read, go offline, open it again: the first article read is kept", async ({
  page,
  context,
}) => {
  const [post] = demoPosts(1);
  // A shared link's first visit: straight to the article, with a tracking parameter as WhatsApp links often have.
  const link = `/blog/${post!.id}?utm_source=whatsapp`;
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post!.title);
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 15_000 });
  await expect.poll(() => keptPages(page)).toContain(`/blog/${post!.id}`);
  const picture = () =>
    page
      .getByRole("main")
      .locator("img")
      .first()
      .evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0);
  expect(await picture()).toBe(true);

  await context.setOffline(true);
  for (const again of [link, `/blog/${post!.id}`]) {
    await page.goto(again);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post!.title);
    await expect.poll(picture).toBe(true);
  }
  await context.setOffline(false);
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("only the last 10 posts read are kept, the oldest dropped first", async ({ page }) => {
  const ids = Array.from({ length: 12 }, (_, i) => posts.insert({ title: uniqueName(`Kept ${i}`) }));
  await withWorker(page);
  for (const id of ids) await page.goto(`/blog/${id}`);
  await expect
    .poll(async () => (await keptPages(page)).sort())
    .toEqual(
      ids
        .slice(2)
        .map((id) => `/blog/${id}`)
        .sort(),
    );
  // Read again, the first of the kept ones becomes the newest: the next one read drops the second instead.
  await page.goto(`/blog/${ids[2]}`);
  const more = posts.insert({ title: uniqueName("Kept 12") });
  await page.goto(`/blog/${more}`);
  await expect
    .poll(async () => (await keptPages(page)).sort())
    .toEqual([...ids.slice(2, 3), ...ids.slice(4), more].map((id) => `/blog/${id}`).sort());
});

test("the worker keeps no signed-in page, and logging out drops what it kept", async ({ page, context }) => {
  const [post] = demoPosts(1);
  await withWorker(page);
  await page.goto(`/blog/${post!.id}`);
  await expect.poll(() => keptPages(page)).toContain(`/blog/${post!.id}`);

  await loginAs(page, DEMO.reader);
  const other = posts.insert({ title: uniqueName("Read signed in") });
  await page.goto(`/blog/${other}`);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await page.goto("/account");
  // Signed-in pages are private: never kept.
  await page.waitForTimeout(500);
  expect(await keptPages(page)).not.toContain(`/blog/${other}`);
  expect(await keptPages(page)).not.toContain("/account");

  await page.goto(`/blog/${other}`);
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/account"));
  await expect.poll(() => keptPages(page)).toEqual([]);

  await offline(context, page, `/blog/${other}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  // A private page offline: the offline page, never a copy of it.
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
  await context.setOffline(false);
});

test("the worker is served at /sw.js, no-cache, with this build's version and what it precaches", async ({
  request,
}) => {
  const res = await request.get("/sw.js");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/javascript/);
  expect(res.headers()["cache-control"]).toBe("no-cache");
  const text = await res.text();
  expect(text).not.toContain("__VERSION__");
  expect(text).toMatch(/const VERSION = "[\w-]{12}"/);
  for (const path of ["/offline", "/favicon.svg"]) expect(text).toContain(`"${path}"`);
  expect(text).toMatch(/"\/assets\/app-[\w-]+\.css"/);
  expect(text).toMatch(/"\/assets\/public-enhance-[\w-]+\.js"/);
});

test("axe finds nothing on the offline page and on /saved", async ({ page }) => {
  await withWorker(page, "/offline");
  await expect(page.getByText("Nothing is kept on this phone yet")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/saved");
  await expect(page.getByText("Space used: 0 KB")).toBeVisible();
  await expectNoAxeViolations(page);
});
