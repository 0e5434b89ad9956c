// The rich-text editor on the post form pages (/admin/blog/create and /admin/blog/edit/:id).
import type { Page } from "@playwright/test";
import { loginAs } from "../support/auth";
import { DEMO, expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";

const hidden = (page: Page) => page.locator("input[name=content]");
const editable = (page: Page) => page.getByRole("textbox", { name: "Content" });
const mod = process.platform === "darwin" ? "Meta" : "Control";

function demoPost(): { id: string; content: string } {
  const db = openDb();
  try {
    return db.prepare("select id, content from posts order by created_at limit 1").get() as { id: string; content: string };
  } finally {
    db.close();
  }
}

async function openCreate(page: Page) {
  await loginAs(page, DEMO.admin);
  await page.goto("/admin/blog/create");
  await page.evaluate(() => window.localStorage.clear());
  await expect(page.getByRole("toolbar")).toBeVisible();
}

test("without JavaScript the content is a labelled textarea of HTML", async ({ page, js }) => {
  test.skip(js, "no-JS fallback");
  const post = demoPost();
  await loginAs(page, DEMO.admin);
  await page.goto(`/admin/blog/edit/${post.id}`);
  const area = page.getByLabel("Content");
  await expect(area).toHaveJSProperty("tagName", "TEXTAREA");
  await expect(area).toHaveValue(post.content);
  await expect(page.getByRole("toolbar")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("an untouched post keeps its HTML byte for byte", async ({ page, js }) => {
  test.skip(!js, "the Lexical editor needs JavaScript");
  const post = demoPost();
  await loginAs(page, DEMO.admin);
  await page.goto(`/admin/blog/edit/${post.id}`);
  await expect(page.getByRole("toolbar")).toBeVisible();
  await expect(editable(page)).toHaveAttribute("aria-multiline", "true");
  await expect(page.getByRole("toolbar")).toBeVisible();
  expect(await hidden(page).inputValue()).toBe(post.content);
  await expectNoAxeViolations(page);
});

test("toolbar formatting ends up in the hidden HTML, with pressed states", async ({ page, js }) => {
  test.skip(!js, "the Lexical editor needs JavaScript");
  await openCreate(page);
  await editable(page).click();
  await page.getByRole("button", { name: "Bold" }).click();
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("strong words");
  await expect(hidden(page)).toHaveValue(/<(b|strong)>strong words<\/(b|strong)>/);
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.press("Enter");
  await page.getByLabel("Block type").selectOption("h2");
  await page.keyboard.type("A heading");
  await expect(hidden(page)).toHaveValue(/<h2>A heading<\/h2>/);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await expect(page.getByRole("button", { name: "Bulleted list" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("item");
  await expect(hidden(page)).toHaveValue(/<ul><li>item<\/li><\/ul>/);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("centred");
  await page.getByRole("button", { name: "Align center" }).click();
  await expect(hidden(page)).toHaveValue(/<p class="ql-align-center">centred<\/p>/);
  await expect(page.getByRole("button", { name: "Align center" })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);
});

test("indent stops at level 8 and exports ql-indent classes", async ({ page, js }) => {
  test.skip(!js, "the Lexical editor needs JavaScript");
  await openCreate(page);
  await editable(page).click();
  await page.keyboard.type("deep");
  for (let i = 0; i < 10; i++) await page.getByRole("button", { name: "Indent" }).click({ force: true });
  await expect(hidden(page)).toHaveValue('<p class="ql-indent-8">deep</p>');
  await page.getByRole("button", { name: "Outdent" }).click();
  await expect(hidden(page)).toHaveValue('<p class="ql-indent-7">deep</p>');
});

test("links refuse javascript: and accept https; images by URL insert an img", async ({ page, js }) => {
  test.skip(!js, "the Lexical editor needs JavaScript");
  await openCreate(page);
  await editable(page).click();
  await page.keyboard.type("click");
  await page.keyboard.press("Shift+Home");
  page.once("dialog", (d) => d.accept("javascript:alert(1)"));
  await page.getByRole("button", { name: "Link" }).click();
  await expect(page.getByText("Links must start with http, https, mailto or tel.")).toBeVisible();
  await expect(hidden(page)).toHaveValue("<p>click</p>");
  page.once("dialog", (d) => d.accept("https://example.org/"));
  await page.getByRole("button", { name: "Link" }).click();
  await expect(hidden(page)).toHaveValue(/<a href="https:\/\/example.org\/"[^>]*>click<\/a>/);

  await page.keyboard.press("End");
  const answers = ["https://example.org/pic.jpg", "A picture"];
  const onDialog = (d: import("@playwright/test").Dialog) => d.accept(answers.shift());
  page.on("dialog", onDialog);
  await page.getByRole("button", { name: "Image", exact: true }).click();
  await expect(hidden(page)).toHaveValue(/<img src="https:\/\/example.org\/pic.jpg" alt="A picture">/);
  page.off("dialog", onDialog);
});

test("undo and redo, and the undo history is capped at 100 steps", async ({ page, js }) => {
  test.skip(!js, "the Lexical editor needs JavaScript");
  test.setTimeout(90_000);
  await openCreate(page);
  await editable(page).click();
  await page.keyboard.type("one");
  await expect(hidden(page)).toHaveValue("<p>one</p>");
  await page.keyboard.press(`${mod}+z`);
  await expect(hidden(page)).not.toHaveValue("<p>one</p>");
  await page.keyboard.press(`${mod}+Shift+z`);
  await expect(hidden(page)).toHaveValue("<p>one</p>");

  // 120 separate steps: bold toggled on a selection, a format change each time (no merge across commands).
  await page.keyboard.press(`${mod}+a`);
  for (let i = 0; i < 120; i++) await page.keyboard.press(`${mod}+b`);
  await expect(hidden(page)).toHaveValue("<p>one</p>");
  for (let i = 0; i < 130; i++) await page.keyboard.press(`${mod}+z`);
  // After 100 undos the oldest steps are gone: the typed text is still there.
  await expect(hidden(page)).toHaveValue(/one/);
});

test("an unsaved draft is offered back after a reload", async ({ page, js }) => {
  test.skip(!js, "the Lexical editor needs JavaScript");
  await openCreate(page);
  await editable(page).click();
  await page.keyboard.type("not lost");
  await expect(hidden(page)).toHaveValue("<p>not lost</p>");
  await page.waitForTimeout(800);
  await page.reload();
  await expect(page.getByRole("toolbar")).toBeVisible();
  await expect(page.getByText(/Unsaved draft from/)).toBeVisible();
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(hidden(page)).toHaveValue("<p>not lost</p>");
  await expect(editable(page)).toContainText("not lost");
});
