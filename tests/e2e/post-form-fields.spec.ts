// The post form's errors and pictures as staff meet them on a phone (issue 23): each error beside its field, the
// first one focused, the buttons never covered; a post made through /api (no alt text) can be retitled; a small
// picture's preview loads; the upload message wraps between words.
import type { Locator, Page } from "@playwright/test";
import { loginAs } from "../support/auth";
import { postsOfSpec, uniqueName } from "../support/blog-data";
import { DEMO, expect, hydrated, openDb, test } from "../support/fixtures";
import { pngOf, randomColour } from "../support/images";
import { bearer, createSessionToken } from "../support/sessions";

const posts = postsOfSpec();
test.afterAll(posts.deleteAll);

const PHONE = { width: 360, height: 740 };
const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
const ALT_REQUIRED_MESSAGE = "Describe the picture in a few words (alt text) for people who cannot see it";
const NEED_TIME_MESSAGE = "Choose when to publish it: a scheduled post needs a date and time";
const titleOf = (id: string) => {
  const db = openDb();
  try {
    return (db.prepare("select title from posts where id = ?").get(id) as { title: string }).title;
  } finally {
    db.close();
  }
};

/** True when nothing is drawn over the control: its centre and edges hit it (a toast would hit first). Pill-shaped
 * buttons have round ends, so the points sit inside the shape. */
const uncovered = (control: Locator) =>
  control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const [midX, midY, round] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2, r.height / 2];
    const points = [
      [midX, midY],
      [r.left + round, midY],
      [r.right - round, midY],
      [midX, r.top + 2],
      [midX, r.bottom - 2],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && (hit === el || el.contains(hit));
    });
  });

/** Where a phone user is after tapping the button: at the bottom of the screen, Create/Update Post and Cancel in view. */
async function expectButtonsFree(page: Page, submit: string) {
  for (const wait of [0, 600]) {
    await page.waitForTimeout(wait);
    for (const control of [page.getByRole("button", { name: submit }), page.getByRole("link", { name: "Cancel" })]) {
      await control.evaluate((el) => el.scrollIntoView({ block: "end" }));
      expect(await uncovered(control), `${submit} form: nothing covers ${await control.textContent()}`).toBe(true);
    }
  }
}

