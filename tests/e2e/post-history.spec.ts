import type { APIRequestContext, Page } from "@playwright/test";
import { loginAs } from "../support/auth";
import { deletePosts, uniqueName } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";
import { pngOf, randomColour } from "../support/images";
import { bearer, createSessionToken } from "../support/sessions";

// Posts here are titled "E2E admin …": the public list's tests leave such posts out of their expectations.
const created: string[] = [];
test.afterAll(() => deletePosts(created.splice(0)));

const postRow = (id: string) =>
  openDb().prepare("select title, content, status, updated_at from posts where id = ?").get(id) as {
    title: string;
    content: string;
    status: string;
    updated_at: number | null;
  };
const revisionsOf = (id: string) =>
  openDb()
    .prepare(
      "select id, kind, title, content, actor_name from post_revisions where post_id = ? order by created_at desc, rowid desc",
    )
    .all(id) as { id: string; kind: string; title: string; content: string; actor_name: string }[];
const auditActions = (id: string) =>
  openDb().prepare("select action from audit_log where target_id = ?").pluck().all(id) as string[];
const nameOf = (email: string) =>
  openDb().prepare("select name from users where email = ?").pluck().get(email) as string;

/** A post by `who` through the API, then saved once with a new title and text: two revisions to compare. */
async function postWithTwoSaves(request: APIRequestContext, who = DEMO.editor, status = "draft") {
  const title = uniqueName("E2E admin history");
  const res = await request.post("/api/blog", {
    headers: bearer(createSessionToken(who)),
    multipart: {
      title,
      excerpt: "Old excerpt",
      content: "<p>The old first paragraph.</p><p>Kept paragraph.</p>",
      category: "Education",
      status,
      featuredImage: { name: "h.png", mimeType: "image/png", buffer: await pngOf(randomColour()) },
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data._id as string;
  created.push(id);
  const put = await request.put(`/api/blog/${id}`, {
    headers: bearer(createSessionToken(who)),
    data: { title: `${title} v2`, content: "<p>The new first paragraph.</p><p>Kept paragraph.</p>" },
  });
  expect(put.status()).toBe(200);
  return { id, title };
}

const typeInTitle = async (page: Page, text: string) => {
  const field = page.getByLabel("Title *");
  await field.click();
  await field.press("End");
  await field.pressSequentially(text);
};

test("autosave keeps a revision without changing the live post; a failed autosave says so and retries", async ({
  page,
  request,
  js,
}) => {
  test.skip(!js, "autosave needs JavaScript");
  test.setTimeout(60_000);
  const { id, title } = await postWithTwoSaves(request, DEMO.editor, "published");
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/blog/edit/${id}`);
  const status = page.getByRole("status").filter({ hasText: /history|Autosave/ });

  await typeInTitle(page, " typed");
  await expect(status).toHaveText(/^Saved to history at \d\d:\d\d$/, { timeout: 15_000 });
  expect(postRow(id).title).toBe(`${title} v2`);
  expect(revisionsOf(id)[0]).toMatchObject({
    kind: "autosave",
    title: `${title} v2 typed`,
    actor_name: nameOf(DEMO.editor.email),
  });
  await page.goto(`/blog/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} v2`);

  // The connection drops: the line says so and retries; when it is back, the text reaches the history.
  await page.goto(`/admin/blog/edit/${id}`);
  await expect(page.getByRole("link", { name: /^Restore unsaved changes from \d\d:\d\d$/ })).toBeVisible();
  let aborted = 0;
  await page.route("**/api/blog/*/autosave", (route) =>
    aborted++ < 2 ? route.abort("internetdisconnected") : route.continue(),
  );
  await typeInTitle(page, " offline");
  // The title typed on the first visit comes back from the device draft, so read what the field holds now.
  const offlineTitle = await page.getByLabel("Title *").inputValue();
  expect(offlineTitle).toMatch(/ offline$/);
  await expect(status).toHaveText(/^Autosave failed — retrying in \d+ s$/, { timeout: 15_000 });
  await expect(status).toHaveText(/^Saved to history at \d\d:\d\d$/, { timeout: 20_000 });
  expect(aborted).toBeGreaterThanOrEqual(3);
  expect(revisionsOf(id)[0]).toMatchObject({ kind: "autosave", title: offlineTitle });
  // One autosave per person: the newer one replaced the older.
  expect(revisionsOf(id).filter((r) => r.kind === "autosave")).toHaveLength(1);
  expect(postRow(id).title).toBe(`${title} v2`);
});

test("history lists saves with who and when; compare shows the change; restore brings the old text back as a new revision", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { id, title } = await postWithTwoSaves(request);
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/blog/edit/${id}`);
  await page.getByRole("link", { name: "History and preview links" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blog/history/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`History: ${title} v2`);
  const items = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^Compare with current/ }) });
  await expect(items).toHaveCount(2);
  const editor = nameOf(DEMO.editor.email);
  await expect(items.nth(0)).toContainText("Saved");
  await expect(items.nth(0)).toContainText(editor);
  await expect(items.nth(0).locator("time")).toHaveText(/^[A-Z][a-z]{2} \d\d, \d{4} \d\d:\d\d$/);
  await expect(items.nth(1)).toContainText("Created");

  await items
    .nth(1)
    .getByRole("link", { name: /^Compare with current/ })
    .click();
  const compare = page.getByRole("region", { name: /^Compared with the post now/ });
  await expect(compare.locator("del").filter({ hasText: "old" })).toHaveCount(1);
  await expect(compare.locator("ins").filter({ hasText: "new" })).toHaveCount(1);
  await expect(compare.locator("ins").filter({ hasText: "v2" })).toHaveCount(1);
  await expect(compare).toContainText("Unchanged: Excerpt, Category, Tags");

  await compare.getByRole("link", { name: "Restore this version" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Restore this version?" });
  await expect(dialog).toContainText("The status stays Draft");
  await dialog.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText(/^Restored the version from /)).toBeVisible();
  expect(postRow(id)).toMatchObject({
    title,
    status: "draft",
    content: "<p>The old first paragraph.</p><p>Kept paragraph.</p>",
  });
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText("Restored an earlier version");
  expect(revisionsOf(id).map((r) => r.kind)).toEqual(["restored", "saved", "created"]);
  expect(auditActions(id)).toContain("post.restored");
});

