import { expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";
import { deletePosts, insertPost, uniqueName } from "../support/blog-data";

const FEATURED = "Antibiotics on the Farm: A Guide for Young Livestock Keepers";
const NEWEST_OTHER = "Lessons from a Year of Mental Health First Aid";
const DRAFTS = [
  "Rain, Plastic and Health: Why Clean-Ups Matter",
  "Teaching Consent and Healthy Relationships in School Clubs",
];
const DATE = /^[A-Z][a-z]{2} \d{2}, \d{4}$/;

test("featured article and the Latest Articles grid show published posts only", async ({ page }) => {
  const response = await page.goto("/blog");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();

  const featured = page.getByRole("region", { name: "Featured Article" }).getByRole("article");
  await expect(featured.getByRole("heading", { name: FEATURED })).toBeVisible();
  await expect(featured.getByText("Animal Health", { exact: true })).toBeVisible();
  await expect(featured.getByText(/^\d+ min read$/)).toBeVisible();
  await expect(featured.locator("time")).toHaveText(DATE);
  await expect(featured.getByText(/views$/)).toBeAttached();
  await expect(featured.getByText(/likes$/)).toBeAttached();
  const id = openDb().prepare("select id from posts where title = ?").pluck().get(FEATURED) as string;
  await expect(featured.getByRole("link", { name: /^Read Full Article/ })).toHaveAttribute("href", `/blog/${id}`);

  const grid = page.getByRole("region", { name: /Latest Articles/ });
  const cards = grid.getByRole("article");
  expect(await cards.count()).toBeGreaterThanOrEqual(11);
  expect(await cards.count()).toBeLessThanOrEqual(12);
  // The admin specs publish "E2E admin …" posts for a moment while this runs: the demo's newest follows them.
  const demoCards = cards.filter({ hasNotText: "E2E admin" });
  await expect(demoCards.first().getByRole("heading")).toHaveText(NEWEST_OTHER);
  await expect(demoCards.first().locator("time")).toHaveText(DATE);
  await expect(demoCards.first().getByRole("link", { name: /^Read More/ })).toBeVisible();
  await expect(demoCards.first().getByText("Mental Health", { exact: true })).toBeVisible();
  await expect(grid.getByRole("heading", { name: FEATURED })).toHaveCount(0);
  for (const draft of DRAFTS) await expect(page.getByText(draft)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const [width, columns] of [
  [1440, 4],
  [800, 2],
  [360, 1],
] as const) {
  test(`the grid has ${columns} column(s) at ${width} px and nothing overflows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog");
    const tracks = await page
      .getByRole("region", { name: /Latest Articles/ })
      .getByRole("list")
      .first()
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(tracks).toBe(columns);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test("responsive images: WebP and JPEG srcsets, sizes, dimensions; eager featured, lazy grid", async ({
  page,
  request,
}) => {
  await page.goto("/blog");
  const hero = page.getByRole("region", { name: "Featured Article" }).locator("picture");
  await expect(hero.locator('source[type="image/webp"]')).toHaveAttribute(
    "srcset",
    /\/images\/[0-9a-f]{32}\/400\.webp 400w, .*800\.webp 800w, .*1200\.webp 1200w/,
  );
  const img = hero.locator("img");
  await expect(img).toHaveAttribute("srcset", /400\.jpg 400w/);
  await expect(img).toHaveAttribute("width", "1200");
  await expect(img).toHaveAttribute("height", "675");
  await expect(img).toHaveAttribute("loading", "eager");
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect(img).toHaveAttribute("sizes", /.+/);
  const gridImg = page
    .getByRole("region", { name: /Latest Articles/ })
    .locator("img")
    .first();
  await expect(gridImg).toHaveAttribute("loading", "lazy");
  const src = (await gridImg.getAttribute("src"))!;
  const res = await request.get(src);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/jpeg");
});

test("empty state: a search or category with no posts", async ({ page }) => {
  await page.goto(`/blog?q=${encodeURIComponent(uniqueName("nothing-matches"))}`);
  await expect(page.getByText("No blog posts found.")).toBeVisible();
  await page.goto(`/blog?category=${encodeURIComponent(uniqueName("Empty Category"))}`);
  await expect(page.getByText("No blog posts found.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Featured Article" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

// Each describe makes its own data in beforeAll (fresh names every time: with fullyParallel a worker may run the
// hooks more than once) and deletes it in afterAll.
test.describe("paging", () => {
  let category = "";
  const ids: string[] = [];
  test.beforeAll(() => {
    category = uniqueName("E2E Paging");
    // 30 posts: the newest is featured (none is flagged), 29 fill three grid pages of 12, 12 and 5.
    for (let i = 0; i < 30; i++)
      ids.push(
        insertPost({
          title: `Paging post ${String(i).padStart(2, "0")}`,
          category,
          createdAt: Date.UTC(2003, 0, 1 + i),
        }),
      );
  });
  test.afterAll(() => deletePosts(ids.splice(0)));

  test("pages of 12, newest first, with links that work with and without JavaScript", async ({ page }) => {
    // Three page loads and an axe pass over the longest list: 30 s is too short on a slow two-core machine.
    test.setTimeout(60_000);
    await page.goto(`/blog?category=${encodeURIComponent(category)}`);
    await expect(
      page.getByRole("region", { name: "Featured Article" }).getByRole("heading", { name: "Paging post 29" }),
    ).toBeVisible();
    const grid = page.getByRole("region", { name: /Latest Articles/ });
    await expect(grid.getByRole("article")).toHaveCount(12);
    await expect(grid.getByRole("article").first().getByRole("heading")).toHaveText("Paging post 28");
    await expect(grid.getByText("Page 1 of 3")).toBeVisible();
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    await pager.getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    expect(new URL(page.url()).searchParams.get("category")).toBe(category);
    await expect(page.getByRole("region", { name: "Featured Article" })).toHaveCount(0);
    await expect(grid.getByRole("article").first().getByRole("heading")).toHaveText("Paging post 16");

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 3" }).click();
    await expect(grid.getByRole("article")).toHaveCount(5);
    await expect(grid.getByRole("article").last().getByRole("heading")).toHaveText("Paging post 00");
    await expect(page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: /Next/ })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);
  });

  test("bad or out-of-range page numbers are normalised, not errors", async ({ page }) => {
    for (const p of ["abc", "-3", "0"]) {
      expect((await page.goto(`/blog?category=${encodeURIComponent(category)}&page=${p}`))?.status()).toBe(200);
      await expect(page.getByText("Page 1 of 3")).toBeVisible();
    }
    await page.goto(`/blog?category=${encodeURIComponent(category)}&page=99`);
    await expect(page.getByText("Page 3 of 3")).toBeVisible();
  });
});

test.describe("filters", () => {
  let word = "";
  let category = "";
  const ids: string[] = [];
  test.beforeAll(() => {
    word = uniqueName("zq").replace(" ", "");
    category = uniqueName("E2E Filters");
    ids.push(insertPost({ title: `Title ${word}-title`, category }));
    ids.push(insertPost({ title: "By excerpt", excerpt: `Excerpt ${word}-excerpt`, category }));
    ids.push(insertPost({ title: "By content", content: `<p>Content ${word}-content</p>`, category }));
    ids.push(insertPost({ title: "By tag", tags: ["other", `${word}-tag`], category }));
    ids.push(insertPost({ title: "Draft match", status: "draft", excerpt: `${word}-excerpt`, category }));
  });
  test.afterAll(() => deletePosts(ids.splice(0)));

  test("the search form matches title, excerpt, content or a tag, trimmed and case-insensitive", async ({ page }) => {
    await page.goto("/blog");
    await page.getByLabel("Search articles").fill(`  ${word.toUpperCase()}  `);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByLabel("Search articles")).toHaveValue(word.toUpperCase());
    const titles = await page.getByRole("article").getByRole("heading").allTextContents();
    expect(titles.sort()).toEqual(["By content", "By excerpt", "By tag", `Title ${word}-title`].sort());
    for (const part of ["title", "excerpt", "content", "tag"]) {
      await page.goto(`/blog?q=${encodeURIComponent(`${word}-${part}`)}`);
      await expect(page.getByRole("article")).toHaveCount(1);
    }
  });

  test("the category filter matches exactly and combines with the search", async ({ page }) => {
    await page.goto("/blog");
    await page.getByLabel("Category").selectOption("Education");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/category=Education/);
    // Retrying assertions: with JavaScript the URL can change a moment before the new list renders.
    const cards = page.getByRole("article");
    await expect(cards.filter({ hasNot: page.getByText("Education", { exact: true }) })).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText(DRAFTS[1])).toHaveCount(0);
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/blog$/);

    await page.goto(`/blog?category=${encodeURIComponent(category.toLowerCase())}`);
    await expect(page.getByText("No blog posts found.")).toBeVisible();
    await page.goto(`/blog?category=${encodeURIComponent(category)}&q=${word}-tag`);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByLabel("Category")).toHaveValue(category);
  });
});

test("error state: the error text and a Try Again link that reloads", async ({ page }) => {
  const response = await page.goto("/blog?__fail=1");
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("alert").getByText("Failed to fetch blog posts")).toBeVisible();
  await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/blog?__fail=1");
  await expectNoAxeViolations(page);
});

// The list is a static page (docs/decisions/020): a search or a category is an ordinary page load, shown by the
// browser's own progress bar; the client-side spinner of issue 3 went with the framework client.
