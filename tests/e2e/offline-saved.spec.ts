import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";

// Issue 27: "Save for offline · 38 KB" on each post, and /saved (Remove, the space used), read with no connection.

const demoPosts = (n: number) =>
  openDb()
    .prepare(
      "select id, title from posts where status = 'published' and featured_image_id is not null and lang = 'en' order by published_at desc limit ?",
    )
    .all(n) as { id: string; title: string }[];

async function withWorker(page: Page, path = "/") {
  await page.goto(path);
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 15_000 });
}

const saveButton = (page: Page) => page.getByRole("main").getByRole("button", { name: /^Save for offline/ });

test("without JavaScript the save button is not there, and /saved says what it needs", async ({ page, js }) => {
  test.skip(js, "the no-JS view");
  const [post] = demoPosts(1);
  await page.goto(`/blog/${post!.id}`);
  await expect(saveButton(page)).toBeHidden();
  await page.goto("/saved");
  await expect(page.getByText("Reading without a connection needs a browser with JavaScript")).toBeVisible();
});

test("save three posts, read them offline from /saved, remove one", async ({ page, context, js }) => {
  test.skip(!js, "a service worker needs JavaScript");
  const three = demoPosts(3);
  await withWorker(page);
  const sizes: number[] = [];
  for (const post of three) {
    await page.goto(`/blog/${post.id}`);
    // The size: this page's HTML and its pictures at the size the phone loaded.
    await expect(saveButton(page)).toHaveText(/^Save for offline · \d+ KB$/);
    const label = (await saveButton(page).textContent())!;
    const shown = Number(/(\d+) KB/.exec(label)![1]);
    // Worked out here independently: the page's bytes and each picture the page shows, at the size chosen.
    const expected = await page.evaluate(async () => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const pics = new Set(
        [...document.querySelectorAll("main img")].map(
          (i) => (i as HTMLImageElement).currentSrc || (i as HTMLImageElement).src,
        ),
      );
      let n = nav.decodedBodySize;
      for (const url of pics) n += (await (await fetch(url)).blob()).size;
      return n;
    });
    expect(Math.abs(shown - Math.ceil(expected / 1024))).toBeLessThanOrEqual(1);
    expect(shown).toBeGreaterThan(0);
    sizes.push(shown);
    await saveButton(page).click();
    await expect(page.getByRole("main").getByRole("button", { name: "Saved for offline" })).toBeDisabled();
    await expect(page.getByRole("status")).toHaveText("Saved for offline");
  }

  await page.goto("/saved");
  for (const post of three) await expect(page.getByRole("link", { name: new RegExp(esc(post.title)) })).toBeVisible();
  await expect(page.getByText(/^Space used: \d+ KB$/)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saved articles");
  await page.getByRole("link", { name: new RegExp(esc(three[0]!.title)) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(three[0]!.title);
  // Its featured picture came with it.
  const picture = page.getByRole("main").locator("img").first();
  await expect.poll(() => picture.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);

  await page.goto("/saved");
  await page.getByRole("button", { name: `Remove: ${three[0]!.title}` }).click();
  await expect(page.getByRole("status")).toHaveText("Article removed from this phone.");
  await expect(page.getByRole("link", { name: new RegExp(esc(three[0]!.title)) })).toHaveCount(0);
  await expect(page.getByRole("link", { name: new RegExp(esc(three[1]!.title)) })).toBeVisible();
  await page.goto(`/blog/${three[0]!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(three[0]!.title);
  await context.setOffline(false);
  await expectNoAxeViolations(page);
});

test("/saved in Kinyarwanda and French", async ({ page, js }) => {
  test.skip(!js, "the list needs JavaScript");
  await withWorker(page, "/rw/saved");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inkuru wabitse");
  await expect(page.getByText("Umwanya ukoreshwa: 0 KB")).toBeVisible();
  await page.goto("/fr/saved");
  await expect(page.getByText("Espace utilisé : 0 KB")).toBeVisible();
  await expectNoAxeViolations(page);
});

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a library answer saves for offline like a post, and opens from /saved with no connection", async ({
  page,
  context,
  js,
}) => {
  test.skip(!js, "a service worker needs JavaScript");
  const entry = openDb()
    .prepare("select id, public_question as question from questions where status = 'published' and lang = 'en' limit 1")
    .get() as { id: string; question: string };
  await withWorker(page);
  await page.goto(`/questions/${entry.id}`);
  await expect(saveButton(page)).toHaveText(/^Save for offline · \d+ KB$/);
  await saveButton(page).click();
  await expect(page.getByRole("main").getByRole("button", { name: "Saved for offline" })).toBeDisabled();
  await context.setOffline(true);
  await page.goto("/saved");
  await page.getByRole("link", { name: new RegExp(esc(entry.question.slice(0, 30))) }).click();
  await expect(page.getByText(entry.question.slice(0, 30))).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our answer" })).toBeVisible();
  await context.setOffline(false);
});