/** The field's own error is said with it (aria-describedby), it is focused, and it is on screen. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
}

async function typeBody(page: Page, js: boolean, text: string) {
  if (js) {
    await expect(page.getByRole("toolbar")).toBeVisible();
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type(text);
    await expect(page.locator("input[type=hidden][name=content]")).toHaveValue(new RegExp(text));
  } else {
    await page.getByLabel("Content").fill(text);
  }
}

test("on a phone each error is beside its field, the first one takes focus, and nothing covers the buttons", async ({
  page,
  js,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  await loginAs(page, DEMO.editor);
  await page.goto("/admin/blog/create");
  if (js) await hydrated(page);
  await page.evaluate(() => window.localStorage.clear());
  const title = uniqueName("E2E admin errors");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("Errors where they belong");
  await typeBody(page, js, "A body typed on a phone.");

  // 1. No category: SPEC §8's message stays as the summary; the category says which, and takes focus.
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText(REQUIRED_FIELDS_MESSAGE).first()).toBeVisible();
  await expectFieldError(page.getByLabel("Category"), "Category is required: choose one of the categories");
  await expectButtonsFree(page, "Create Post");

  // 2. Scheduled without a time: the time field says so.
  await page.getByLabel("Category").selectOption("Education");
  await page.getByLabel("Status").selectOption("scheduled");
  await page
    .getByLabel("Choose featured image")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: await pngOf(randomColour(), 600, 400) });
  if (js) await expect(page.locator("input[type=hidden][name=featuredImage]")).toHaveValue(/^\/images\//);
  await page.getByRole("button", { name: "Create Post" }).click();
  await expectFieldError(page.getByLabel("Publish on (Kigali time)"), NEED_TIME_MESSAGE);
  await expectButtonsFree(page, "Create Post");

  // 3. A photo without alt text: the alt text field says so.
  await page.getByLabel("Publish on (Kigali time)").fill("2031-03-01T08:00");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expectFieldError(page.getByLabel("Alt text"), ALT_REQUIRED_MESSAGE);
  await expectButtonsFree(page, "Create Post");

  await page.getByLabel("Alt text").fill("Students at a health day stand");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created successfully!").first()).toBeVisible();
  const db = openDb();
  const row = db.prepare("select id, status from posts where title = ?").get(title) as { id: string; status: string };
  db.close();
  posts.track(row.id);
  expect(row.status).toBe("scheduled");
});

/** A post made as SPEC §7's API makes them: a picture, and no alt text (the API has no such field). */
async function apiPostWithoutAlt(page: Page, picture: Buffer) {
  const res = await page.request.post("/api/blog", {
    headers: bearer(createSessionToken(DEMO.editor)),
    multipart: {
      title: uniqueName("E2E admin api"),
      excerpt: "Made through the API",
      content: "<p>Body from the API.</p>",
      category: "Education",
      status: "draft",
      featuredImage: { name: "api.png", mimeType: "image/png", buffer: picture },
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data._id as string;
  posts.track(id);
  return id;
}

test("a post made through /api (no alt text) is retitled in the editor: a warning beside the picture, not a refusal; a new picture still needs alt text", async ({
  page,
  js,
}) => {
  const id = await apiPostWithoutAlt(page, await pngOf(randomColour(), 640, 400));
  await page.setViewportSize(PHONE);
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/blog/edit/${id}`);
  if (js) await expect(page.getByRole("toolbar")).toBeVisible();
  const picture = page.getByRole("group", { name: "Featured image" });
  await expect(picture.getByText("This picture has no alt text yet")).toBeVisible();
  await expect(page.getByLabel("Alt text")).toHaveAccessibleDescription(/This picture has no alt text yet/);
  await expect(page.getByLabel("Alt text")).not.toHaveAttribute("aria-invalid", "true");

  const title = uniqueName("E2E admin api retitled");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByText("Blog post updated successfully!").first()).toBeVisible();
  expect(titleOf(id)).toBe(title);

  // A new picture is a new choice: it needs its words.
  await page.goto(`/admin/blog/edit/${id}`);
  if (js) await expect(page.getByRole("toolbar")).toBeVisible();
  await page
    .getByLabel("Choose featured image")
    .setInputFiles({ name: "new.png", mimeType: "image/png", buffer: await pngOf(randomColour(), 600, 400) });
  if (js) await expect(page.locator("input[type=hidden][name=featuredImage]")).toHaveValue(/^\/images\//);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expectFieldError(page.getByLabel("Alt text"), ALT_REQUIRED_MESSAGE);
  await expectButtonsFree(page, "Update Post");
  await page.getByLabel("Alt text").fill("A new picture, described");
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByText("Blog post updated successfully!").first()).toBeVisible();
});

test("a 350 px picture's preview loads in the editor, as on the public page", async ({ page }) => {
  const id = await apiPostWithoutAlt(page, await pngOf(randomColour(), 350, 233));
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/blog/edit/${id}`);
  const preview = page.getByRole("img", { name: "Featured image preview" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(350);
  const src = await preview.getAttribute("src");
  expect((await page.request.get(src!)).status()).toBe(200);
});

test("the upload message wraps between words on a phone; only the file name may break anywhere", async ({
  page,
  js,
}) => {
  test.skip(!js, "the upload message is shown by the page's script");
  await page.setViewportSize(PHONE);
  await loginAs(page, DEMO.editor);
  await page.goto("/admin/blog/create");
  await hydrated(page);
  // File names of several lengths put the message's line ends at different places in its words.
  for (const name of [
    "ifoto-y-umunsi-w-ubuzima-bwo-mu-mutwe-kimironko-2026-werurwe.png",
    "IMG_20260314_101502.jpg",
    "urubyiruko-i-kigali.png",
    "umunsi-mukuru.png",
  ]) {
    await page
      .getByLabel("Choose featured image")
      .setInputFiles({ name, mimeType: "image/png", buffer: await pngOf(randomColour(), 400, 300) });
    const message = page.getByText(`Uploaded ${name}. It is saved with the post.`);
    await expect(message).toBeVisible({ timeout: 10_000 });
    const bad = await message.evaluate((el, file) => {
      const text = el.textContent ?? "";
      const fileStart = text.indexOf(file);
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const tops: { index: number; top: number }[] = [];
      let offset = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width > 0) tops.push({ index: offset + i, top: Math.round(rect.top) });
        }
        offset += node.textContent!.length;
      }
      const lineStarts = tops.filter((t, i) => i > 0 && t.top > tops[i - 1]!.top).map((t) => t.index);
      const inFile = (i: number) => i > fileStart && i < fileStart + file.length;
      return lineStarts
        .filter((i) => text[i - 1] !== " " && !inFile(i))
        .map((i) => `${text.slice(Math.max(0, i - 8), i)}|${text.slice(i, i + 8)}`);
    }, name);
    expect(bad, `${name}: lines that start inside a word`).toEqual([]);
  }
});

test("words typed into a text box before the editor screen has hydrated are still there after", async ({
  page,
  js,
}) => {
  test.skip(!js, "without JavaScript nothing hydrates");
  const id = posts.insert({ title: uniqueName("Typed early"), excerpt: "The excerpt as it was." });
  await loginAs(page, DEMO.editor);
  // A slow connection: the screen's scripts arrive late, and the writer starts on the excerpt meanwhile.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/admin/blog/edit/${id}`, { waitUntil: "domcontentloaded" });
  const excerpt = page.getByLabel("Excerpt *");
  await excerpt.fill("A new excerpt, typed before the scripts came.");
  await hydrated(page);
  await expect(excerpt).toHaveValue("A new excerpt, typed before the scripts came.");
});
