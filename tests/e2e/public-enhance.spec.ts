import { loginAs } from "../support/auth";
import { postCounts, postsOfSpec, uniqueName, writableDb } from "../support/blog-data";
import { DEMO, expect, openDb, test } from "../support/fixtures";
import { withLock } from "../support/lock";
import { createSessionToken, sessionCookieValue } from "../support/sessions";

// The public pages' enhancement module (app/enhance/public-enhance.js, docs/decisions/020), in Chromium with
// JavaScript on. Each behaviour also works without it (the no-JS project of the public-page specs covers that).
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "the enhancement module needs JavaScript");

const posts = postsOfSpec();
test.afterAll(posts.deleteAll);
const newPost = posts.insert;

test("Share opens the phone's share sheet with the post's address and title", async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __shares: unknown[] }).__shares = calls;
    Object.defineProperty(Navigator.prototype, "share", {
      value: async (data: unknown) => void calls.push(data),
      configurable: true,
    });
  });
  const title = uniqueName("Shared post");
  const id = newPost({ title });
  await page.goto(`/blog/${id}`);
  await page.getByRole("main").getByRole("link", { name: "Share", exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares))
    .toEqual([expect.objectContaining({ url: `${baseURL}/blog/${id}`, title })]);
  // The sheet replaced the jump to the share links.
  expect(new URL(page.url()).hash).toBe("");
});

test("without a share sheet, Share goes to the share links and copies the address", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
  const id = newPost();
  await page.goto(`/blog/${id}`);
  await page.getByRole("main").getByRole("link", { name: "Share", exact: true }).click();
  await expect(page).toHaveURL(/#share$/);
  await expect(
    page.getByRole("region", { name: "Share this article" }).getByRole("link", { name: /WhatsApp/ }),
  ).toBeInViewport();
  await expect(page.getByRole("status").filter({ hasText: "Link copied to clipboard!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${id}`);
});

test("the donation dialog opens in place as a modal; Escape closes it; ?donate=1 becomes a modal too", async ({
  page,
}) => {
  await page.goto("/about");
  const dialog = page.getByRole("dialog", { name: "Support our work" });
  const donate = page.getByRole("banner").getByRole("link", { name: "Donate" });
  await donate.click();
  await expect(dialog).toBeVisible();
  // No navigation: the address is the same page, and the dialog is the browser's modal (focus kept inside).
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => document.getElementById("donate-dialog")!.matches(":modal"))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(donate).toBeFocused();
  // Done closes it in place too.
  await donate.click();
  await dialog.getByRole("link", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/about$/);

  await page.goto("/programs?donate=1");
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.getElementById("donate-dialog")!.matches(":modal"))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Closed, the address no longer opens it (a reload or a shared link shows the page).
  await expect(page).toHaveURL(/\/programs$/);
});

test("copy buttons in the donation dialog put the number on the clipboard and say so", async ({ page, context }) =>
  withLock("settings", async () => {
    const number = "*182*8*1*777777#";
    const db = writableDb();
    const donations = {
      banks: [{ bank: "Bank of Kigali", accountName: "Youth One Health Rwanda", accountNumber: "100-2000-3000" }],
      mobileMoney: [{ provider: "MTN MoMo", number, accountName: "" }],
    };
    db.prepare("insert or replace into site_settings (key, value, updated_at) values ('donations', ?, ?)").run(
      JSON.stringify(donations),
      Date.now(),
    );
    db.close();
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto("/");
      await page.getByRole("main").getByRole("link", { name: "Donate" }).click();
      const dialog = page.getByRole("dialog", { name: "Support our work" });
      await dialog.getByRole("button", { name: "Copy MTN MoMo number" }).click();
      await expect(dialog.getByRole("button", { name: "Copy MTN MoMo number" })).toHaveText("Copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
      await dialog.getByRole("button", { name: "Copy Bank of Kigali account number" }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("100-2000-3000");
    } finally {
      const w = writableDb();
      w.prepare("delete from site_settings where key = 'donations'").run();
      w.close();
    }
  }));

test("the mobile menu closes on Escape and on a tap outside it", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/blog");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await page.getByText("Menu", { exact: true }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.locator("details[data-menu] summary")).toBeFocused();
  await page.getByText("Menu", { exact: true }).click();
  await expect(menu).toBeVisible();
  await page.mouse.click(180, 650);
  await expect(menu).toBeHidden();
});

test("the contact form says Sending... and a second press sends nothing more", async ({ page, context, baseURL }) => {
  // A fresh verified account of its own: the demo reader's hourly message allowance belongs to other specs.
  const email = `enhance-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const db = writableDb();
  db.prepare(
    "insert into users (id, name, email, password_hash, role, is_verified, created_at) values (?, 'Once Only', ?, 'x', 'user', 1, ?)",
  ).run(`e${Math.random().toString(36).slice(2, 14)}`, email, Date.now());
  db.close();
  const token = createSessionToken({ email, password: "" });
  await context.addCookies([{ name: "__session", value: await sessionCookieValue(token), url: baseURL! }]);
  await page.goto("/contact");
  const subject = uniqueName("Once only");
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("Pressed twice on a slow connection.");
  // The answer is slow to come, as on a phone: the page is still there for a second press.
  let posts = 0;
  await page.route("**/contact", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    posts++;
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  // Pressed from the page itself, and the state read there at once: Playwright's own click and locators would wait
  // for the (delayed) answer. Then a second press and a second submit by script, neither of which may send.
  const seen = await page.getByRole("button", { name: "Send Message" }).evaluate(async (button: HTMLButtonElement) => {
    button.click();
    await new Promise((r) => setTimeout(r, 50));
    const state = { text: button.textContent, disabled: button.disabled };
    button.click();
    button.form!.requestSubmit();
    return state;
  });
  expect(seen).toEqual({ text: "Sending...", disabled: true });
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.").first()).toBeVisible();
  expect(posts).toBe(1);
  expect(openDb().prepare("select count(*) from contact_messages where subject = ?").pluck().get(subject)).toBe(1);
});

test("a signed-in reader likes and unlikes in place: button, count and database agree", async ({ page }) => {
  const id = newPost();
  await loginAs(page, DEMO.reader);
  await page.goto(`/blog/${id}`);
  let documents = 0;
  page.on("request", (r) => r.isNavigationRequest() && documents++);
  const count = page.locator(`[data-like-count="${id}"]`);
  await expect(count).toHaveText("0");
  await page.getByRole("button", { name: "Like", exact: true }).click();
  await expect(page.getByRole("button", { name: "Liked", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(count).toHaveText("1");
  await expect(page.getByRole("status").filter({ hasText: "Post liked!" })).toBeVisible();
  expect(postCounts(id)).toMatchObject({ likes: 1, likeRows: 1 });
  await page.getByRole("button", { name: "Liked", exact: true }).click();
  await expect(page.getByRole("button", { name: "Like", exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(count).toHaveText("0");
  expect(postCounts(id)).toMatchObject({ likes: 0, likeRows: 0 });
  // In place: the page was not loaded again.
  expect(documents).toBe(0);
});

test("the contact page's map loads only when asked for", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: "Show map" }).click();
  await expect(page.locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]')).toHaveAttribute(
    "title",
    /^Map of /,
  );
});
