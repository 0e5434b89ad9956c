import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { matchRoutes, type RouteObject } from "react-router";
import routes from "../../app/routes";
import { DEMO, expect, test } from "../support/fixtures";
import { jpegOfSize } from "../support/images";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";

// Issue 33: every form with a file input takes a 5 MB picture without JavaScript. The forms are not listed here:
// the walk finds them by following links from the admin area and the public pages, one page per route of the
// route table (app/routes.ts), so a form added later is walked too. A server of its own: the walk saves what it posts.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let s: OwnServer;
const MB = 1024 * 1024;
let picture: Buffer;

test.beforeAll(async ({}, info) => {
  s = await startOwnServer(
    { APP_MODE: "local", SESSION_SECRET: "picture-forms-secret-0123456789" },
    ownPort("pictureForms", info.project.name === "js" ? 0 : 1),
  );
  picture = await jpegOfSize(5 * MB);
});
test.afterAll(async () => {
  await stopOwnServer(s);
});

async function signIn(page: Page) {
  const res = await page.request.post(`${s.base}/api/auth/login`, {
    headers: { Origin: s.base },
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  expect(res.status()).toBe(200);
}

/** The route module a path is served by, matched as the router matches it (rw/fr copies are the same module). */
type Conf = { path?: string; index?: boolean; file: string; children?: Conf[] };
const tree = routes as unknown as RouteObject[];
const moduleOf = (pathname: string) => (matchRoutes(tree, pathname)?.at(-1)?.route as Conf | undefined)?.file;

// Not pages: downloads, feeds, files, the exit that signs out, the quick exit that leaves the site.
const NOT_A_PAGE =
  /^\/(logout|exit$|images\/|assets\/|account\/export|data-saver|sw\.js)|\.(csv|xml|txt|json)$|backups\/latest/;

/** Every page reachable from the admin area and home, one per route module, and its forms with a file input. */
async function walk(page: Page) {
  const seen = new Set<string>();
  const queue = ["/admin", "/"];
  const found: { url: string; file: string; forms: number }[] = [];
  while (queue.length > 0 && seen.size < 200) {
    const url = queue.shift()!;
    const file = moduleOf(new URL(url, s.base).pathname);
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const res = await page.goto(`${s.base}${url}`);
    if (!res || !res.ok() || !(res.headers()["content-type"] ?? "").includes("text/html")) continue;
    const forms = await page.locator("form:has(input[type=file])").count();
    if (forms > 0) found.push({ url, file, forms });
    for (const href of await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
      const target = new URL(href, `${s.base}${url}`);
      if (target.origin !== s.base || NOT_A_PAGE.test(target.pathname)) continue;
      queue.push(target.pathname + target.search);
    }
  }
  return { found, seen };
}

test("every form with a picture, found by walking the site, takes a 5 MB picture without JavaScript", async ({
  page,
  js,
}) => {
  test.skip(js, "the forms as they are without JavaScript");
  expect(picture.length).toBeGreaterThan(4.9 * MB);
  await signIn(page);
  const { found, seen } = await walk(page);
  // A floor, not the list: the walk must at least reach the forms with pictures known today.
  for (const known of [
    "routes/admin/blog-create.tsx",
    "routes/admin/blog-edit.tsx",
    "routes/admin/settings.tsx",
    "routes/admin/campaign-create.tsx",
    "routes/admin/campaign-edit.tsx",
  ])
    expect(
      found.map((f) => f.file),
      `walked ${[...seen].join(", ")}`,
    ).toContain(known);

  for (const { url, forms } of found) {
    for (let n = 0; n < forms; n++) {
      await page.goto(`${s.base}${url}`);
      const form = page.locator("form:has(input[type=file])").nth(n);
      // One picture per form (the page pictures form takes 12 MB per save, so not all eight at once).
      await form
        .locator("input[type=file]")
        .first()
        .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: picture });
      const posted = page.waitForResponse((r) => r.request().method() === "POST", { timeout: 60_000 });
      // The first button a person can press (the event form's hidden default button is for the Enter key).
      await form
        .locator("button[type=submit], button:not([type]), input[type=submit]")
        .and(page.locator(":not([aria-hidden=true])"))
        .first()
        .click();
      const res = await posted;
      const where = `${url} form ${n + 1}`;
      // Not the body rule's early refusal (413 past the limit, 401/403 for a large body), nor a failure.
      expect([401, 403, 411, 413], where).not.toContain(res.status());
      expect(res.status(), where).toBeLessThan(500);
      await page.waitForLoadState();
      await expect(page.locator("body"), where).not.toContainText(/request body is too large/i);
      await expect(page.locator("main"), where).toBeVisible();
    }
  }
});

// ---- The campaign form, the one the hand-kept list forgot: at 360 px, without JavaScript ----

const db = () => {
  const d = new Database(path.join(s.dataDir, "app.db"), { readonly: true });
  d.pragma("busy_timeout = 5000");
  return d;
};
const campaignNamed = (title: string) => {
  const d = db();
  try {
    return d.prepare("select id, cover_image as cover from campaigns where title = ?").get(title) as
      { id: string; cover: string | null } | undefined;
  } finally {
    d.close();
  }
};

