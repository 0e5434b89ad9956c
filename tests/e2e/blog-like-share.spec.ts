import { loginAs } from "../support/auth";
import { postCounts, postsOfSpec } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, test } from "../support/fixtures";
import { bearer, createSessionToken } from "../support/sessions";

const posts = postsOfSpec();
test.afterAll(posts.deleteAll);
const newPost = () => posts.insert();
const likesShown = (page: import("@playwright/test").Page) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 1 }) })
    .getByText(/^[\d,]+ likes$/);

test("like and unlike: the button, the count and the database agree", async ({ page, js }) => {
  const id = newPost();
  await loginAs(page, DEMO.reader);
  await page.goto(`/blog/${id}`);
  const like = page.getByRole("button", { name: "Like", exact: true });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expectNoAxeViolations(page);

  await like.click();
  await expect(page.getByText("Post liked!").first()).toBeVisible();
  const liked = page.getByRole("button", { name: "Liked", exact: true });
  await expect(liked).toHaveAttribute("aria-pressed", "true");
  await expect(likesShown(page)).toHaveText("1 likes");
  expect(postCounts(id)).toMatchObject({ likes: 1, likeRows: 1 });

  // The state survives a reload: the button shows the user's own like.
  await page.reload();
  await expect(page.getByRole("button", { name: "Liked", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Liked", exact: true }).click();
  await expect(page.getByText("Removed like").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Like", exact: true })).toHaveAttribute("aria-pressed", "false");
  expect(postCounts(id)).toMatchObject({ likes: 0, likeRows: 0 });
  void js;
});

test("two quick clicks still give one like", async ({ page, js }) => {
  const id = newPost();
  await loginAs(page, DEMO.reader);
  await page.goto(`/blog/${id}`);
  const like = page.getByRole("button", { name: "Like", exact: true });
  if (js) {
    // With JavaScript the button is disabled while the call is in flight, so the second click does nothing.
    await page.route(/\/api\/blog\/.*\/like$/, async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await like.click();
    await expect(page.getByRole("button", { name: /Like/ })).toBeDisabled();
    await page
      .getByRole("button", { name: /Like/ })
      .click({ force: true })
      .catch(() => undefined);
    await expect(page.getByRole("button", { name: "Liked", exact: true })).toBeEnabled();
  } else {
    await like.dblclick();
    await expect(page.getByRole("button", { name: "Liked", exact: true })).toBeVisible();
  }
  expect(postCounts(id)).toMatchObject({ likes: 1, likeRows: 1 });
});

test("many like calls at once never double or lose a count", async ({ request }) => {
  const id = newPost();
  const reader = bearer(createSessionToken(DEMO.reader));
  const editor = bearer(createSessionToken(DEMO.editor));
  await Promise.all([
    // Ten "like" form posts at once from one user (what an impatient double-tapper sends)...
    ...Array.from({ length: 10 }, () =>
      request.post(`/blog/${id}`, { headers: reader, form: { liked: "true", js: "1" } }),
    ),
    // ...and seven bare API toggles from another: an odd number, so it ends liked.
    ...Array.from({ length: 7 }, () => request.post(`/api/blog/${id}/like`, { headers: editor })),
  ]);
  expect(postCounts(id)).toMatchObject({ likes: 2, likeRows: 2 });
});

test("a guest's Login to Like goes to /login with the toast, and back to the post after login", async ({ page }) => {
  const id = newPost();
  await page.goto(`/blog/${id}`);
  await page.getByRole("button", { name: "Login to Like" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(`/blog/${id}`);
  await expect(page.getByText("Please login to like this post").first()).toBeVisible();
  expect(postCounts(id)).toMatchObject({ likes: 0, likeRows: 0 });
  // The real login form sends the reader back to the post.
  await page.getByLabel("Email Address").fill(DEMO.reader.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.reader.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${id}$`));
  await page.getByRole("button", { name: "Like", exact: true }).click();
  await expect(page.getByRole("button", { name: "Liked", exact: true })).toBeVisible();
  expect(postCounts(id)).toMatchObject({ likes: 1, likeRows: 1 });
});

test("plain share links for WhatsApp, Facebook, X and e-mail", async ({ page, baseURL, js }) => {
  // Without a share sheet (desktop Chromium has none) the Share link leads to them, with or without JavaScript.
  await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
  const id = newPost();
  await page.goto(`/blog/${id}`);
  const url = `${baseURL}/blog/${id}`;
  const links = page.getByRole("region", { name: "Share this article" }).getByRole("link");
  await expect(links).toHaveText([/WhatsApp/, /Facebook/, /^X/, "Email"]);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  expect(hrefs[0]).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent(hrefs[0]!)).toContain(url);
  expect(hrefs[1]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  expect(hrefs[2]).toContain(`https://x.com/intent/post?url=${encodeURIComponent(url)}`);
  expect(hrefs[3]).toMatch(/^mailto:\?subject=/);
  await page.getByRole("main").getByRole("link", { name: "Share", exact: true }).click();
  await expect(page).toHaveURL(/#share$/);
  void js;
});

// The post page is static (docs/decisions/020): Share is a link to the share links, which the enhancement module
// turns into the phone's share sheet, or a copy of the address, where it can.
test.describe("Share button (JavaScript)", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "the Share button needs JavaScript");

  test("uses the Web Share API where there is one", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      (navigator as unknown as { share: (d: unknown) => Promise<void> }).share = async (data) => {
        (window as unknown as { __shared: unknown }).__shared = data;
      };
    });
    const id = newPost();
    await page.goto(`/blog/${id}`);
    await page.getByRole("main").getByRole("link", { name: "Share", exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared?: { url: string } }).__shared?.url))
      .toBe(`${baseURL}/blog/${id}`);
  });

  test("else copies the link: Link copied to clipboard!", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
    const id = newPost();
    await page.goto(`/blog/${id}`);
    await page.getByRole("main").getByRole("link", { name: "Share", exact: true }).click();
    await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${id}`);
  });

  test("Failed to copy link when the clipboard refuses", async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
    });
    await page.goto(`/blog/${newPost()}`);
    await page.getByRole("main").getByRole("link", { name: "Share", exact: true }).click();
    await expect(page.getByText("Failed to copy link")).toBeVisible();
  });

  test("Sharing not supported without either", async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined, configurable: true });
    });
    await page.goto(`/blog/${newPost()}`);
    await page.getByRole("main").getByRole("link", { name: "Share", exact: true }).click();
    await expect(page.getByText("Sharing not supported")).toBeVisible();
  });
});

test("a failed like call shows Failed to like post (JavaScript)", async ({ page, js }) => {
  test.skip(!js, "the in-place like needs JavaScript");
  const id = newPost();
  await loginAs(page, DEMO.reader);
  await page.goto(`/blog/${id}`);
  // The like call itself fails (the connection drops); later requests go through again.
  await page.route(/\/api\/blog\/.*\/like$/, (route) =>
    route.request().method() === "POST" ? route.abort("failed") : route.continue(),
  );
  await page.getByRole("button", { name: "Like", exact: true }).click();
  await expect(page.getByText("Failed to like post")).toBeVisible();
  await expect(page.getByRole("button", { name: "Like", exact: true })).toBeEnabled();
  expect(postCounts(id)).toMatchObject({ likes: 0, likeRows: 0 });
});
