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
    return db.prepare("select id, content from posts order by created_at limit 1").get() as {
      id: string;
      content: string;
    };
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

test("without JavaScript the content is a labelled textarea of plain text, with a hint saying how", async ({
  page,
  js,
}) => {
  test.skip(js, "no-JS fallback");
  const post = demoPost();
  await loginAs(page, DEMO.admin);
  await page.goto(`/admin/blog/edit/${post.id}`);
  const area = page.getByLabel("Content");
  await expect(area).toHaveJSProperty("tagName", "TEXTAREA");
  const text = await area.inputValue();
  expect(text).not.toMatch(/<\/?(p|h2|ul|li|strong)>/);
  expect(text).toContain("\n\n");
  await expect(area).toHaveAccessibleDescription(/leave a blank line between paragraphs/);
  await expect(page.locator("input[type=hidden][name=contentFormat]")).toHaveValue("text");
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

test("Markdown shortcuts: lists, headings and quotes at a line's start; bold and italic around words (issue 23)", async ({
  page,
  js,
}) => {
  test.skip(!js, 'the Lexical editor needs JavaScript (the plain-text box reads "- " and "1. " on the server)');
  await openCreate(page);
  await editable(page).click();
  // Each block starts on a fresh paragraph: two Enters leave a list.
  const blocks: [typed: string, html: string][] = [
    ["- water", "<ul><li>water</li></ul>"],
    ["1. Register", "<ol><li>Register</li></ol>"],
    ["* a hat", "<ul><li>a hat</li></ul>"],
    ["# Big", "<h1>Big</h1>"],
    ["## Medium", "<h2>Medium</h2>"],
    ["### Small", "<h3>Small</h3>"],
    ["> Quoted words", "<blockquote>Quoted words</blockquote>"],
  ];
  for (const [typed, html] of blocks) {
    await page.keyboard.type(typed);
    await expect(hidden(page)).toHaveValue(new RegExp(`${html.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await page.keyboard.press("Enter");
    if (typed.match(/^(-|\*|1\.) /)) await page.keyboard.press("Enter");
  }
  await page.keyboard.type("Some **strong** and *leaning* and _slanted_ words");
  // The same formats as the toolbar's Bold and Italic (Lexical writes them as <b><strong> and <i><em>).
  await expect(hidden(page)).toHaveValue(
    /<p>Some (<(b|strong)>)+strong(<\/(b|strong)>)+ and (<(i|em)>)+leaning(<\/(i|em)>)+ and (<(i|em)>)+slanted(<\/(i|em)>)+ words<\/p>$/,
  );
  // Not at a line's start, nothing happens: "a - b" and "3 * 4" stay text.
  await page.keyboard.press("Enter");
  await page.keyboard.type("a - b and 3 * 4");
  await expect(hidden(page)).toHaveValue(/<p>a - b and 3 \* 4<\/p>$/);
  // Three heading levels, as the toolbar and the sanitiser have: "#### " stays text.
  await page.keyboard.press("Enter");
  await page.keyboard.type("#### Tiny");
  await expect(hidden(page)).toHaveValue(/<p>#### Tiny<\/p>$/);
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
  await page.getByRole("button", { name: "Link" }).click();
  const linkForm = page.getByRole("group", { name: "Add a link" });
  await expect(linkForm.getByLabel("Link address")).toBeFocused();
  await linkForm.getByLabel("Link address").fill("javascript:alert(1)");
  await linkForm.getByRole("button", { name: "Add link" }).click();
  await expect(linkForm.getByText("Links must start with http, https, mailto or tel.")).toBeVisible();
  await expect(hidden(page)).toHaveValue("<p>click</p>");
  await linkForm.getByLabel("Link address").fill("https://example.org/");
  await linkForm.getByLabel("Link address").press("Enter");
  await expect(hidden(page)).toHaveValue(/<a href="https:\/\/example.org\/"[^>]*>click<\/a>/);
  await expect(linkForm).toHaveCount(0);

  await editable(page).click();
  await page.keyboard.press("End");
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const imageForm = page.getByRole("group", { name: "Add an image" });
  await imageForm.getByLabel("Or an image address").fill("https://example.org/pic.jpg");
  await imageForm.getByRole("button", { name: "Insert image" }).click();
  // Alt text is required, said beside its field.
  await expect(imageForm.getByText("Describe the image: alt text is required.")).toBeVisible();
  await imageForm.getByLabel("Alt text").fill("A picture");
  await imageForm.getByRole("button", { name: "Insert image" }).click();
  await expect(hidden(page)).toHaveValue(/<img src="https:\/\/example.org\/pic.jpg" alt="A picture">/);
  await expect(hidden(page)).not.toHaveValue(/figure/);
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

test("unsaved fields are kept on the device, back after a reload with a notice, and can be discarded", async ({
  page,
  js,
}) => {
  test.skip(!js, "the Lexical editor needs JavaScript");
  await openCreate(page);
  await page.getByLabel("Title").fill("A title not lost");
  await page.getByLabel("Excerpt").fill("An excerpt not lost");
  await page.getByLabel("Category").selectOption("Policy");
  await page.getByLabel("Tags (comma separated)").fill("kept, tags");
  await page.getByLabel("Alt text").fill("Alt not lost");
  await page.getByLabel("Caption (optional)").fill("Caption not lost");
  await editable(page).click();
  await page.keyboard.type("not lost");
  await expect(hidden(page)).toHaveValue("<p>not lost</p>");
  await page.waitForTimeout(800);
  await page.reload();
  await expect(page.getByRole("toolbar")).toBeVisible();
  await expect(page.getByText(/Unsaved changes from .*, kept on this device, are back in the form/)).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("A title not lost");
  await expect(page.getByLabel("Excerpt")).toHaveValue("An excerpt not lost");
  await expect(page.getByLabel("Category")).toHaveValue("Policy");
  await expect(page.getByLabel("Tags (comma separated)")).toHaveValue("kept, tags");
  await expect(page.getByLabel("Alt text")).toHaveValue("Alt not lost");
  await expect(page.getByLabel("Caption (optional)")).toHaveValue("Caption not lost");
  await expect(hidden(page)).toHaveValue("<p>not lost</p>");
  await expect(editable(page)).toContainText("not lost");

  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(editable(page)).not.toContainText("not lost");
  await page.reload();
  await expect(page.getByRole("toolbar")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByText(/Unsaved changes from/)).toHaveCount(0);
});

test("leaving with unsaved changes asks first; an unchanged form does not", async ({ page, js }) => {
  test.skip(!js, "beforeunload is set by the page's script");
  await openCreate(page);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.type());
    void d.dismiss();
  });
  await page.getByLabel("Title").click();
  await page.reload();
  await expect(page.getByRole("toolbar")).toBeVisible();
  expect(dialogs).toEqual([]);

  await page.getByLabel("Title").fill("Half-written");
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(["beforeunload"]);
  // Dismissed: the page and what was typed stay.
  await expect(page.getByLabel("Title")).toHaveValue("Half-written");
  await page.evaluate(() => window.localStorage.clear());
});
