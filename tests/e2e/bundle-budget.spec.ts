import type { Page } from "@playwright/test";
import { loginAs } from "../support/auth";
import { DEMO, expect, openDb, test } from "../support/fixtures";

// A property name Lexical sets on its root element; it survives minification, so it marks Lexical's code.
const LEXICAL_MARK = "__lexicalEditor";

/** Every script the page loads (entry, route chunks, lazy chunks), with its body. */
async function scriptsOf(page: Page, url: string) {
  const scripts: { url: string; body: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") pending.push(res.text().then((body) => void scripts.push({ url: res.url(), body })));
  });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  return scripts;
}

test("Lexical loads only on the post form: no public page carries it", async ({ page, js }) => {
  test.skip(!js, "without JavaScript no page loads scripts at all");
  const postId = openDb().prepare("select id from posts where status = 'published' limit 1").pluck().get() as string;
  for (const url of ["/", "/blog", `/blog/${postId}`, "/about", "/programs", "/contact", "/login", "/signup"]) {
    const scripts = await scriptsOf(page, url);
    expect(scripts.length, url).toBeGreaterThan(0);
    const withLexical = scripts.filter((s) => s.body.includes(LEXICAL_MARK)).map((s) => s.url);
    expect(withLexical, url).toEqual([]);
    const kb = scripts.reduce((n, s) => n + Buffer.byteLength(s.body), 0) / 1024;
    test.info().annotations.push({ type: "js-bytes", description: `${url}: ${scripts.length} scripts, ${kb.toFixed(0)} kB uncompressed` });
  }
  // The detector works: the post form does load Lexical, after hydration.
  await loginAs(page, DEMO.editor);
  const form = await scriptsOf(page, "/admin/blog/create");
  await expect(page.getByRole("toolbar")).toBeVisible();
  expect(form.some((s) => s.body.includes(LEXICAL_MARK))).toBe(true);
});
