import { postsOfSpec, uniqueName } from "../support/blog-data";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

// Issue 17: a quick exit on posts with the help box and on three program pages. Without JavaScript a plain link to
// a neutral site; with it, the page is replaced in the history (Back does not return to it), and Escape twice leaves.

const NEUTRAL = "https://www.google.com/";
const posts = postsOfSpec();
test.afterAll(posts.deleteAll);
const post = (helpBox: boolean) => posts.insert({ title: uniqueName("E2E quick exit"), helpBox });

test.beforeEach(async ({ page }) => {
  // The neutral site, served here: the test machine has no Internet, and nothing must reach Google from a test.
  await page.route(`${NEUTRAL}**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>Neutral</title><p>Neutral page</p>" }));
});

test("a post with the help box has the quick exit: a plain link to a neutral site, fixed, 44 px and up, small on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/blog/${post(true)}`);
  const exit = page.getByRole("link", { name: "Quick exit" });
  await expect(exit).toHaveAttribute("href", NEUTRAL);
  await expect(exit).toHaveAttribute("rel", "noreferrer");
  expect(await exit.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  const box = (await exit.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  // A corner, not a bar: it leaves most of the width of a 360 px screen to the text.
  expect(box.width).toBeLessThanOrEqual(180);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(exit).toBeInViewport();
  await expectNoAxeViolations(page);
  // Not on other posts.
  await page.goto(`/blog/${post(false)}`);
  await expect(page.getByRole("link", { name: "Quick exit" })).toHaveCount(0);
});

test("the quick exit leaves: with JavaScript the post is gone from the history, without it the link is followed", async ({ page, js }) => {
  const id = post(true);
  await page.goto("/blog");
  await page.goto(`/rw/blog/${id}`);
  await page.getByRole("link", { name: "Sohoka vuba" }).click();
  await expect(page).toHaveURL(NEUTRAL);
  await page.goBack();
  // With JavaScript the post's entry was replaced: Back goes to the page before it.
  await expect(page).toHaveURL(js ? /\/blog$/ : new RegExp(`/rw/blog/${id}$`));
});

test("Escape pressed twice leaves and replaces the history entry", async ({ page, js }) => {
  test.skip(!js, "keyboard shortcut needs JavaScript");
  await page.goto("/blog");
  await page.goto(`/blog/${post(true)}`);
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(NEUTRAL);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
});

test("the three program pages on violence, maternal health and rights have it, in the page's language; others do not", async ({ page }) => {
  for (const slug of ["gbv-prevention", "maternal-health", "human-rights"]) {
    await page.goto(`/programs/${slug}`);
    await expect(page.getByRole("link", { name: "Quick exit" }), slug).toHaveAttribute("href", NEUTRAL);
  }
  await page.goto("/fr/programs/gbv-prevention");
  await expect(page.getByRole("link", { name: "Sortie rapide" })).toBeVisible();
  await page.goto("/programs/climate");
  await expect(page.getByRole("link", { name: "Quick exit" })).toHaveCount(0);
});
