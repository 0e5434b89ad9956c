// The post form as staff meet it on a phone (issue 15): long articles saved while the photo uploads, the photo's
// preview, the toolbar's icons and targets, where the page opens, and pictures' alt text and captions.
import type { Page } from "@playwright/test";
import { loginAs } from "../support/auth";
import { deletePosts, uniqueName } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";
import { pngOf, randomColour } from "../support/images";
import { bearer, createSessionToken } from "../support/sessions";

const created: string[] = [];
test.afterAll(() => deletePosts(created.splice(0)));

type Row = {
  id: string;
  content: string;
  featured_image_id: string | null;
  featured_image_alt: string;
  featured_image_caption: string;
};
const postByTitle = (title: string) => {
  const db = openDb();
  try {
    return db.prepare("select * from posts where title = ?").get(title) as Row | undefined;
  } finally {
    db.close();
  }
};

// Accented French and Kinyarwanda with quotes and dashes: about 2 bytes a character on the wire.
const SENTENCE = "Ubuzima bwo mu mutwe bw’urubyiruko i Kigali : « ça compte » — santé, écoute et égalité. ";
/** About 48,000 characters in paragraphs of ~900: near the 50,000 limit, ~90 KB in a form. */
const longArticle = () =>
  Array.from({ length: 53 }, (_, i) => `${i + 1}. ${SENTENCE.repeat(10)}`.replace(/^(\d+)\. /, "Igice $1 — ")).join(
    "\n\n",
  );

const photo = async () => ({
  name: "ifoto-yo-ku-munsi.png",
  mimeType: "image/png",
  buffer: await pngOf(randomColour(), 1200, 800),
});

