import type { Page } from "@playwright/test";
import { loginAs, uniqueEmail } from "../support/auth";
import { deletePosts, insertPost, uniqueName, writableDb } from "../support/blog-data";
import { createSessionToken, sessionCookieValue } from "../support/sessions";
import { DEMO, expect, expectNoAxeViolations, test } from "../support/fixtures";

// Issue 15: the admin area on a phone and on a desktop, with and without JavaScript.

/** axe with label-content-name-mismatch switched on: the visible text of a control is part of its name. */
const expectAxeClean = (page: Page) => expectNoAxeViolations(page, { nameMismatch: true });

const PAGES = [
  "/admin",
  "/admin/blog",
  "/admin/blog/create",
  "/admin/blog/edit/:id",
  "/admin/blog/history/:id",
  "/admin/users",
  "/admin/contact-messages",
  "/admin/settings",
  "/admin/mail",
  "/admin/backups",
];

let postId = "";
test.beforeAll(() => {
  postId = insertPost({ status: "draft", title: uniqueName("E2E admin phone post"), authorEmail: DEMO.editor.email });
});
test.afterAll(() => deletePosts([postId]));

for (const width of [360, 1280]) {
  for (const path of PAGES) {
    test(`axe finds nothing on ${path} at ${width} px (label-content-name-mismatch included)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await loginAs(page, DEMO.admin);
      const res = await page.goto(path.replace(":id", postId));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        "no sideways scrolling",
      ).toBeLessThanOrEqual(0);
      await expectAxeClean(page);
    });
  }
}

test("on a phone every admin section is in the menu, which names the current one; the account and Logout are there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, DEMO.admin);
  await page.goto("/admin/blog");
  const toggle = page.getByText("Menu: Blog posts");
  await expect(toggle).toBeVisible();
  const box = await toggle.locator("xpath=ancestor::summary").boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await toggle.click();
  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const name of ["Dashboard", "Blog posts", "Users", "Messages", "Mail", "Settings", "Backups"]) {
    const link = nav.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await expect(
    nav
      .getByText("Demo Admin")
      .or(nav.getByText(/Admin$/))
      .first(),
  ).toBeVisible();
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  await nav.getByRole("link", { name: "Settings", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByText("Menu: Settings")).toBeVisible();
  // Keyboard: the menu button shows where focus is.
  await page.goto("/admin/settings");
  for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement?.tagName === "SUMMARY")); i++)
    await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe("none");
});

test("at 1280 px every section is a link in one row; Logout (a POST form) logs out, with and without JavaScript", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, DEMO.editor);
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const name of ["Dashboard", "Blog posts", "Users", "Messages", "Settings"])
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  // An editor sees no admin-only sections.
  await expect(nav.getByRole("link", { name: "Mail", exact: true })).toHaveCount(0);
  await expect(page.getByRole("banner").getByText("Editor", { exact: true }).filter({ visible: true })).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login/);
});

test("an author sees only their posts' section, their name and role, and a Logout", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, DEMO.author);
  await page.goto("/admin/blog");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Blog posts", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Users", exact: true })).toHaveCount(0);
  await expect(page.getByRole("banner").getByText("Author", { exact: true }).filter({ visible: true })).toBeVisible();
});

test("the post filters fold away on a phone, say how many are set, and apply themselves with JavaScript", async ({
  page,
  js,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, DEMO.admin);
  await page.goto("/admin/blog");
  const search = page.getByRole("searchbox", { name: "Search" });
  await expect(search).toBeHidden();
  await page.getByText("Filters", { exact: true }).click();
  await expect(search).toBeVisible();
  // Every status, "pending" as what an editor looks for.
  await expect(page.getByLabel("Status").locator("option")).toHaveText([
    "All statuses",
    "Draft",
    "Needs review",
    "Scheduled",
    "Published",
  ]);
  await expect(page.getByLabel("Role")).toHaveCount(0);

  const title = await page.evaluate(() => document.title);
  expect(title).toContain("Blog Posts");
  await search.fill("zzz-no-such-post");
  if (js) {
    // No button pressed: the search applies after a short pause and the field keeps focus and text.
    await expect(page).toHaveURL(/q=zzz-no-such-post/);
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("zzz-no-such-post");
    await expect(page.getByText("No posts match these filters.")).toBeVisible();
    await page.getByLabel("Category", { exact: true }).selectOption("Education");
    await expect(page).toHaveURL(/category=Education/);
  } else {
    await page.getByLabel("Category", { exact: true }).selectOption("Education");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/q=zzz-no-such-post/);
    await expect(page.getByText("No posts match these filters.")).toBeVisible();
  }
  await page.goto("/admin/blog?q=zzz&category=Education");
  await expect(page.getByText("Filters (2 active)")).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/blog");
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
  // The Order select shows its whole choice.
  const order = page.getByLabel("Order");
  expect(await order.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.clientWidth >= 180)).toBe(true);
});

test("users and messages filters apply themselves with JavaScript; roles read capitalised", async ({ page, js }) => {
  await loginAs(page, DEMO.admin);
  // Other tests add many users: the admins are filtered in so the demo admin's row is on the page.
  await page.goto("/admin/users?role=admin");
  await expect(page.getByLabel("Role", { exact: true }).locator("option")).toHaveText([
    "All roles",
    "User",
    "Author",
    "Editor",
    "Admin",
  ]);
  await expect(page.getByRole("cell").getByText("Admin", { exact: true }).first()).toBeVisible();
  await page.getByLabel("Role", { exact: true }).selectOption("editor");
  if (!js) await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/role=editor/);
  await page.goto("/admin/contact-messages");
  await page.getByLabel("Status").selectOption("new");
  if (!js) await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=new/);
});

test("dashboard: unpublished recent posts carry their status; e-mails never break mid-word at 360 px", async ({
  page,
}) => {
  const id = insertPost({
    status: "draft",
    title: uniqueName("E2E admin phone recent draft"),
    createdAt: Date.now() + 60_000,
    authorEmail: DEMO.editor.email,
  });
  // A long address, newest user, so the dashboard lists it.
  const longEmail = `programme.coordinator.${Date.now().toString(36)}@youth-one-health-rwanda.example.org`;
  const db = writableDb();
  db.prepare(
    "insert into users (id, name, email, password_hash, role, is_verified, created_at) values (?, ?, ?, 'x', 'user', 1, ?)",
  ).run(`l${Math.random().toString(36).slice(2, 14)}`, "Long Address", longEmail, Date.now() + 60_000);
  db.close();
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAs(page, DEMO.admin);
    await page.goto("/admin");
    const recent = page.getByRole("region", { name: "Recent Posts" });
    const row = recent.getByRole("listitem").filter({ hasText: "E2E admin phone recent draft" });
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();
    // Each address is laid out whole, or broken only before its "@" or a "." (or after a hyphen).
    const users = page.getByRole("region", { name: "Users" });
    const breaks = await users.locator("li p.break-words").evaluateAll((els) =>
      els.map((el) => {
        const text = el.textContent ?? "";
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const tops: { index: number; top: number }[] = [];
        let offset = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            tops.push({ index: offset + i, top: Math.round(range.getBoundingClientRect().top) });
          }
          offset += node.textContent!.length;
        }
        const lineStarts = tops.filter((t, i) => i > 0 && t.top > tops[i - 1]!.top).map((t) => t.index);
        return {
          text,
          lineStarts,
          bad: lineStarts.filter((i) => !["@", "."].includes(text[i]!) && text[i - 1] !== "-"),
        };
      }),
    );
    expect(breaks.map((b) => b.text)).toContain(longEmail);
    for (const b of breaks) expect(b.bad, `${b.text} breaks inside a word`).toEqual([]);
  } finally {
    deletePosts([id]);
    const w = writableDb();
    w.prepare("delete from users where email = ?").run(longEmail);
    w.close();
  }
});

/** A fresh author with no posts, signed in through a real session cookie. */
async function freshAuthor(page: Page) {
  const db = writableDb();
  const email = uniqueEmail("author");
  try {
    db.prepare(
      "insert into users (id, name, email, password_hash, role, is_verified, created_at) values (?, ?, ?, 'x', 'author', 1, ?)",
    ).run(`a${Math.random().toString(36).slice(2, 14)}`, "New Author", email, Date.now());
  } finally {
    db.close();
  }
  const token = createSessionToken({ email, password: "" });
  await page
    .context()
    .addCookies([
      { name: "__session", value: await sessionCookieValue(token), url: `http://localhost:${process.env.E2E_PORT}` },
    ]);
}

test("an author with no posts and no filters is invited to write the first one", async ({ page }) => {
  await freshAuthor(page);
  await page.goto("/admin/blog");
  await expect(page.getByText("You have not written any posts yet.")).toBeVisible();
  await expect(page.getByText("No posts match these filters.")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "New Post" }).last()).toHaveAttribute(
    "href",
    "/admin/blog/create",
  );
  await page.goto("/admin/blog?q=anything");
  await expect(page.getByText("No posts match these filters.")).toBeVisible();
});
