import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { DEFAULT_TIME_ZONE } from "../../app/utils/dates";
import { formatSiteTime, toSiteInputValue } from "../../app/utils/site-time";
import { deletePosts, uniqueName } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";
import { bearer, createSessionToken } from "../support/sessions";

// Scheduling (issue 15): status "scheduled" with a future publishedAt; the server publishes it on time (the
// "scheduling" job, real clock, no injected time), after a restart too, and guests never see it early.
const created: string[] = [];
test.afterAll(() => deletePosts(created.splice(0)));

const auth = (account: { email: string; password: string }) => bearer(createSessionToken(account));
const HOUR = 3_600_000;
const postBody = (extra: Record<string, unknown> = {}) => ({
  title: uniqueName("E2E scheduled"),
  excerpt: "Goes out later.",
  content: "<p>Scheduled body.</p>",
  category: "Research",
  featuredImage: "https://images.example.org/scheduled.jpg",
  featuredImageAlt: "A calendar",
  ...extra,
});

async function createVia(
  request: APIRequestContext,
  headers: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  const res = await request.post("/api/blog", { headers, data: postBody(extra) });
  const body = await res.json();
  if (res.status() === 201) created.push(body.data._id);
  return { res, body };
}

test("API: create and PUT with status scheduled and a future publishedAt; past, missing and author are refused", async ({
  request,
}) => {
  const editor = auth(DEMO.editor);
  const when = new Date(Date.now() + 48 * HOUR);
  when.setUTCSeconds(0, 0);
  const { res, body } = await createVia(request, editor, { status: "scheduled", publishedAt: when.toISOString() });
  expect(res.status()).toBe(201);
  expect(body.data).toMatchObject({ status: "scheduled", publishedAt: when.toISOString() });
  const id = body.data._id as string;

  const past = await createVia(request, editor, {
    status: "scheduled",
    publishedAt: new Date(Date.now() - HOUR).toISOString(),
  });
  expect(past.res.status()).toBe(400);
  expect(past.body.message).toMatch(/must be in the future/);
  expect(past.body.errors).toEqual({ publishedAt: past.body.message });
  const missing = await createVia(request, editor, { status: "scheduled" });
  expect(missing.res.status()).toBe(400);
  expect(missing.body.message).toMatch(/date and time/);
  expect((await createVia(request, editor, { status: "scheduled", publishedAt: "soon" })).res.status()).toBe(400);
  expect(
    (
      await createVia(request, auth(DEMO.author), { status: "scheduled", publishedAt: when.toISOString() })
    ).res.status(),
  ).toBe(403);

  // A datetime-local value is Kigali time (UTC+2).
  const moved = await request.put(`/api/blog/${id}`, { headers: editor, data: { publishedAt: "2099-11-24T08:00" } });
  expect(moved.status()).toBe(200);
  expect((await moved.json()).data).toMatchObject({ status: "scheduled", publishedAt: "2099-11-24T06:00:00.000Z" });
  expect(
    (await request.put(`/api/blog/${id}`, { headers: editor, data: { publishedAt: "2001-01-01T08:00:00Z" } })).status(),
  ).toBe(400);

  // Staff list it with ?status=scheduled; guests never see it, in the list, by id or in a search.
  const staff = await (await request.get("/api/blog?status=scheduled&limit=50", { headers: editor })).json();
  expect(staff.data.map((p: { _id: string }) => p._id)).toContain(id);
  const guest = await request.get("/api/blog?status=scheduled&limit=50");
  expect((await guest.json()).data).toEqual([]);
  expect((await request.get(`/api/blog/${id}`)).status()).toBe(404);
  expect((await (await request.get(`/api/blog?q=${encodeURIComponent(body.data.title)}`)).json()).data).toEqual([]);

  // Unscheduling: a draft again, the future time cleared.
  const un = await request.put(`/api/blog/${id}`, { headers: editor, data: { status: "draft" } });
  expect((await un.json()).data).toMatchObject({ status: "draft", publishedAt: null });
  const actions = openDb()
    .prepare("select action from audit_log where target_id = ? order by created_at, rowid")
    .pluck()
    .all(id);
  expect(actions).toEqual(["post.scheduled", "post.scheduled", "post.unscheduled"]);
});

test("the running server publishes a scheduled post on time, as the Scheduler", async ({ request }) => {
  const due = new Date(Date.now() + 4_000);
  const { body } = await createVia(request, auth(DEMO.editor), { status: "scheduled", publishedAt: due.toISOString() });
  const id = body.data._id as string;
  expect((await request.get(`/api/blog/${id}`)).status()).toBe(404);
  await expect
    .poll(async () => (await request.get(`/api/blog/${id}`)).status(), { timeout: 15_000, intervals: [250] })
    .toBe(200);
  // Woken at the due time, not at the next 30 s poll.
  expect(Date.now() - due.getTime()).toBeLessThan(8_000);
  const entry = openDb()
    .prepare("select actor_name as who from audit_log where target_id = ? and action = 'post.published'")
    .get(id) as { who: string };
  expect(entry.who).toBe("Scheduler");
});

