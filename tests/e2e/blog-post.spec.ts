import { loginAs } from "../support/auth";
import { postCounts, postsOfSpec, uniqueName } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";

const FEATURED = "Antibiotics on the Farm: A Guide for Young Livestock Keepers";
const DRAFT = "Rain, Plastic and Health: Why Clean-Ups Matter";
const idOf = (title: string) => openDb().prepare("select id from posts where title = ?").pluck().get(title) as string;
const posts = postsOfSpec();
test.afterAll(posts.deleteAll);

test("the article page shows everything SPEC §2 lists", async ({ page }) => {
  const id = idOf(FEATURED);
  const response = await page.goto(`/blog/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: FEATURED })).toBeVisible();
  const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(hero.getByText("Animal Health", { exact: true })).toBeVisible();
  await expect(hero.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
  await expect(hero.getByText("Aline Uwase")).toBeVisible();
  await expect(hero.getByText(/views$/)).toBeAttached();
  await expect(hero.getByText(/likes$/)).toBeAttached();
  await expect(page.getByRole("button", { name: "Login to Like" })).toBeVisible();
  // Share is a button with JavaScript, and a link to the plain share links without.
  await expect(page.getByRole("main").getByRole("link", { name: "Share", exact: true })).toBeVisible();
  await expect(page.getByText("Antibiotics protect our cows, goats and chickens").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Why this is a One Health issue" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
    "#antimicrobial resistance",
    "#livestock",
    "#one health",
    "#farmers",
    "#youth",
  ]);
  const image = page.getByRole("main").locator("article picture img");
  await expect(image).toHaveAttribute("loading", "eager");
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveCount(2);
  expect(await page.title()).toContain(FEATURED);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to Blog" }).last().click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("each default: Untitled, General, Anonymous, default read time, No content available", async ({ page }) => {
  const id = posts.insert({ title: "  ", category: "", authorEmail: null, excerpt: "", content: "", readTime: 0 });
  await page.goto(`/blog/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Untitled" })).toBeVisible();
  await expect(page.getByText("General", { exact: true })).toBeVisible();
  await expect(page.getByText("Anonymous")).toBeVisible();
  await expect(page.getByText("5 min read")).toBeVisible();
  await expect(page.getByText("No content available")).toBeVisible();
  await expect(page.getByRole("list", { name: "Tags" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("at most ten tags, each with one #; content cut at 50000 characters", async ({ page }) => {
  const tags = Array.from({ length: 12 }, (_, i) => `tag${i + 1}`);
  const filler = `<p>${"word ".repeat(10_100)}</p>`; // 50 507 characters: the end is past the cut
  const id = posts.insert({ tags: ["#hash", ...tags], content: `<p>START-MARK</p>${filler}<p>END-MARK</p>` });
  await page.goto(`/blog/${id}`);
  const shown = page.getByRole("list", { name: "Tags" }).getByRole("listitem");
  await expect(shown).toHaveCount(10);
  await expect(shown.first()).toHaveText("#hash");
  await expect(shown.last()).toHaveText("#tag9");
  await expect(page.getByText("START-MARK")).toBeVisible();
  await expect(page.getByText("END-MARK")).toHaveCount(0);
  const length = await page.locator(".prose-post").evaluate((el) => el.innerHTML.length);
  expect(length).toBeLessThanOrEqual(50_100);
});

test("Post Not Found with a 404 for an unknown id; Error Loading Post for other failures", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post-id");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Post Not Found" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);

  const failed = await page.goto(`/blog/${idOf(FEATURED)}?__fail=1`);
  expect(failed?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1, name: "Error Loading Post" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try Again" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Back to Blog" })).toBeVisible();
});

test("drafts are hidden from the public and signed-in readers, and previewed by staff", async ({ page }) => {
  const id = idOf(DRAFT);
  expect((await page.goto(`/blog/${id}`))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();

  await loginAs(page, DEMO.reader);
  expect((await page.goto(`/blog/${id}`))?.status()).toBe(404);

  const views = postCounts(id).views;
  await loginAs(page, DEMO.editor);
  expect((await page.goto(`/blog/${id}`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: DRAFT })).toBeVisible();
  await expect(page.getByText("Draft preview: only admins and editors can see this post.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("button", { name: /Like/ })).toHaveCount(0);
  expect(postCounts(id).views).toBe(views); // staff previews are not views
});

test("Open Graph, Twitter card, canonical URL and JSON-LD BlogPosting", async ({ page, baseURL }) => {
  const id = idOf(FEATURED);
  await page.goto(`/blog/${id}`);
  const meta = (selector: string) => page.locator(`head ${selector}`).first().getAttribute("content");
  const url = `${baseURL}/blog/${id}`;
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);
  expect(await meta('meta[property="og:url"]')).toBe(url);
  expect(await meta('meta[property="og:type"]')).toBe("article");
  expect(await meta('meta[property="og:title"]')).toContain(FEATURED);
  expect(await meta('meta[property="og:description"]')).toMatch(/^Antibiotics protect our cows/);
  expect(await meta('meta[property="og:image"]')).toMatch(new RegExp(`^${baseURL}/images/[0-9a-f]{32}/1200\\.jpg$`));
  expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
  expect(await meta('meta[name="twitter:image"]')).toMatch(/^http.*\.jpg$/);
  expect(await meta('meta[name="description"]')).toMatch(/^Antibiotics protect/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld).toMatchObject({ "@type": "BlogPosting", headline: FEATURED, url, author: { name: "Aline Uwase" } });
  expect(ld.image[0]).toMatch(/^http/);
  const og = await page.request.get(ld.image[0]);
  expect(og.status()).toBe(200);
});

test("a post carrying script, event-handler and javascript: payloads runs none of them", async ({ page, js }) => {
  const payload = [
    `<p>Safe text</p><script>window.__xss = "script"; alert("script")</script>`,
    `<img src="x" onerror="window.__xss = 'onerror'; alert('onerror')">`,
    `<a href="javascript:window.__xss='href';alert('href')">a javascript link</a>`,
    `<a href="JaVaScRiPt:alert('mixed')">mixed case</a><svg onload="alert('svg')"></svg>`,
    `<iframe src="javascript:alert('iframe')"></iframe><p onclick="alert('click')" style="background:url(javascript:alert(1))">click me</p>`,
  ].join("");
  const title = `</script><script>alert("title")</script> ${uniqueName("XSS")}`;
  const id = posts.insert({
    title,
    excerpt: `<img src=x onerror="alert('excerpt')">`,
    content: payload,
    tags: [`<b onmouseover=alert(1)>`],
  });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/blog/${id}`);
  await expect(page.getByText("Safe text")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText('</script><script>alert("title")</script>');
  const body = page.locator(".prose-post");
  await expect(body.locator("script, iframe, svg")).toHaveCount(0);
  expect(await page.locator("[onerror], [onload], [onclick], [onmouseover]").count()).toBe(0);
  expect(await page.locator('a[href^="javascript:" i], [src^="javascript:" i]').count()).toBe(0);
  if (js) {
    await body.getByText("a javascript link").click();
    await body.getByText("click me").click();
    await page.getByText("#<b onmouseover=alert(1)>").hover();
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
  // The title is in the JSON-LD too, where "</script>" must not end the block.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld.headline).toBe(title.trim());
});

test("a view counts once per visitor and day, never for bots", async ({ page, request, browser }) => {
  const id = posts.insert({ views: 10 });
  await page.goto(`/blog/${id}`);
  expect(postCounts(id).views).toBe(11);
  await page.reload();
  await page.goto(`/blog/${id}`);
  expect(postCounts(id).views).toBe(11);
  await request.get(`/blog/${id}`, {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  });
  await request.get(`/blog/${id}`, { headers: { "User-Agent": "WhatsApp/2.23.20.0 A" } });
  expect(postCounts(id).views).toBe(11);
  // Another browser (another visitor) counts.
  const other = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": "10.250.1.2" },
    userAgent: "Mozilla/5.0 Other Browser",
  });
  await (await other.newPage()).goto(`/blog/${id}`);
  await other.close();
  expect(postCounts(id).views).toBe(12);
});

test("a featured image that fails to load is hidden (JavaScript)", async ({ page, js }) => {
  test.skip(!js, "hiding a broken image needs JavaScript");
  const id = posts.insert({ featuredImage: `/images/${"0".repeat(32)}/800.jpg` });
  await page.goto(`/blog/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("article img")).toHaveCount(0);
});