test("an author sees the history of their own post only; another writer's edit page is a 403 refusal, not a crash", async ({
  page,
  request,
}) => {
  const own = await postWithTwoSaves(request, DEMO.author);
  const others = await postWithTwoSaves(request, DEMO.editor);
  await loginAs(page, DEMO.author);
  await page.goto(`/admin/blog/history/${own.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`History: ${own.title} v2`);
  await expect(page.getByRole("region", { name: "Preview links" })).toHaveCount(0);

  const refused = await page.goto(`/admin/blog/history/${others.id}`);
  expect(refused?.status()).toBe(403);
  const edit = await page.goto(`/admin/blog/edit/${others.id}`);
  expect(edit?.status()).toBe(403);
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You may not edit this post");
  await expect(page.getByText("Internal Server Error")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to blog posts" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("API: revisions list, one revision with its comparison, restore; 401, 403, 404, never a 500", async ({
  request,
  playwright,
  baseURL,
}) => {
  const { id, title } = await postWithTwoSaves(request, DEMO.author);
  const author = bearer(createSessionToken(DEMO.author));
  const list = await request.get(`/api/blog/${id}/revisions`, { headers: author });
  expect(list.status()).toBe(200);
  const body = await list.json();
  expect(body.data.map((r: { kind: string }) => r.kind)).toEqual(["saved", "created"]);
  expect(body.data[0]).toMatchObject({ actor: { name: nameOf(DEMO.author.email) }, title: `${title} v2` });
  expect(new Date(body.data[0].createdAt).toISOString()).toBe(body.data[0].createdAt);
  const firstId = body.data[1]._id as string;

  const one = await request.get(`/api/blog/${id}/revisions/${firstId}`, { headers: author });
  expect(one.status()).toBe(200);
  const revision = await one.json();
  expect(revision.data).toMatchObject({ title, content: "<p>The old first paragraph.</p><p>Kept paragraph.</p>" });
  const titleChange = revision.comparison.changes.find((c: { field: string }) => c.field === "title");
  expect(titleChange.changed).toBe(true);
  expect(titleChange.parts).toContainEqual({ type: "added", text: "v2" });

  const guest = await playwright.request.newContext({ baseURL });
  expect((await guest.get(`/api/blog/${id}/revisions`)).status()).toBe(401);
  expect((await guest.post(`/api/blog/${id}/revisions/${firstId}/restore`)).status()).toBe(401);
  await guest.dispose();
  const reader = bearer(createSessionToken(DEMO.reader));
  expect((await request.get(`/api/blog/${id}/revisions`, { headers: reader })).status()).toBe(403);
  const editorsPost = await postWithTwoSaves(request, DEMO.editor);
  expect((await request.get(`/api/blog/${editorsPost.id}/revisions`, { headers: author })).status()).toBe(403);
  const editorsRevision = (
    await (
      await request.get(`/api/blog/${editorsPost.id}/revisions`, { headers: bearer(createSessionToken(DEMO.editor)) })
    ).json()
  ).data[1]._id;
  expect(
    (
      await request.post(`/api/blog/${editorsPost.id}/revisions/${editorsRevision}/restore`, { headers: author })
    ).status(),
  ).toBe(403);
  expect((await request.get(`/api/blog/unknown-post/revisions`, { headers: author })).status()).toBe(404);
  expect((await request.get(`/api/blog/${id}/revisions/unknown-rev`, { headers: author })).status()).toBe(404);
  // A revision of another post is not found under this one.
  expect((await request.get(`/api/blog/${id}/revisions/${editorsRevision}`, { headers: author })).status()).toBe(404);
  expect((await request.get(`/api/blog/${id}/revisions/%00%22`, { headers: author })).status()).toBe(404);
  expect((await request.put(`/api/blog/${id}/revisions`, { headers: author })).status()).toBe(405);

  const restore = await request.post(`/api/blog/${id}/revisions/${firstId}/restore`, { headers: author });
  expect(restore.status()).toBe(200);
  const restored = await restore.json();
  expect(restored).toMatchObject({ success: true, changed: true, data: { title, status: "draft" } });
  expect(revisionsOf(id).map((r) => r.kind)).toEqual(["restored", "saved", "created"]);

  // Autosave: JSON only, validated; the post does not change.
  const bad = await request.post(`/api/blog/${id}/autosave`, { headers: author, data: { title: "x".repeat(201) } });
  expect(bad.status()).toBe(400);
  const saved = await request.post(`/api/blog/${id}/autosave`, {
    headers: author,
    data: { title: "Autosaved title", content: `<p>${"é".repeat(49_000)}</p>` },
  });
  expect(saved.status()).toBe(200);
  expect((await saved.json()).data.stored).toBe(true);
  expect(postRow(id).title).toBe(title);
});

for (const width of [360, 1280]) {
  test(`the history page works at ${width} px, compares and restores, and is accessible`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const { id } = await postWithTwoSaves(request);
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, DEMO.editor);
    const oldest = revisionsOf(id).at(-1)!.id;
    await page.goto(`/admin/blog/history/${id}?compare=${oldest}`);
    await expect(page.getByRole("region", { name: /^Compared with the post now/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.goto(`/admin/blog/history/${id}?compare=${oldest}&restore=1`);
    await expect(page.getByRole("alertdialog", { name: "Restore this version?" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
