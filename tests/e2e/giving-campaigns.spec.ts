import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { loginAs } from "../support/auth";
import { DEMO, expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";
import { pngOf, randomColour } from "../support/images";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";
import { bearer, createSessionToken } from "../support/sessions";

// Campaigns (issue 25): staff write them at /admin/campaigns, visitors see them on /give in three languages with
// progress that counts confirmed gifts only, and a job closes them after their end date.

const writable = (file = path.join(process.env.E2E_DATA_DIR!, "app.db")) => {
  const db = new Database(file);
  db.pragma("busy_timeout = 5000");
  return db;
};
const created: string[] = [];
test.afterAll(() => {
  const db = writable();
  try {
    for (const id of created.splice(0)) {
      db.prepare("delete from donations where campaign_id = ?").run(id);
      db.prepare("delete from campaigns where id = ?").run(id);
    }
  } finally {
    db.close();
  }
});

const unique = (label: string) => `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const campaignByTitle = (title: string) =>
  openDb().prepare("select * from campaigns where title = ?").get(title) as
    | { id: string; goal: number; status: string; cover_image_id: string | null; title_rw: string; story_fr: string }
    | undefined;
/** Campaigns with these titles (specs run in parallel: a count of all campaigns moves with the others' work). */
const campaignCount = (...titles: string[]) =>
  openDb()
    .prepare(`select count(*) from campaigns where title in (${titles.map(() => "?").join(", ")})`)
    .pluck()
    .get(...titles) as number;
const kigaliToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kigali" }).format(new Date());
const dayFrom = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const editorAuth = () => bearer(createSessionToken(DEMO.editor));

function addGift(campaignId: string, amount: number, status: "confirmed" | "pending", name?: string) {
  const db = writable();
  try {
    db.prepare(
      `insert into donations (id, campaign_id, amount, currency, method, source, status, lang, donor_name, show_name, show_amount, created_at, updated_at)
       values (?, ?, ?, 'RWF', 'bank', 'staff', ?, 'en', ?, ?, 0, ?, ?)`,
    ).run(
      `e2e${Math.random().toString(36).slice(2, 14)}`,
      campaignId,
      amount,
      status,
      name ?? null,
      name ? 1 : 0,
      Date.now(),
      Date.now(),
    );
  } finally {
    db.close();
  }
}

async function typeStory(page: Page, js: boolean, label: string, text: string) {
  if (!js) return page.getByLabel(label, { exact: true }).fill(text);
  const editor = page.getByRole("textbox", { name: label, exact: true });
  await editor.click();
  await page.keyboard.type(text);
}

test("an editor creates a campaign with a cover picture and translations; it shows on /give in three languages", async ({
  page,
  js,
}) => {
  await loginAs(page, DEMO.editor);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Campaigns" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  await page.getByRole("link", { name: "New campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New campaign" })).toBeVisible();
  if (js) await expect(page.getByRole("toolbar").first()).toBeVisible();

  const title = unique("Books for Nyamata");
  await page.getByLabel("Title *", { exact: true }).fill(title);
  await page.getByLabel("Goal (RWF)").fill("200 000");
  await page.getByLabel("Start date").fill(dayFrom(kigaliToday(), -1));
  await page.getByLabel("End date (optional)").fill(dayFrom(kigaliToday(), 9));
  await page.getByLabel("Status").selectOption("active");
  await page
    .getByLabel("Choose cover picture")
    .setInputFiles({ name: "books.png", mimeType: "image/png", buffer: await pngOf(randomColour(), 900, 500) });
  if (js) await expect(page.locator("input[type=hidden][name=featuredImage]")).toHaveValue(/^\/images\/[0-9a-f]{32}\//);
  await page.getByLabel("Alt text").fill("A pile of school books");
  await typeStory(page, js, "Story", "Every pupil in Nyamata gets three books.");
  await page.getByLabel("Title in Kinyarwanda").fill(`${title} RW`);
  await typeStory(page, js, "Story in French", "Chaque élève de Nyamata reçoit trois livres.");
  await page.getByRole("button", { name: "Create campaign" }).click();

  await expect(page.getByText("Campaign created")).toBeVisible();
  const row = campaignByTitle(title)!;
  created.push(row.id);
  expect(row).toMatchObject({ goal: 200_000, status: "active", title_rw: `${title} RW` });
  expect(row.cover_image_id).not.toBeNull();
  expect(row.story_fr).toContain("Chaque élève");
  const audit = openDb().prepare("select action from audit_log where target_id = ?").pluck().all(row.id);
  expect(audit).toEqual(["campaign.create"]);

  // Public, in three languages, with progress: nothing confirmed yet.
  const card = (p: Page, name: string) => p.getByRole("article").filter({ has: p.getByRole("heading", { name }) });
  await page.context().clearCookies();
  await page.goto("/give");
  await expect(card(page, title)).toContainText("0 gifts");
  await expect(card(page, title)).toContainText("9 days left");
  await expect(card(page, title).getByRole("progressbar", { name: `Progress of ${title}` })).toBeVisible();
  await page.goto("/rw/give");
  await expect(card(page, `${title} RW`)).toContainText("Impano 0");
  await page.goto("/fr/give");
  await expect(card(page, title)).toContainText("0 dons");
  await page.goto(`/fr/give/${row.id}`);
  await expect(page.getByText("Chaque élève de Nyamata reçoit trois livres.")).toBeVisible();
  await expect(page.getByRole("img", { name: "A pile of school books" })).toBeAttached();

  // Confirmed gifts move progress; pending ones do not; named donors are listed without amounts.
  addGift(row.id, 50_000, "confirmed", "Claudine U.");
  addGift(row.id, 7_000, "pending", "Pending Person");
  await page.goto(`/give/${row.id}`);
  const progress = page.getByRole("region", { name: `Progress of ${title}` });
  await expect(progress).toContainText("RWF 50,000 raised of RWF 200,000");
  await expect(progress).toContainText("1 gift");
  await expect(page.getByRole("listitem").filter({ hasText: "Claudine U." })).toHaveText("Claudine U.");
  await expect(page.getByText("Pending Person")).toHaveCount(0);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/[0-9a-f]{32}\//);
  await expect(progress).not.toContainText("Goal reached");

  // Past the goal the bar is full and the words say so, in each language.
  addGift(row.id, 160_000, "confirmed");
  await page.goto(`/give/${row.id}`);
  await expect(progress).toContainText("RWF 210,000 raised of RWF 200,000 Goal reached");
  await page.goto(`/rw/give/${row.id}`);
  await expect(page.getByText("Intego yagezweho")).toBeVisible();
  await page.goto(`/fr/give/${row.id}`);
  await expect(page.getByText("Objectif atteint")).toBeVisible();
});

test("bad input is a 400 with field errors and nothing written, through the API and the form", async ({
  page,
  request,
  js,
}) => {
  const good = { title: unique("Bad input"), goal: 1000, startsOn: "2026-01-01", status: "draft" };
  const titles = [good.title, "x".repeat(121)];
  const before = campaignCount(...titles);
  expect(before).toBe(0);
  for (const [change, field] of [
    [{ goal: 0 }, "goal"],
    [{ goal: 10.5 }, "goal"],
    [{ goal: "1500.50" }, "goal"],
    [{ endsOn: "2025-12-31" }, "endsOn"],
    [{ title: "x".repeat(121) }, "title"],
    [{ startsOn: "soon" }, "startsOn"],
  ] as const) {
    const res = await request.post("/api/campaigns", { headers: editorAuth(), data: { ...good, ...change } });
    expect(res.status(), JSON.stringify(change)).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors)).toContain(field);
  }
  expect(campaignCount(...titles)).toBe(0);

  await loginAs(page, DEMO.editor);
  await page.goto("/admin/campaigns/new");
  if (js) await expect(page.getByRole("toolbar").first()).toBeVisible();
  await page.getByLabel("Title *", { exact: true }).fill(good.title);
  await page.getByLabel("Goal (RWF)").fill("12.5");
  await page.getByLabel("Start date").fill("2026-03-10");
  await page.getByLabel("End date (optional)").fill("2026-03-01");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByLabel("Goal (RWF)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#field-goal-error")).toHaveText(/whole number of Rwandan francs/);
  await expect(page.locator("#field-endsOn-error")).toHaveText("The end date cannot be before the start date");
  await expect(page.getByLabel("Title *", { exact: true })).toHaveValue(good.title);
  expect(campaignCount(...titles)).toBe(0);
});

test("authors and users are refused: redirect from the pages, 401/403 from the API; no Campaigns link", async ({
  page,
  request,
}) => {
  await loginAs(page, DEMO.author);
  await page.goto("/admin/campaigns");
  await expect(page).not.toHaveURL(/\/admin\/campaigns/);
  await page.goto("/admin/blog");
  await expect(page.getByRole("link", { name: "Campaigns" })).toHaveCount(0);
  const data = { title: unique("Refused"), goal: 1000, startsOn: "2026-01-01" };
  for (const who of [DEMO.author, DEMO.reader]) {
    const res = await request.post("/api/campaigns", { headers: bearer(createSessionToken(who)), data });
    expect(res.status()).toBe(403);
  }
  expect((await request.post("/api/campaigns", { data })).status()).toBe(401);
  expect(campaignByTitle(data.title)).toBeUndefined();
});

test("the API: GET lists active campaigns with progress; PATCH, delete refused with gifts (409); drafts are 404", async ({
  request,
}) => {
  const res = await request.post("/api/campaigns", {
    headers: editorAuth(),
    data: { title: unique("API"), goal: "5000", startsOn: "2026-01-01", status: "draft", titleFr: "Par l'API" },
  });
  expect(res.status()).toBe(201);
  const { data: made } = await res.json();
  created.push(made.id);
  expect((await request.get(`/give/${made.id}`)).status()).toBe(404);
  expect((await request.get("/give/no-such-campaign")).status()).toBe(404);

  const patch = await request.patch("/api/campaigns", {
    headers: editorAuth(),
    data: { id: made.id, status: "active" },
  });
  expect(patch.status()).toBe(200);
  addGift(made.id, 1200, "confirmed");
  const list = await (await request.get("/api/campaigns?lang=fr")).json();
  expect(list.data.find((c: { id: string }) => c.id === made.id)).toMatchObject({
    title: "Par l'API",
    goal: 5000,
    raised: 1200,
    gifts: 1,
    currency: "RWF",
    status: "active",
  });
  const del = await request.delete("/api/campaigns", { headers: editorAuth(), data: { id: made.id } });
  expect(del.status()).toBe(409);
  expect((await request.get(`/give/${made.id}`)).status()).toBe(200);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/give/${made.id}</loc>`);
});

