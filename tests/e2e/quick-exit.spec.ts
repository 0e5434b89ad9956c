import { postsOfSpec, uniqueName } from "../support/blog-data";
import { loginAs } from "../support/auth";
import { DEMO, desktopChromium, expect, expectNoAxeViolations, test } from "../support/fixtures";

// The quick exit follows a link off the site: the desktop browser (see desktopChromium).
test.use(desktopChromium);

// Issue 17: a quick exit on posts with the help box and on three program pages. Without JavaScript a plain link to
// a neutral site; with it, the page is replaced in the history (Back does not return to it), and Escape twice leaves.

const NEUTRAL = "https://www.google.com/";
const posts = postsOfSpec();
test.afterAll(posts.deleteAll);
const post = (helpBox: boolean) => posts.insert({ title: uniqueName("E2E quick exit"), helpBox });

test.beforeEach(async ({ page }) => {
  // The neutral site, served here: the test machine has no Internet, and nothing must reach Google from a test.
  await page.route(`${NEUTRAL}**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Neutral</title><p>Neutral page</p>" }),
  );
});

test("a post with the help box has the quick exit: a plain link to a neutral site, fixed, 44 px and up, small on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/blog/${post(true)}`);
  const exit = page.getByRole("link", { name: "Quick exit" });
  // Issue 34: without JavaScript through /exit (the browser then forgets the page), which sends on to the neutral site.
  await expect(exit).toHaveAttribute("href", "/exit");
  await expect(exit).toHaveAttribute("data-quick-exit", NEUTRAL);
  await expect(exit).toHaveAttribute("rel", "noreferrer");
  // In a strip of its own, fixed at the bottom of the screen (issue 23).
  expect(await exit.evaluate((el) => getComputedStyle(el.closest("[data-quick-exit-bar]")!).position)).toBe("fixed");
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

test("the quick exit leaves: with JavaScript the post is gone from the history, without it the link is followed", async ({
  page,
  js,
}) => {
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

test("the three program pages on violence, maternal health and rights have it, in the page's language; others do not", async ({
  page,
}) => {
  for (const slug of ["gbv-prevention", "maternal-health", "human-rights"]) {
    await page.goto(`/programs/${slug}`);
    await expect(page.getByRole("link", { name: "Quick exit" }), slug).toHaveAttribute("data-quick-exit", NEUTRAL);
  }
  await page.goto("/fr/programs/gbv-prevention");
  await expect(page.getByRole("link", { name: "Sortie rapide" })).toBeVisible();
  await page.goto("/programs/climate");
  await expect(page.getByRole("link", { name: "Quick exit" })).toHaveCount(0);
});

// Issue 23 (6): the quick exit is the one control that must always be reachable, and it must not hide anything
// either. Its space is reserved: messages (the server's flash, the enhancement module's toasts) sit above it, and
// the page ends above it, so at the bottom every link, button and line of text can be read and pressed.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the exit's centre shows the exit itself (nothing on top of it). */
const exitOnTop = (page: import("@playwright/test").Page) =>
  page.locator("[data-quick-exit-bar] a[data-quick-exit]").evaluate((exit) => {
    const r = exit.getBoundingClientRect();
    return exit.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });

/**
 * At the bottom of the page: every control and line of text in view that the exit's box touches, and every control
 * in view whose centre shows something else than itself (covered). Both lists must be empty.
 */
async function coveredAtBottom(page: import("@playwright/test").Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
  );
  return page.evaluate(() => {
    const exit = document.querySelector("[data-quick-exit-bar] a[data-quick-exit]")!;
    const e = exit.getBoundingClientRect();
    const touching: string[] = [];
    const hidden: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40) || el.getAttribute("aria-label") || ""}"`;
    const top = document.querySelector("header")!.getBoundingClientRect().bottom;
    const content = Array.from(document.querySelectorAll("main *, footer *")).filter(
      (el) => !exit.contains(el) && !el.closest("[data-quick-exit-bar]"),
    );
    for (const el of content) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || getComputedStyle(el).visibility === "hidden") continue;
      // In view and below the sticky header (which covers what scrolls under it, at the top, by design).
      if (r.top < top || r.top >= window.innerHeight) continue;
      const text = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "");
      const control = el.matches("a[href], button, input:not([type=hidden]), select, textarea, summary, label");
      if (!text && !control) continue;
      if (r.left < e.right && e.left < r.right && r.top < e.bottom && e.top < r.bottom) touching.push(describe(el));
      if (control && !el.matches("input[type=checkbox].sr-only")) {
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (
          hit &&
          !el.contains(hit) &&
          !hit.contains(el) &&
          !(el.matches("label") && hit === document.getElementById(el.getAttribute("for") ?? ""))
        )
          hidden.push(describe(el));
      }
    }
    return { touching, hidden };
  });
}

for (const width of [360, 1440]) {
  test(`at ${width} px nothing covers the quick exit after a like, and at the bottom it covers nothing`, async ({
    page,
    js,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await loginAs(page, DEMO.reader);
    await page.goto(`/blog/${post(true)}`);
    await page.getByRole("button", { name: "Like", exact: true }).click();
    const notice = page.getByRole("region", { name: "Notification" }).filter({ hasText: "Post liked!" });
    await expect(notice).toBeVisible();
    const exit = page.getByRole("link", { name: "Quick exit" });
    expect(
      overlaps((await notice.boundingBox())!, (await exit.boundingBox())!),
      `${js ? "toast" : "flash"} over the exit`,
    ).toBe(false);
    // Asked until the page has settled: on a busy machine the reloaded page (no JavaScript) may still be laying out.
    await expect.poll(() => exitOnTop(page)).toBe(true);
    // The message goes on its own (SPEC §9); then the bottom of the page.
    await expect(notice).toBeHidden({ timeout: 8_000 });
    expect(await coveredAtBottom(page)).toEqual({ touching: [], hidden: [] });
    expect(await exitOnTop(page)).toBe(true);
    // The page ends above the exit: its space is reserved, not taken from the footer.
    const footer = (await page.locator("footer").boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual((await exit.boundingBox())!.y);
  });
}

test("at the bottom of a program page with the quick exit, Volunteer With Us and the footer stay clear", async ({
  page,
}) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/programs/human-rights");
    expect(await coveredAtBottom(page), `${width} px`).toEqual({ touching: [], hidden: [] });
    // Reached with the keyboard, a control is scrolled into view above the exit, not under it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: "Volunteer With Us" }).focus();
    const volunteer = (await page.getByRole("link", { name: "Volunteer With Us" }).boundingBox())!;
    expect(
      overlaps(volunteer, (await page.getByRole("link", { name: "Quick exit" }).boundingBox())!),
      `${width} px`,
    ).toBe(false);
  }
});

test("with the donation dialog open, the way out is still there and leaves", async ({ page, js }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/blog");
  await page.goto(`/blog/${post(true)}?donate=1`);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // Without JavaScript the dialog and its backdrop stop above the strip: the exit there is uncovered. With it, the
  // dialog is a modal (the page behind is inert), so the dialog carries the exit itself.
  if (!js) expect(await exitOnTop(page)).toBe(true);
  await dialog.getByRole("link", { name: "Quick exit" }).click();
  await expect(page).toHaveURL(NEUTRAL);
  if (js) {
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
  }
});
