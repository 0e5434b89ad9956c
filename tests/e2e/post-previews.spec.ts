import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { loginAs } from "../support/auth";
import { deletePosts, uniqueName, writableDb } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, openDb, test, uniqueIp } from "../support/fixtures";
import { pngOf, randomColour } from "../support/images";
import { uniqueEmail } from "../support/auth";
import { bearer, createSessionToken, sessionCookieValue } from "../support/sessions";

// Posts here are titled "E2E admin …": the public list's tests leave such posts out of their expectations.
const created: string[] = [];
test.afterAll(() => deletePosts(created.splice(0)));

async function draftBy(request: APIRequestContext, who: { email: string; password: string }, status = "draft") {
  const title = uniqueName("E2E admin preview");
  const res = await request.post("/api/blog", {
    headers: bearer(createSessionToken(who)),
    multipart: {
      title,
      excerpt: "What reviewers read first",
      content: "<p>The draft's own words.</p>",
      category: "Education",
      status,
      featuredImage: { name: "p.png", mimeType: "image/png", buffer: await pngOf(randomColour()) },
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data._id as string;
  created.push(id);
  return { id, title };
}

const views = (id: string) => openDb().prepare("select views from posts where id = ?").pluck().get(id) as number;

/** What every preview shows: the article as the public page would, the banner, noindex, and nothing to share. */
async function expectPreview(page: Page, title: string) {
  await expect(page.getByRole("region", { name: "Preview — not published" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("The draft's own words.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Share" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Share this article" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Like/ })).toHaveCount(0);
}

test("an author previews their own draft from View; another writer's draft is not found to them", async ({
  page,
  request,
}) => {
  const own = await draftBy(request, DEMO.author);
  const others = await draftBy(request, DEMO.editor);
  await loginAs(page, DEMO.author);
  await page.goto(`/admin/blog?q=${encodeURIComponent(own.title)}`);
  await page.getByRole("link", { name: `View ${own.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${own.id}/preview$`));
  await expectPreview(page, own.title);
  const response = await page.request.get(`/blog/${own.id}/preview`);
  expect(response.headers()["x-robots-tag"]).toMatch(/noindex/);
  expect(views(own.id)).toBe(0);
  await expect(page.getByRole("link", { name: "Edit post" })).toBeVisible();
  await expectNoAxeViolations(page);

  const refused = await page.goto(`/blog/${others.id}/preview`);
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();

  // Signed out, the preview asks for a sign-in first.
  await page.context().clearCookies();
  await page.goto(`/blog/${own.id}/preview`);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});

/** A page in a fresh browser context: no cookies, no session, as a reviewer outside the team. */
async function stranger(browser: Browser, js: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled: js,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
  });
  return { page: await context.newPage(), close: () => context.close() };
}

async function createLink(page: Page, id: string) {
  await page.goto(`/admin/blog/history/${id}`);
  await page.getByRole("button", { name: "Create preview link" }).click();
  const field = page.getByLabel(/^New preview link/);
  await expect(field).toHaveValue(/\/preview\/[A-Za-z0-9_-]{40,}$/);
  return new URL(await field.inputValue()).pathname;
}

test("a preview link works for a stranger without an account, and stops when revoked or expired", async ({
  page,
  request,
  browser,
  js,
}) => {
  test.setTimeout(60_000);
  const { id, title } = await draftBy(request, DEMO.author);
  await loginAs(page, DEMO.editor);
  const path = await createLink(page, id);
  const panel = page.getByRole("region", { name: "Preview links" });
  await expect(panel.getByText(/^Created by .+ Expires [A-Z][a-z]{2} \d\d, \d{4} \d\d:\d\d\.$/)).toHaveCount(1);
  if (js) await expect(panel.getByRole("button", { name: "Copy link" })).toBeVisible();
  // Only the hash is kept.
  expect(
    openDb().prepare("select count(*) from preview_links where token_hash = ?").pluck().get(path.split("/").pop()),
  ).toBe(0);

  const guest = await stranger(browser, js);
  const opened = await guest.page.goto(path);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["x-robots-tag"]).toMatch(/noindex/);
  await expectPreview(guest.page, title);
  await expect(guest.page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  expect(views(id)).toBe(0);
  await expectNoAxeViolations(guest.page);

  await panel.getByRole("button", { name: /^Revoke/ }).click();
  await expect(page.getByText("Preview link revoked: it no longer works").first()).toBeVisible();
  await expect(panel.getByText("No active preview links.")).toBeVisible();
  const revoked = await guest.page.goto(path);
  expect(revoked?.status()).toBe(410);
  await expect(guest.page.getByRole("heading", { level: 1 })).toHaveText("This preview link was turned off");
  await expect(guest.page.getByText("The draft's own words.")).toHaveCount(0);

  const second = await createLink(page, id);
  const db = writableDb();
  try {
    db.prepare("update preview_links set expires_at = ? where post_id = ? and revoked_at is null").run(
      Date.now() - 60_000,
      id,
    );
  } finally {
    db.close();
  }
  const expired = await guest.page.goto(second);
  expect(expired?.status()).toBe(410);
  await expect(guest.page.getByRole("heading", { level: 1 })).toHaveText("This preview link has expired");
  const unknown = await guest.page.goto("/preview/not-a-real-token-at-all-0123456789");
  expect(unknown?.status()).toBe(404);
  await expect(guest.page.getByRole("heading", { level: 1 })).toHaveText("Preview link not found");
  await guest.close();

  const actions = openDb().prepare("select action from audit_log where target_id = ?").pluck().all(id) as string[];
  expect(actions.filter((a) => a === "post.preview_link_created")).toHaveLength(2);
  expect(actions).toContain("post.preview_link_revoked");
});

test("a preview link ends with its creator's right: demoted or deleted, their links stop (issue 23)", async ({
  page,
  request,
  browser,
  js,
}) => {
  test.skip(!js, "server rule, run once");
  const admin = bearer(createSessionToken(DEMO.admin));
  /** A verified editor made by an admin, as the people screens do; returns its id and e-mail. */
  const newEditor = async () => {
    const email = uniqueEmail("preview-editor");
    const made = await request.post("/api/users", {
      headers: admin,
      data: { name: "Short-term Editor", email, role: "editor" },
    });
    expect(made.status()).toBe(201);
    const id = (await made.json()).data._id as string;
    expect(
      (
        await request.patch("/api/users/bulk", {
          headers: admin,
          data: { userIds: [id], updates: { isVerified: true } },
        })
      ).status(),
    ).toBe(200);
    return { id, email };
  };
  /** That editor's browser creates a link on the history page. */
  const linkBy = async (email: string, postId: string) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() } });
    const token = createSessionToken({ email, password: "" });
    await context.addCookies([
      { name: "__session", value: await sessionCookieValue(token), url: `http://localhost:${process.env.E2E_PORT}` },
    ]);
    const path = await createLink(await context.newPage(), postId);
    await context.close();
    return path;
  };
  const status = async (path: string) => (await request.get(path, { maxRedirects: 0 })).status();

  const { id } = await draftBy(request, DEMO.author);
  const demoted = await newEditor();
  const deleted = await newEditor();
  const [first, second, third] = [
    await linkBy(demoted.email, id),
    await linkBy(demoted.email, id),
    await linkBy(deleted.email, id),
  ];
  for (const path of [first, second, third]) expect(await status(path)).toBe(200);

  expect(
    (
      await request.put(`/api/users/${demoted.id}`, {
        headers: admin,
        data: { name: "Short-term Editor", email: demoted.email, role: "user" },
      })
    ).status(),
  ).toBe(200);
  expect(await status(first)).toBe(410);
  expect(await status(second)).toBe(410);
  expect(await status(third)).toBe(200);
  expect((await request.delete(`/api/users/${deleted.id}`, { headers: admin })).status()).toBe(200);
  expect(await status(third)).toBe(410);

  // The post's panel no longer lists them as working links.
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/blog/history/${id}`);
  await expect(page.getByRole("region", { name: "Preview links" }).getByText("No active preview links.")).toBeVisible();
});

test("authors cannot create preview links (the API of the page refuses too)", async ({ page, request }) => {
  const { id } = await draftBy(request, DEMO.author);
  await loginAs(page, DEMO.author);
  await page.goto(`/admin/blog/history/${id}`);
  await expect(page.getByRole("button", { name: "Create preview link" })).toHaveCount(0);
  const res = await page.request.post(`/admin/blog/history/${id}`, {
    form: { intent: "create-link" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  expect(openDb().prepare("select count(*) from preview_links where post_id = ?").pluck().get(id)).toBe(0);
});

for (const width of [360, 1280]) {
  test(`"Edit post" on the public post for an editor, not for a guest; the preview fits at ${width} px`, async ({
    page,
    request,
  }) => {
    const published = await draftBy(request, DEMO.editor, "published");
    const draft = await draftBy(request, DEMO.author);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/blog/${published.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(published.title);
    await expect(page.getByRole("link", { name: "Edit post" })).toHaveCount(0);

    await loginAs(page, DEMO.editor);
    await page.goto(`/blog/${published.id}`);
    await page.getByRole("link", { name: "Edit post" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${published.id}$`));

    await page.goto(`/blog/${draft.id}/preview`);
    await expectPreview(page, draft.title);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const banner = page.getByRole("region", { name: "Preview — not published" });
    for (const link of await banner.getByRole("link").all())
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `test-results/preview-${width}.png`, fullPage: false });
  });
}
