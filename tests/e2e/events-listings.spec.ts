import path from "node:path";
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { seedEvent, seedShift } from "../support/event-door";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/**
 * Issue 37 item 2 (events-public): events where people look for them outside /events: the home page's next events,
 * a program page's upcoming ones, the sitemap, and /rw/events in Kinyarwanda, with JavaScript on and off. Rows are
 * written straight into the server's database; the guests' page cache keeps a page 5 s and only staff writes drop
 * it, so each test's browser carries a cookie that makes it no guest (no page is kept for it).
 */
const idOf = () => randomBytes(9).toString("base64url");
const DAY = 86_400_000;
const HOUR = 3_600_000;

function addEvent(o: { title: string; start: number; status?: string; program?: string; titleRw?: string }) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "app.db"));
  db.pragma("busy_timeout = 5000");
  const id = idOf();
  const now = Date.now();
  db.prepare(
    "insert into events (id, title, title_rw, place_name, status, program, created_at, updated_at) values (?, ?, ?, 'Youth centre', ?, ?, ?, ?)",
  ).run(id, o.title, o.titleRw ?? "", o.status ?? "published", o.program ?? "", now, now);
  db.prepare(
    "insert into event_dates (id, event_id, starts_at, ends_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?)",
  ).run(idOf(), id, o.start, o.start + 2 * HOUR, now, now);
  db.close();
  return id;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "e2e-fresh", value: "1", url: baseURL! }]);
});

test.describe("events listed outside /events", () => {
  test("the home page shows the next events (a date going on now first) with a link to all", async ({ page }) => {
    // Started a moment ago and still going on: before every event still to come, whatever other specs wrote.
    const title = `Happening now ${idOf()}`;
    const id = addEvent({ title, start: Date.now() - HOUR - Math.floor(Math.random() * 60_000) });
    await page.goto("/");
    const section = page.getByRole("region", { name: "Coming up" });
    await expect(section.getByRole("link", { name: title })).toHaveAttribute("href", `/events/${id}`);
    expect(await section.getByRole("listitem").count()).toBeLessThanOrEqual(3);
    await section.getByRole("link", { name: "All events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  });

  test("a program page lists its upcoming events only", async ({ page }) => {
    const mine = `Program event ${idOf()}`;
    const other = `Other program ${idOf()}`;
    const past = `Past program event ${idOf()}`;
    addEvent({ title: mine, start: Date.now() + 2 * DAY, program: "gbv-prevention" });
    addEvent({ title: other, start: Date.now() + 2 * DAY, program: "education" });
    addEvent({ title: past, start: Date.now() - 3 * DAY, program: "gbv-prevention" });
    await page.goto("/programs/gbv-prevention");
    const section = page.getByRole("region", { name: "Upcoming events" });
    await expect(section.getByRole("link", { name: mine })).toBeVisible();
    await expect(section.getByRole("link", { name: other })).toHaveCount(0);
    await expect(section.getByRole("link", { name: past })).toHaveCount(0);

    await page.goto("/fr/programs/gbv-prevention");
    await expect(
      page.getByRole("region", { name: "Événements à venir" }).getByRole("link", { name: mine }),
    ).toBeVisible();
  });

  test("the sitemap lists /events and published upcoming or recent events, in every language", async ({ request }) => {
    const upcoming = addEvent({ title: `Sitemap soon ${idOf()}`, start: Date.now() + 5 * DAY });
    const recent = addEvent({ title: `Sitemap recent ${idOf()}`, start: Date.now() - 10 * DAY });
    const old = addEvent({ title: `Sitemap old ${idOf()}`, start: Date.now() - 200 * DAY });
    const draft = addEvent({ title: `Sitemap draft ${idOf()}`, start: Date.now() + 5 * DAY, status: "draft" });
    const xml = await (await request.get("/sitemap.xml")).text();
    const origin = `http://localhost:${process.env.E2E_PORT}`;
    for (const path of ["/events", "/rw/events", "/fr/events"]) expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    for (const id of [upcoming, recent]) {
      for (const prefix of ["", "/rw", "/fr"]) expect(xml).toContain(`<loc>${origin}${prefix}/events/${id}</loc>`);
    }
    expect(xml).not.toContain(`/events/${old}<`);
    expect(xml).not.toContain(`/events/${draft}<`);
  });

  test("/rw/events is in Kinyarwanda, with the event's own Kinyarwanda title", async ({ page }) => {
    const titleRw = `Amahugurwa ${idOf()}`;
    const id = addEvent({ title: `Workshop ${idOf()}`, titleRw, start: Date.now() + 3 * DAY });
    await page.goto("/rw/events");
    await expect(page.locator("html")).toHaveAttribute("lang", "rw");
    await expect(page.getByRole("heading", { level: 1, name: "Ibikorwa" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Ibikorwa biri imbere" })).toBeVisible();
    const link = page.getByRole("link", { name: titleRw });
    await expect(link).toHaveAttribute("href", `/rw/events/${id}`);
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: titleRw })).toBeVisible();
  });

  test("a weekly event's page on a phone: three dates, the rest folded, a link straight to the form", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const title = `Weekly club ${idOf()}`;
    const first = Date.now() + 2 * DAY;
    const event = seedEvent(
      title,
      Array.from({ length: 8 }, (_, i) => first + i * 7 * DAY),
    );
    seedShift(event.id, "Welcome desk", 2);
    await page.goto(`/events/${event.id}`);
    const dates = page.getByRole("region", { name: "When" });
    // Three dates show with their shifts; the other five are behind one summary a phone can open without script.
    await expect(dates.getByText("Welcome desk")).toHaveCount(8);
    await expect(dates.getByText("Welcome desk").filter({ visible: true })).toHaveCount(3);
    await dates.getByText("5 more dates").click();
    await expect(dates.getByText("Welcome desk").filter({ visible: true })).toHaveCount(8);
    // Every date can still be chosen on the form, which the top link reaches.
    await page.getByRole("link", { name: "Sign up", exact: true }).click();
    await expect(page).toHaveURL(/#signup$/);
    await expect(page.getByLabel("Date").locator("option")).toHaveCount(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});