// ---- In the browser, with a server of this spec's own that is stopped while the post comes due. ----
test.describe("scheduled in the browser, published after a restart", () => {
  test.describe.configure({ timeout: 240_000 });
  let server: OwnServer | undefined;
  test.afterAll(async () => {
    if (server) await stopOwnServer(server);
  });

  const start = async (port: number, dir?: string) =>
    startOwnServer(
      {
        APP_MODE: "local",
        SEED_DEMO: "true",
        SESSION_SECRET: "scheduling-secret-0123456789abcdef",
        APP_URL: `http://localhost:${port}`,
      },
      port,
      { dir },
    );

  async function login(page: Page, base: string) {
    const res = await page.request.post(`${base}/api/auth/login`, { headers: { Origin: base }, data: DEMO.editor });
    expect(res.status()).toBe(200);
  }

  test("schedule from the edit page; guests see it on /blog, in /rss.xml and /sitemap.xml only once it is due", async ({
    page,
    js,
  }) => {
    const port = ownPort("scheduling", js ? 0 : 1);
    const base = `http://localhost:${port}`;
    server = await start(port);
    await login(page, base);
    const title = uniqueName(`E2E scheduled page ${js ? "js" : "nojs"}`);
    const made = await page.request.post(`${base}/api/blog`, { headers: { Origin: base }, data: postBody({ title }) });
    expect(made.status()).toBe(201);
    const id = (await made.json()).data._id as string;

    await page.goto(`${base}/admin/blog/edit/${id}`);
    const time = page.getByLabel("Publish on (Kigali time)");
    if (js) {
      // With JavaScript the time is asked only for Scheduled.
      await expect(time).toHaveCount(0);
      await page.getByLabel("Status", { exact: true }).selectOption("scheduled");
    } else {
      await page.getByLabel("Status", { exact: true }).selectOption("scheduled");
      await expect(page.getByText("Used only when the status is Scheduled")).toBeVisible();
    }
    await expect(time).toBeVisible();
    // The form asks for minutes: the next whole minute at least 20 s away.
    const due = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
    await time.fill(toSiteInputValue(due, DEFAULT_TIME_ZONE));
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(page).toHaveURL(`${base}/admin/blog`);

    const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
    const stored = db.prepare("select status, published_at as at from posts where id = ?").get(id) as {
      status: string;
      at: number;
    };
    db.close();
    expect(stored).toEqual({ status: "scheduled", at: due.getTime() });
    await page.goto(`${base}/admin/blog/edit/${id}`);
    await expect(page.getByText(`Scheduled for ${formatSiteTime(due, DEFAULT_TIME_ZONE)}`)).toBeVisible();
    await expect(page.getByLabel("Publish on (Kigali time)")).toHaveValue(toSiteInputValue(due, DEFAULT_TIME_ZONE));
    await expectNoAxeViolations(page);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`scheduled-edit-${width}.png`), fullPage: true });
    }

    const guestSees = async () => {
      const [blog, rss, sitemap] = await Promise.all(
        ["/blog?q=" + encodeURIComponent(title), "/rss.xml", "/sitemap.xml"].map((p) =>
          fetch(base + p).then((r) => r.text()),
        ),
      );
      // The search box repeats the title, so the card is looked for by its link.
      return {
        blog: blog.includes(`/blog/${id}`),
        rss: rss.includes(`/blog/${id}`),
        sitemap: sitemap.includes(`/blog/${id}`),
      };
    };
    expect(await guestSees()).toEqual({ blog: false, rss: false, sitemap: false });

    // Down while it comes due: the server publishes it as soon as it is back. The form takes whole minutes, so the
    // due time is up to 80 s away: rather than wait for it, the stopped server's file has its due time moved to
    // one second ago, which is all the clock would have changed (the running server's own timer is the test above).
    await stopOwnServer(server, { keepData: true });
    const dir = server.dataDir;
    server = undefined;
    const file = new Database(path.join(dir, "app.db"));
    file.prepare("update posts set published_at = ? where id = ? and status = 'scheduled'").run(Date.now() - 1_000, id);
    file.close();
    server = await start(port, dir);
    await expect.poll(guestSees, { timeout: 10_000 }).toEqual({ blog: true, rss: true, sitemap: true });
    expect(server.log()).toContain("published 1 scheduled post");
  });
});