/** Slows uploads down, as a phone on a poor connection would see them. */
async function slowUploads(page: Page, ms: number) {
  await page.route("**/api/uploads", async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/** Puts text into the Lexical editor as a paste would (typing 48,000 characters would take minutes). */
async function pasteIntoEditor(page: Page, text: string) {
  // Until the page hydrates, "Content" is the plain-text box: a paste there never reaches the editor.
  await expect(page.getByRole("toolbar")).toBeVisible();
  const editor = page.locator('[contenteditable="true"]').and(page.getByRole("textbox", { name: "Content" }));
  await editor.click();
  await editor.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  await expect(page.locator("input[type=hidden][name=content]")).toHaveValue(/Igice 53/);
}

for (const width of [360, 1280]) {
  test(`a long accented article with a photo is saved the moment the photo is chosen, on create and on edit (${width} px)`, async ({
    page,
    js,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await loginAs(page, DEMO.editor);
    if (js) await slowUploads(page, 1500);
    const article = longArticle();
    expect(article.length).toBeGreaterThan(45_000);
    expect(article.length).toBeLessThan(50_000);

    // Create
    await page.goto("/admin/blog/create");
    const title = uniqueName("E2E admin long");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Excerpt").fill("Inyandiko ndende — « un long article ».");
    // A paste of lines gives the editor's own paragraphs and breaks; the plain-text box its paragraphs.
    if (js) await pasteIntoEditor(page, article.replace(/\n\n/g, "\n"));
    else await page.getByLabel("Content").fill(article);
    await page.getByLabel("Category").selectOption("Mental Health");
    await page.getByLabel("Alt text").fill("Urubyiruko mu biganiro — young people talking");
    await page.getByLabel("Choose featured image").setInputFiles(await photo());
    await page.getByRole("button", { name: "Create Post" }).click();
    if (js) await expect(page.getByRole("button", { name: "Waiting for the photo…" })).toBeVisible();
    await expect(page.getByText("Blog post created successfully!").first()).toBeVisible({ timeout: 20_000 });
    const post = postByTitle(title)!;
    created.push(post.id);
    expect(post.featured_image_id).not.toBeNull();
    expect(post.featured_image_alt).toBe("Urubyiruko mu biganiro — young people talking");
    expect(post.content.length).toBeGreaterThan(45_000);
    expect(post.content).toContain("Igice 53 — Ubuzima bwo mu mutwe bw’urubyiruko i Kigali : « ça compte » — santé");
    if (!js) expect(post.content.match(/<p>/g)?.length).toBe(53);

    // Edit: a new photo chosen and saved at once; the long body goes back with the form (unchanged).
    await page.goto(`/admin/blog/edit/${post.id}`);
    if (js) await expect(page.getByRole("toolbar")).toBeVisible();
    await page.getByLabel("Title").fill(`${title} (2)`);
    await page.getByLabel("Choose featured image").setInputFiles(await photo());
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(page.getByText("Blog post updated successfully!").first()).toBeVisible({ timeout: 20_000 });
    const after = postByTitle(`${title} (2)`)!;
    expect(after.content).toBe(post.content);
    expect(after.featured_image_id).not.toBeNull();
    expect(after.featured_image_id).not.toBe(post.featured_image_id);
  });
}

test("the chosen photo shows at once, with its name and upload progress, then the stored image", async ({
  page,
  js,
}) => {
  test.skip(!js, "the instant preview needs JavaScript");
  await page.setViewportSize({ width: 360, height: 800 });
  await loginAs(page, DEMO.editor);
  await slowUploads(page, 2000);
  await page.goto("/admin/blog/create");
  await page.getByLabel("Choose featured image").setInputFiles(await photo());
  const preview = page.getByRole("img", { name: "Featured image preview" });
  await expect(preview).toHaveAttribute("src", /^blob:/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("Uploading ifoto-yo-ku-munsi.png…")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(page.getByText("Uploaded ifoto-yo-ku-munsi.png. It is saved with the post.")).toBeVisible({
    timeout: 10_000,
  });
  await expect(preview).toHaveAttribute("src", /^\/images\/[0-9a-f]{32}\//);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The file input still names the file (it is no longer sent: the form carries the stored image's URL).
  expect(await page.getByLabel("Choose featured image").evaluate((i: HTMLInputElement) => i.files?.[0]?.name)).toBe(
    "ifoto-yo-ku-munsi.png",
  );
  await expect(page.locator("input[type=hidden][name=featuredImage]")).toHaveValue(/^\/images\//);
});

test("toolbar: drawn icons, 44 px targets on a phone, names that match, and it stays in reach on a long post", async ({
  page,
  js,
}) => {
  test.skip(!js, "the toolbar needs JavaScript");
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, DEMO.editor);
  await page.goto("/admin/blog/create");
  const toolbar = page.getByRole("toolbar");
  await expect(toolbar).toBeVisible();
  const buttons = toolbar.getByRole("button");
  expect(await buttons.count()).toBe(15);
  // Every tool in sight without scrolling sideways (issue 23: 5 of 16 showed, with no sign the bar scrolled).
  expect(await toolbar.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const bar = (await toolbar.boundingBox())!;
  for (const tool of await toolbar.locator("button, select").all()) {
    const box = (await tool.boundingBox())!;
    const name = (await tool.getAttribute("aria-label")) ?? "Block type";
    expect(box.x, `${name} starts inside the bar`).toBeGreaterThanOrEqual(bar.x);
    expect(box.x + box.width, `${name} ends inside the bar and the screen`).toBeLessThanOrEqual(
      Math.min(bar.x + bar.width, 360) + 0.5,
    );
  }
  for (const button of await buttons.all()) {
    const name = await button.getAttribute("aria-label");
    expect(await button.locator("svg").count(), `${name} has a drawn icon`).toBe(1);
    expect((await button.textContent())?.trim(), `${name} shows no glyph`).toBe("");
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.width, name!).toBeGreaterThanOrEqual(44);
    expect(box.height, name!).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations(page, {
    within: "[role=toolbar]",
    onlyRules: ["label-content-name-mismatch", "button-name", "aria-toggle-field-name", "target-size"],
  });

  await pasteIntoEditor(page, longArticle());
  // Halfway down the article (the paste left the page at its end, past the editor).
  await page.evaluate(() => window.scrollTo(0, 5000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(5000);
  const box = (await toolbar.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(-1);
  expect(box.y).toBeLessThan(10);
  await page.evaluate(() => window.localStorage.clear());
});

test("edit opens at the top with nothing focused; create puts the cursor in the title", async ({ page, js }) => {
  const res = await page.request.post("/api/blog", {
    headers: bearer(createSessionToken(DEMO.editor)),
    multipart: {
      title: uniqueName("E2E admin top"),
      excerpt: "e",
      content: longArticle()
        .split("\n\n")
        .map((p) => `<p>${p}</p>`)
        .join(""),
      category: "Education",
      status: "draft",
      featuredImageAlt: "A plain colour",
      featuredImage: { name: "c.png", mimeType: "image/png", buffer: await pngOf(randomColour()) },
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data._id as string;
  created.push(id);
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/blog/edit/${id}`);
  if (js) {
    await expect(page.getByRole("toolbar")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Content" })).toContainText("Igice 53");
    await page.waitForTimeout(300);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement === null)).toBe(
    true,
  );

  await page.goto("/admin/blog/create");
  await expect(page.getByLabel("Title")).toBeFocused();
});

test("a body image's alt text and caption, and the featured photo's, reach the public page", async ({ page, js }) => {
  test.skip(!js, "body images are added with the editor's toolbar");
  await loginAs(page, DEMO.editor);
  await page.goto("/admin/blog/create");
  await page.evaluate(() => window.localStorage.clear());
  const title = uniqueName("E2E admin captions");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("Pictures with words");
  // Under load the editor may still be loading: its toolbar says it has replaced the plain box.
  await expect(page.getByRole("toolbar").first()).toBeVisible();
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Before the picture.");
  await expect(page.getByRole("textbox", { name: "Content" })).toContainText("Before the picture.");
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const form = page.getByRole("group", { name: "Add an image" });
  await form.getByLabel("Or an image address").fill("https://example.org/clinic.jpg");
  await form.getByLabel("Alt text").fill("Nurses greeting students at the clinic door");
  await form.getByLabel("Caption (optional)").fill("Kimironko health centre, March");
  await form.getByRole("button", { name: "Insert image" }).click();
  await page.getByLabel("Category").selectOption("Education");
  await page.getByLabel("Status").selectOption("published");
  await page.getByLabel("Choose featured image").setInputFiles(await photo());
  await page.getByLabel("Alt text").fill("Students queueing at a health day stand");
  await page.getByLabel("Caption (optional)").fill("Photo: the youth club");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created successfully!").first()).toBeVisible({ timeout: 15_000 });
  const post = postByTitle(title)!;
  created.push(post.id);
  expect(post.featured_image_caption).toBe("Photo: the youth club");

  await page.goto(`/blog/${post.id}`);
  const article = page.getByRole("article");
  await expect(article.getByRole("img", { name: "Students queueing at a health day stand" })).toBeVisible();
  await expect(article.getByText("Photo: the youth club")).toBeVisible();
  await expect(article.getByRole("img", { name: "Nurses greeting students at the clinic door" })).toBeAttached();
  await expect(article.locator("figure figcaption", { hasText: "Kimironko health centre, March" })).toBeVisible();
  await expect(article.getByText("Before the picture.")).toBeVisible();
});

test("plain text without JavaScript: paragraphs, both kinds of list and links", async ({ page, js }) => {
  test.skip(js, "the plain-text box is the no-JavaScript editor");
  await loginAs(page, DEMO.editor);
  await page.goto("/admin/blog/create");
  const title = uniqueName("E2E admin plain");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("Typed on a phone without JavaScript");
  await page
    .getByLabel("Content")
    .fill(
      "Muraho! First paragraph.\nSame paragraph, new line.\n\nWhat to bring:\n- water\n- a hat\n\n1. Register\n2. Come early\n\nMore at https://example.org/health.",
    );
  await page.getByLabel("Category").selectOption("Education");
  await page.getByLabel("Choose featured image").setInputFiles(await photo());
  await page.getByLabel("Alt text").fill("A plain colour");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created successfully!").first()).toBeVisible();
  const post = postByTitle(title)!;
  created.push(post.id);
  expect(post.content).toBe(
    "<p>Muraho! First paragraph.<br />Same paragraph, new line.</p><p>What to bring:</p><ul><li>water</li><li>a hat</li></ul>" +
      '<ol><li>Register</li><li>Come early</li></ol><p>More at <a href="https://example.org/health" target="_blank" rel="noopener noreferrer nofollow">https://example.org/health</a>.</p>',
  );
});

for (const width of [360, 1440]) {
  test(`screenshots of the form at ${width} px`, async ({ page, js }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, DEMO.editor);
    await page.goto("/admin/blog/create");
    if (js) await expect(page.getByRole("toolbar")).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`post-form-${width}-${js ? "js" : "nojs"}.png`),
      fullPage: true,
    });
    if (js) {
      await page.getByRole("button", { name: "Image", exact: true }).click();
      await page.screenshot({ path: test.info().outputPath(`post-form-image-${width}.png`) });
    }
  });
}