test("the pages are accessible and fit at 360 and 1440 px", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const id = openDb().prepare("select id from campaigns where status = 'active' order by featured desc").pluck().get();
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const url of ["/give", `/give/${id}`, "/rw/give", "/"]) {
      await page.goto(url);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, url).toBe(false);
      if (url !== "/")
        await page.screenshot({
          path: testInfo.outputPath(`${url.replace(/\W+/g, "_")}-${width}.png`),
          fullPage: true,
        });
    }
  }
  await loginAs(page, DEMO.editor);
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const url of ["/admin/campaigns", "/admin/campaigns/new", `/admin/campaigns/${id}`]) {
      await page.goto(url);
      await expectNoAxeViolations(page, { nameMismatch: true });
      await page.screenshot({ path: testInfo.outputPath(`${url.replace(/\W+/g, "_")}-${width}.png`), fullPage: true });
    }
  }
});

// ---- The closing job, on a server of this spec's own (a job, not a page view). ----
test.describe("a campaign closes itself after its end date", () => {
  test.describe.configure({ timeout: 180_000 });
  let server: OwnServer | undefined;
  test.afterAll(async () => {
    if (server) await stopOwnServer(server);
  });
  const start = (port: number, dir?: string) =>
    startOwnServer(
      {
        APP_MODE: "local",
        SEED_DEMO: "false",
        SESSION_SECRET: "campaign-closing-secret-0123456789",
        APP_URL: `http://localhost:${port}`,
      },
      port,
      { dir },
    );

  test("the job closes it with what was raised, once; its page says so and takes no gifts", async ({ page, js }) => {
    const port = ownPort("campaignClosing", js ? 0 : 1);
    const base = `http://localhost:${port}`;
    server = await start(port);
    await stopOwnServer(server, { keepData: true });
    const dir = server.dataDir;
    server = undefined;
    const db = writable(path.join(dir, "app.db"));
    const yesterday = dayFrom(kigaliToday(), -1);
    db.prepare(
      `insert into campaigns (id, title, goal, starts_on, ends_on, status, created_at, updated_at) values ('closeme', 'Ended yesterday', 10000, '2026-01-01', ?, 'active', 0, 0)`,
    ).run(yesterday);
    db.prepare(
      `insert into campaigns (id, title, goal, starts_on, ends_on, status, created_at, updated_at) values ('stillopen', 'Ends today', 10000, '2026-01-01', ?, 'active', 0, 0)`,
    ).run(kigaliToday());
    for (const [n, status] of [
      [3000, "confirmed"],
      [2000, "confirmed"],
      [999, "pending"],
    ] as const)
      db.prepare(
        `insert into donations (id, campaign_id, amount, method, source, status, created_at, updated_at) values (?, 'closeme', ?, 'bank', 'staff', ?, 0, 0)`,
      ).run(`g${n}`, n, status);
    // The job has run at the first start; due again now.
    db.prepare("delete from job_runs where name = 'campaign-closing'").run();
    db.close();

    server = await start(port, dir);
    const state = () =>
      new Database(path.join(dir, "app.db"), { readonly: true })
        .prepare("select id, status, raised_at_close as raised, closed_at as closedAt from campaigns order by id")
        .all() as { id: string; status: string; raised: number | null; closedAt: number | null }[];
    await expect.poll(() => state().find((c) => c.id === "closeme")?.status, { timeout: 10_000 }).toBe("closed");
    const first = state();
    expect(first).toEqual([
      { id: "closeme", status: "closed", raised: 5000, closedAt: expect.any(Number) },
      { id: "stillopen", status: "active", raised: null, closedAt: null },
    ]);
    expect(server.log()).toContain("closed 1");

    await page.goto(`${base}/give/closeme`);
    await expect(page.getByRole("heading", { name: "This campaign has closed" })).toBeVisible();
    await expect(page.getByText("Raised RWF 5,000 of RWF 10,000 from 2 gifts.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Give to this campaign" })).toHaveCount(0);
    await page.goto(`${base}/give`);
    await expect(page.getByRole("heading", { name: "Ended yesterday" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Ends today" })).toBeVisible();
    await expect(page.getByText("Last day")).toBeVisible();

    // Idempotent: another run (after a restart) changes nothing.
    await stopOwnServer(server, { keepData: true });
    const again = writable(path.join(dir, "app.db"));
    again.prepare("delete from job_runs where name = 'campaign-closing'").run();
    again.close();
    server = await start(port, dir);
    await expect
      .poll(
        () =>
          new Database(path.join(dir, "app.db"), { readonly: true })
            .prepare("select last_finished_at from job_runs where name = 'campaign-closing'")
            .pluck()
            .get(),
        { timeout: 10_000 },
      )
      .not.toBeUndefined();
    expect(state()).toEqual(first);
  });
});

test("saving only a new goal keeps the stories' HTML byte for byte (the plain-text box without JavaScript)", async ({
  page,
  request,
  js,
}) => {
  const story = "<h2>Why</h2><p>Books <strong>matter</strong>.</p>";
  const res = await request.post("/api/campaigns", {
    headers: editorAuth(),
    data: { title: unique("Keep HTML"), goal: 1000, startsOn: "2026-01-01", story, storyFr: "<p><em>Livres</em></p>" },
  });
  const { data: made } = await res.json();
  created.push(made.id);
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/campaigns/${made.id}`);
  if (js) await expect(page.getByRole("toolbar").first()).toBeVisible();
  await page.getByLabel("Goal (RWF)").fill("2500");
  await page.getByRole("button", { name: "Save campaign" }).click();
  await expect(page.getByText("Campaign saved")).toBeVisible();
  const row = openDb().prepare("select goal, story, story_fr as storyFr from campaigns where id = ?").get(made.id);
  expect(row).toEqual({ goal: 2500, story: made.story, storyFr: made.storyFr });
});

test("the home page shows the featured campaign's progress; the donation dialog links to /give in the page's language", async ({
  page,
}) => {
  const featured = openDb()
    .prepare("select id, title, title_rw as titleRw from campaigns where featured = 1 and status = 'active'")
    .get() as { id: string; title: string; titleRw: string };
  await page.goto("/");
  const band = page.getByRole("region", { name: featured.title });
  await expect(band.getByRole("progressbar", { name: `Progress of ${featured.title}` })).toBeVisible();
  await expect(band.getByRole("link", { name: "See all campaigns" })).toHaveAttribute("href", "/give");
  await page.goto("/rw?donate=1");
  const dialog = page.locator("#donate-dialog");
  await expect(
    dialog.getByRole("link", { name: "Reba ubukangurambaga bwacu n'uburyo bwose bwo gutanga" }),
  ).toHaveAttribute("href", "/rw/give");
});

test("staff preview a draft at its address; guests get the 404", async ({ page, request }) => {
  const res = await request.post("/api/campaigns", {
    headers: editorAuth(),
    data: { title: unique("Draft preview"), goal: 1000, startsOn: "2026-01-01" },
  });
  const { data: made } = await res.json();
  created.push(made.id);
  const guest = await page.goto(`/give/${made.id}`);
  expect(guest?.status()).toBe(404);
  await loginAs(page, DEMO.editor);
  const staff = await page.goto(`/give/${made.id}`);
  expect(staff?.status()).toBe(200);
  await expect(page.getByText("Preview: only staff can see this campaign until it is active.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});
