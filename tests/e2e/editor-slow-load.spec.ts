// Staff on a slow connection (issue 25's note): text typed into the post form's plain box before React or the
// editor's chunk has arrived must survive each swap (server box → Suspense fallback → Lexical) and be saved.
import type { Page, Route } from "@playwright/test";
import { loginAs } from "../support/auth";
import { DEMO, expect, test } from "../support/fixtures";

/** Holds every script matching `pattern` until the returned function is called. */
async function hold(page: Page, pattern: RegExp) {
  const waiting: Route[] = [];
  let released = false;
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(pattern, (route) => {
    asked();
    if (released) return route.continue();
    waiting.push(route);
  });
  return {
    requested,
    release: async () => {
      released = true;
      for (const route of waiting.splice(0)) await route.continue();
    },
  };
}

test("what a writer types before the editor loads is kept in the editor and in what the form sends", async ({
  page,
  js,
}) => {
  test.skip(!js, "without JavaScript the plain box is the editor");
  await loginAs(page, DEMO.admin);
  const editorChunk = await hold(page, /\/assets\/lexical-editor-[^/]*\.js$/);
  const otherScripts = await hold(page, /\/assets\/(?!lexical-editor-)[^/]*\.js$/);

  await page.goto("/admin/blog/create", { waitUntil: "commit" });
  const box = page.locator("textarea[name=content]");
  await expect(box).toBeVisible();
  // Before React: the server's box.
  await box.fill("Typed before the page came alive.");

  // React arrives; the editor's chunk is still on its way: the fallback box must hold the text, and take more.
  await otherScripts.release();
  await editorChunk.requested;
  await expect(box).toHaveValue("Typed before the page came alive.");
  await box.press("End");
  await box.pressSequentially("\n\n- typed while the editor loads");
  await expect(box).toHaveValue("Typed before the page came alive.\n\n- typed while the editor loads");

  await editorChunk.release();
  const editable = page.getByRole("textbox", { name: "Content" });
  await expect(page.getByRole("toolbar")).toBeVisible();
  await expect(editable).toContainText("Typed before the page came alive.");
  await expect(editable.locator("li")).toHaveText("typed while the editor loads");
  await expect(page.locator("input[type=hidden][name=content]")).toHaveValue(
    "<p>Typed before the page came alive.</p><ul><li>typed while the editor loads</li></ul>",
  );
  await expect(page.locator("input[name=contentFormat]")).toHaveCount(0);

  // And it goes on as an editor: typing adds to what was kept.
  await editable.locator("li").click();
  await page.keyboard.press("End");
  await page.keyboard.type(" and after");
  await expect(page.locator("input[type=hidden][name=content]")).toHaveValue(/typed while the editor loads and after/);
});
