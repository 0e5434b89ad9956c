import { loginAs } from "../support/auth";
import { DEMO, expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";

const figure = (sql: string) => openDb().prepare(sql).pluck().get() as number;

test("the dashboard's figures, lists and links match the database", async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Manage your blog and monitor performance")).toBeVisible();
  const stat = (label: string) => page.locator(`[data-stat="${label}"]`);
  // Other tests write posts, users and messages at the same time: compare with the database around the load.
  await expect(async () => {
    await page.reload();
    const expected = {
      "Total Posts": figure("select count(*) from posts"),
      Published: figure("select count(*) from posts where status = 'published'"),
      "Total Users": figure("select count(*) from users"),
      Messages: figure("select count(*) from contact_messages"),
      "New Messages": figure("select count(*) from contact_messages where status = 'new'"),
    };
    for (const [label, value] of Object.entries(expected))
      await expect(stat(label)).toHaveText(value.toLocaleString("en"), { timeout: 500 });
  }).toPass({ timeout: 15_000 });

  const recent = page.getByRole("region", { name: "Recent Posts" });
  await expect(recent.getByRole("listitem")).toHaveCount(5);
  const users = page.getByRole("region", { name: "Users" });
  await expect(users.getByRole("listitem")).toHaveCount(Math.min(5, figure("select count(*) from users")));
  await expect(users.getByText(/Last login: ([A-Z][a-z]{2} \d{2}|Never)/).first()).toBeVisible();
  const messages = page.getByRole("region", { name: "Recent Messages" });
  const messageCount = figure("select count(*) from contact_messages");
  if (messageCount === 0) await expect(messages.getByText("No messages yet")).toBeVisible();
  else expect(await messages.getByRole("listitem").count()).toBe(Math.min(3, messageCount));

  for (const [name, href] of [
    ["Create New Post", "/admin/blog/create"],
    ["Create New Blog Post", "/admin/blog/create"],
    ["Manage Blog Posts", "/admin/blog"],
    ["Manage Users", "/admin/users"],
    ["View Messages", "/admin/contact-messages"],
    ["View All: Recent Posts", "/admin/blog"],
    ["View All: Recent Messages", "/admin/contact-messages"],
  ] as const) {
    await expect(page.getByRole("link", { name, exact: true }).first(), name).toHaveAttribute("href", href);
  }
  await expect(page.getByRole("region", { name: "Quick Actions" }).getByRole("link")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Recent activity" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a post written by staff shows in recent activity", async ({ page }) => {
  const { token } = await loginAs(page, DEMO.editor);
  const title = `E2E admin activity ${Date.now()}`;
  const res = await page.request.put(
    `/api/blog/${openDb().prepare("select id from posts where status = 'draft' limit 1").pluck().get()}`,
    {
      headers: { Authorization: `Bearer ${token}` },
      data: { excerpt: title },
    },
  );
  expect(res.status()).toBe(200);
  await page.goto("/admin");
  await expect(
    page.getByRole("region", { name: "Recent activity" }).getByText("Eric Habimana edited post").first(),
  ).toBeVisible();
});

test("who may see the dashboard: staff yes, authors go to their posts, users home, guests to login", async ({
  page,
}) => {
  await loginAs(page, DEMO.editor);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await loginAs(page, DEMO.author);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" })).toHaveCount(0);

  await page.context().clearCookies();
  await loginAs(page, DEMO.reader);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);

  await page.context().clearCookies();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
});