async function fillCampaign(page: Page, title: string) {
  await page.getByLabel("Title *", { exact: true }).fill(title);
  await page.getByLabel("Goal (RWF) *").fill("2500000");
  await page.getByLabel("Start date *").fill("2026-12-01");
  await page.getByLabel("Story", { exact: true }).fill("Clean water for the school in Gikondo.");
  await page.getByLabel("Alt text *").fill("Pupils at the new water tank");
}

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a campaign's 5 MB cover uploads without JavaScript at 360 px, on the new and the edit form", async ({
  page,
  js,
}) => {
  test.skip(js, "the plain form");
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page);
  const title = `Water ${Date.now().toString(36)}`;
  await page.goto(`${s.base}/admin/campaigns/new`);
  expect(await fitsTheScreen(page)).toBe(true);
  await fillCampaign(page, title);
  await page
    .getByLabel("Choose cover picture")
    .setInputFiles({ name: "c.jpg", mimeType: "image/jpeg", buffer: picture });
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByText("Campaign created")).toBeVisible({ timeout: 30_000 });
  const made = campaignNamed(title)!;
  expect(made.cover).toMatch(/^\/images\//);
  expect(page.url()).toContain(`/admin/campaigns/${made.id}`);

  // The edit form: another 5 MB cover replaces it.
  const other = await jpegOfSize(5 * MB);
  await page.getByLabel("Choose cover picture").setInputFiles({ name: "d.jpg", mimeType: "image/jpeg", buffer: other });
  await page.getByRole("button", { name: "Save campaign" }).click();
  await expect(page.getByText("Campaign saved")).toBeVisible({ timeout: 30_000 });
  const saved = campaignNamed(title)!;
  expect(saved.cover).toMatch(/^\/images\//);
  expect(saved.cover).not.toBe(made.cover);
  expect(await fitsTheScreen(page)).toBe(true);
});

test("a refused cover (too large, not a picture) keeps everything typed and says why", async ({ page, js }) => {
  test.skip(js, "the plain form");
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page);
  const tooLarge = await jpegOfSize(7 * MB);
  expect(tooLarge.length).toBeGreaterThan(6 * MB);
  for (const [file, message] of [
    [{ name: "big.jpg", mimeType: "image/jpeg", buffer: tooLarge }, /too large \(at most 5 MB\)/],
    [{ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just words, not a picture") }, /JPEG, PNG/],
  ] as const) {
    const title = `Books ${Date.now().toString(36)}`;
    await page.goto(`${s.base}/admin/campaigns/new`);
    await fillCampaign(page, title);
    await page.getByLabel("Choose cover picture").setInputFiles(file);
    const posted = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Create campaign" }).click();
    expect([413, 415]).toContain((await posted).status());
    await expect(page.locator("#featured-image-error")).toContainText(message);
    await expect(page.getByLabel("Title *", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Goal (RWF) *")).toHaveValue("2500000");
    await expect(page.getByLabel("Start date *")).toHaveValue("2026-12-01");
    await expect(page.getByLabel("Story", { exact: true })).toHaveValue("Clean water for the school in Gikondo.");
    await expect(page.getByLabel("Alt text *")).toHaveValue("Pupils at the new water tank");
    expect(await fitsTheScreen(page)).toBe(true);
    expect(campaignNamed(title)).toBeUndefined();
  }
});

test("a picture larger than the whole form may be is answered with a page that sends the person back to what they typed", async ({
  page,
  js,
}) => {
  test.skip(js, "the plain form: with JavaScript the field refuses it before sending (next test)");
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page);
  const huge = await jpegOfSize(13 * MB);
  const title = `Desks ${Date.now().toString(36)}`;
  await page.goto(`${s.base}/admin/campaigns/new`);
  await fillCampaign(page, title);
  await page
    .getByLabel("Choose cover picture")
    .setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: huge });
  const posted = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Create campaign" }).click();
  expect((await posted).status()).toBe(413);
  await expect(page.getByRole("heading", { name: "Not sent: the pictures are too large" })).toBeVisible();
  await expect(page.getByText("each picture at most 5 MB")).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel("Title *", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Story", { exact: true })).toHaveValue("Clean water for the school in Gikondo.");
  expect(campaignNamed(title)).toBeUndefined();
});

test("with JavaScript a picture past 5 MB is refused as it is chosen, and the form still saves what was typed", async ({
  page,
  js,
}) => {
  test.skip(!js, "the field's own check");
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page);
  const title = `Lamps ${Date.now().toString(36)}`;
  await page.goto(`${s.base}/admin/campaigns/new`);
  await page.waitForFunction(
    () =>
      (window as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter?.state
        .initialized === true,
  );
  await page.getByLabel("Title *", { exact: true }).fill(title);
  await page.getByLabel("Goal (RWF) *").fill("2500000");
  await page.getByLabel("Start date *").fill("2026-12-01");
  await page.getByLabel("Alt text *").fill("Pupils reading by a lamp");
  await page
    .getByLabel("Choose cover picture")
    .setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: await jpegOfSize(7 * MB) });
  await expect(page.getByRole("alert")).toContainText("big.jpg is too large (at most 5 MB)");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByText("Campaign created")).toBeVisible({ timeout: 30_000 });
  expect(campaignNamed(title)?.cover ?? null).toBeNull();
});
