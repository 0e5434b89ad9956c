import { loginAs } from "../support/auth";
import { deletePosts, insertPost, uniqueName } from "../support/blog-data";
import { DEMO, expect, openDb, test } from "../support/fixtures";
import { bearer, createSessionToken } from "../support/sessions";

// Bulk publish, unpublish and delete on /admin/blog (issue 15), through the page (with and without JavaScript, at
// 360 and 1280 px) and through POST /api/blog/bulk.

const statusOf = (id: string) =>
  openDb().prepare("select status from posts where id = ?").pluck().get(id) as string | undefined;
const auditActions = (id: string) =>
  openDb().prepare("select action from audit_log where target_id = ? order by rowid").pluck().all(id) as string[];
const revisionKinds = (id: string) =>
  openDb()
    .prepare("select kind from post_revisions where post_id = ? order by created_at, rowid")
    .pluck()
    .all(id) as string[];

function batch(n: number, status: "draft" | "published" = "draft", authorEmail = DEMO.editor.email) {
  const category = uniqueName("E2E Bulk");
  const ids = Array.from({ length: n }, (_, i) =>
    insertPost({ status, category, title: uniqueName(`E2E admin bulk ${i + 1}`), authorEmail }),
  );
  return { category, ids };
}

for (const width of [360, 1280]) {
  test(`an editor publishes two drafts, then deletes a whole page, with one confirmation each (${width} px)`, async ({
    page,
  }) => {
    const { category, ids } = batch(3);
    try {
      await page.setViewportSize({ width, height: 800 });
      await loginAs(page, DEMO.editor);
      await page.goto(`/admin/blog?category=${encodeURIComponent(category)}`);
      await expect(page.getByText("3 posts", { exact: true })).toBeVisible();
      const titles = openDb()
        .prepare(`select id, title from posts where id in (${ids.map(() => "?").join(",")})`)
        .all(...ids) as { id: string; title: string }[];
      const titleOf = (id: string) => titles.find((t) => t.id === id)!.title;

      // Checkboxes are named after their post, and big enough to tap.
      const first = page.getByRole("checkbox", { name: `Select “${titleOf(ids[0]!)}”` }).filter({ visible: true });
      await first.check();
      await page
        .getByRole("checkbox", { name: `Select “${titleOf(ids[1]!)}”` })
        .filter({ visible: true })
        .check();
      const box = await page.locator(`label[for="select-${width < 768 ? "card" : "row"}-${ids[0]}"]`).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
      await page.getByRole("button", { name: "Publish selected", exact: true }).click();

      const dialog = page.getByRole("alertdialog", { name: "Publish 2 posts?" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(titleOf(ids[0]!))).toBeVisible();
      // Nothing is done before the confirmation.
      expect(statusOf(ids[0]!)).toBe("draft");
      await dialog.getByRole("button", { name: "Publish 2 posts" }).click();
      await expect(page.getByRole("status").filter({ hasText: "2 posts published." })).toBeVisible();
      expect([statusOf(ids[0]!), statusOf(ids[1]!), statusOf(ids[2]!)]).toEqual(["published", "published", "draft"]);
      // Each post went through the same domain call as a single publish: audited, with a revision.
      expect(auditActions(ids[0]!)).toContain("post.published");
      expect(revisionKinds(ids[0]!)).toContain("published");

      // "Select all on this page" works without JavaScript too (the page's ids travel with the form).
      await page.goto(`/admin/blog?category=${encodeURIComponent(category)}`);
      await page.getByLabel("Select all on this page").check();
      await page.getByRole("button", { name: "Delete selected" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete 3 posts?" });
      await expect(confirm).toBeVisible();
      await expect(confirm.getByText("This cannot be undone.")).toBeVisible();
      // Cancel leaves everything as it was.
      await confirm.getByRole("link", { name: "Cancel" }).click();
      await expect(confirm).toBeHidden();
      expect(ids.map(statusOf)).toEqual(["published", "published", "draft"]);
      await page.getByLabel("Select all on this page").check();
      await page.getByRole("button", { name: "Delete selected" }).click();
      await page
        .getByRole("alertdialog", { name: "Delete 3 posts?" })
        .getByRole("button", { name: "Delete 3 posts" })
        .click();
      await expect(page.getByRole("status").filter({ hasText: "3 posts deleted." })).toBeVisible();
      expect(ids.map(statusOf)).toEqual([undefined, undefined, undefined]);
      expect(auditActions(ids[2]!)).toContain("post.deleted");
    } finally {
      deletePosts(ids);
    }
  });
}

test("nothing selected: the bulk bar says so and nothing changes", async ({ page }) => {
  const { category, ids } = batch(1);
  try {
    await loginAs(page, DEMO.editor);
    await page.goto(`/admin/blog?category=${encodeURIComponent(category)}`);
    await page.getByRole("button", { name: "Unpublish selected" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Select at least one post" })).toBeVisible();
    expect(statusOf(ids[0]!)).toBe("draft");
  } finally {
    deletePosts(ids);
  }
});

test("an author sees no bulk actions", async ({ page }) => {
  await loginAs(page, DEMO.author);
  await page.goto("/admin/blog");
  await expect(page.getByRole("button", { name: "Publish selected", exact: true })).toHaveCount(0);
});

test("POST /api/blog/bulk: done and refused with reasons; 400, 401 and 403 where they fit", async ({ request }) => {
  const { ids } = batch(2, "published");
  const authorDraft = insertPost({
    status: "draft",
    title: uniqueName("E2E admin bulk author"),
    authorEmail: DEMO.author.email,
  });
  try {
    const editor = bearer(createSessionToken(DEMO.editor));
    const author = bearer(createSessionToken(DEMO.author));

    const res = await request.post("/api/blog/bulk", {
      headers: editor,
      data: { ids: [...ids, "NoSuchPost000000"], action: "unpublish" },
    });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data.done.sort()).toEqual([...ids].sort());
    expect(body.data.refused).toEqual([{ id: "NoSuchPost000000", message: "Blog post not found" }]);
    expect(ids.map(statusOf)).toEqual(["draft", "draft"]);
    expect(auditActions(ids[0]!)).toContain("post.unpublished");

    // An author may never publish or delete: one 403 before anything is touched.
    const publish = await request.post("/api/blog/bulk", { headers: author, data: { ids, action: "publish" } });
    expect(publish.status()).toBe(403);
    expect(ids.map(statusOf)).toEqual(["draft", "draft"]);
    const del = await request.post("/api/blog/bulk", {
      headers: author,
      data: { ids: [authorDraft], action: "delete" },
    });
    expect(del.status()).toBe(403);
    // Unpublishing others' posts: each refused with the rule's reason; their own draft is fine.
    const mixed = await request.post("/api/blog/bulk", {
      headers: author,
      data: { ids: [ids[0], authorDraft], action: "unpublish" },
    });
    expect(mixed.status()).toBe(200);
    const m = (await mixed.json()).data;
    expect(m.done).toEqual([authorDraft]);
    expect(m.refused).toEqual([{ id: ids[0], message: "Authors can edit only their own posts" }]);

    // Bad input: 400 with a message, never a 500.
    for (const data of [
      { ids: [], action: "publish" },
      { ids, action: "archive" },
      { ids: "abc", action: "publish" },
      { ids: Array.from({ length: 101 }, (_, i) => `id${i}`), action: "delete" },
      {},
    ]) {
      const bad = await request.post("/api/blog/bulk", { headers: editor, data });
      expect(bad.status(), JSON.stringify(data).slice(0, 60)).toBe(400);
      expect((await bad.json()).success).toBe(false);
    }
    const notJson = await request.post("/api/blog/bulk", {
      headers: { ...editor, "Content-Type": "text/plain" },
      data: "ids=1",
    });
    expect(notJson.status()).toBe(400);
    expect((await request.post("/api/blog/bulk", { data: { ids, action: "delete" } })).status()).toBe(401);
    expect(
      (
        await request.post("/api/blog/bulk", {
          headers: bearer(createSessionToken(DEMO.reader)),
          data: { ids, action: "unpublish" },
        })
      ).status(),
    ).toBe(403);
    expect((await request.get("/api/blog/bulk")).status()).toBe(405);
    expect(ids.map(statusOf)).toEqual(["draft", "draft"]);
  } finally {
    deletePosts([...ids, authorDraft]);
  }
});
