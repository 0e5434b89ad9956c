import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { loginAs } from "../support/auth";
import { DEMO, desktopChromium, expect, expectNoAxeViolations, hydrated, openDb, test } from "../support/fixtures";

// The quick exit follows a link off the site: the desktop browser (see desktopChromium).
test.use(desktopChromium);

// Issue 34: one question however often the form is sent (a reload of the confirmation, a double press), and nothing
// of what was typed left on a shared phone after the quick exit.

const NEUTRAL = "https://www.google.com/";
const tag = () => `r${randomBytes(5).toString("hex")}`;
const countWith = (text: string) =>
  (openDb().prepare("select count(*) as n from questions where original like ?").get(`%${text}%`) as { n: number }).n;

async function fill(page: Page, question: string, way = "private") {
  await page.locator("textarea[name=question]").fill(question);
  await page.locator("select[name=topic]").selectOption("mental-health");
  await page.locator(`input[name=answerWay][value=${way}]`).check();
}

test("reloading the confirmation files nothing more and says the question was already received, with its code again", async ({
  page,
}) => {
  const t = tag();
  await page.goto("/fr/ask");
  await fill(page, `Une question à ne pas envoyer deux fois ${t}`);
  await page.locator("#ask-question-form button[type=submit]").click();
  await expect(page.getByRole("heading", { level: 1, name: "Merci, votre question a été envoyée" })).toBeVisible();
  const code = (await page.locator("[data-private-code]").textContent())!.trim();
  expect(countWith(t)).toBe(1);

  // A reload of a POST's page sends the same form again (Chromium resends it without asking under automation).
  const resent = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/fr/ask");
  await page.reload();
  await resent;
  await expect(page.getByRole("heading", { level: 1, name: "Nous avons déjà votre question" })).toBeVisible();
  await expect(page.locator("[data-repeated]")).toBeVisible();
  // Within minutes of asking, the same code again: a second press must not lose it.
  await expect(page.locator("[data-private-code]")).toHaveText(code);
  await expectNoAxeViolations(page);
  expect(countWith(t)).toBe(1);
});

test("a double press files one question, and the page still gives the code", async ({ page }) => {
  const t = tag();
  await page.goto("/ask");
  await fill(page, `Pressed twice ${t}`);
  await page.locator("#ask-question-form button[type=submit]").dblclick();
  await expect(page.locator("[data-private-code]")).toHaveText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await expect(page.locator("#sent-title")).toBeVisible();
  expect(countWith(t)).toBe(1);
});

test("the same form sent twice at once over HTTP files one question; later the code is not shown again, and the page says how to ask again", async ({
  page,
  request,
}) => {
  const t = tag();
  await page.goto("/rw/ask");
  const token = await page.locator("input[name=submissionToken]").inputValue();
  expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  const form = { question: `Kabiri icyarimwe ${t}`, topic: "other", answerWay: "private", submissionToken: token };
  const [a, b] = await Promise.all([request.post("/rw/ask", { form }), request.post("/rw/ask", { form })]);
  expect([a.status(), b.status()]).toEqual([200, 200]);
  expect(countWith(t)).toBe(1);
  const pages = [await a.text(), await b.text()];
  expect(pages.filter((html) => html.includes("data-repeated"))).toHaveLength(1);

  // Once the minutes have passed (the question made older here), a repeat says the code cannot be shown again.
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(`${process.env.E2E_DATA_DIR}/app.db`);
  db.prepare("update questions set created_at = created_at - 3600000 where original like ?").run(`%${t}%`);
  db.close();
  const late = await request.post("/rw/ask", { form });
  const html = await late.text();
  expect(html).toContain("data-code-gone");
  expect(html).not.toContain("data-private-code");
  expect(html).toContain("ongera ubaze ikibazo cyawe: uzahabwa kode nshya");
  expect(countWith(t)).toBe(1);
  // Each page of the form is its own: a fresh token, never stored by a cache.
  const again = await request.get("/rw/ask");
  expect(again.headers()["cache-control"]).toBe("private, no-store");
  expect(await again.text()).not.toContain(token);
});

test.describe("the quick exit leaves nothing typed behind on a shared phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
  });
  // Both at a phone's width: the quick exit is in its strip at the bottom of the screen.

  test("without JavaScript: type, quick exit, Back: the form is empty, even in a browser that keeps pages for Back", async ({
    playwright,
    launchOptions,
    baseURL,
    ip,
    js,
  }) => {
    test.skip(js, "the no-JavaScript path: with it the page leaves the history (next test)");
    test.setTimeout(60_000); // a browser of its own
    // Playwright starts Chromium without its back/forward cache; a phone's Chrome has it, and it keeps even
    // no-store pages with what was typed in them. This browser has it on, as a phone's does.
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      ignoreDefaultArgs: ["--disable-back-forward-cache"],
    });
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
      extraHTTPHeaders: { "X-Forwarded-For": ip },
    });
    const page = await context.newPage();
    await page.route(`${NEUTRAL}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Neutral</title><p>Neutral page</p>" }),
    );
    const documents: string[] = [];
    page.on("request", (r) => r.isNavigationRequest() && documents.push(new URL(r.url()).pathname));
    const back = async (path: string) => {
      documents.length = 0;
      await page.goBack({ waitUntil: "commit" });
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // A page fetched again was asked for before its entry committed; one from memory was not asked for at all.
      await page.locator("main").waitFor();
      return documents.includes(path);
    };
    try {
      // The cache is really on: an ordinary page comes back from memory, without asking the server.
      await page.goto("/about");
      await page.goto(NEUTRAL);
      expect(await back("/about")).toBe(false);

      const t = tag();
      await page.goto("/questions");
      const res = await page.goto("/ask");
      expect(res!.headers()["cache-control"]).toBe("private, no-store");
      await page.getByRole("radio", { name: "Yes", exact: true }).check();
      await fill(page, `Nobody may see this ${t}`, "email");
      await page.locator("#ask-question-form input[name=email]").fill("someone@example.org");
      await page.getByRole("link", { name: "Quick exit" }).click();
      await expect(page).toHaveURL(NEUTRAL);
      // The form's page was forgotten: Back asks the server again, and the form is empty.
      expect(await back("/ask")).toBe(true);
      await expect(page.locator("textarea[name=question]")).toHaveValue("");
      await expect(page.locator("#ask-question-form input[name=email]")).toHaveValue("");
      await expect(page.getByRole("radio", { name: "Yes", exact: true })).not.toBeChecked();
      await expect(page.locator("select[name=topic]")).toHaveValue("");
      await expect(page.getByText(t)).toHaveCount(0);
      expect(countWith(t)).toBe(0);
    } finally {
      await browser.close();
    }
  });

  test("with JavaScript: the boxes are emptied before leaving, and Back does not return to the form", async ({
    page,
    js,
  }) => {
    test.skip(!js, "needs JavaScript");
    await page.route(`${NEUTRAL}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Neutral</title><p>Neutral page</p>" }),
    );
    // What the form holds as the page goes: what a copy kept by the browser would bring back. Noted in this
    // origin's session storage, read once Back has brought the tab to this site again.
    await page.addInitScript(() =>
      addEventListener("pagehide", () => {
        const box = document.querySelector<HTMLTextAreaElement>("textarea[name=question]");
        if (!box) return;
        const yes = document.querySelector<HTMLInputElement>("input[name=dangerNow][value=yes]")!;
        sessionStorage.setItem(
          "left",
          JSON.stringify({ box: box.value, boxDefault: box.defaultValue, yes: yes.checked }),
        );
      }),
    );
    await page.goto("/questions");
    await page.goto("/ask");
    await page.getByRole("radio", { name: "Yes", exact: true }).check();
    await fill(page, "Nobody may see this either");
    await page.getByRole("link", { name: "Quick exit" }).click();
    await expect(page).toHaveURL(NEUTRAL);
    await page.goBack();
    // The form's page was replaced in the history: Back goes to the page before it.
    await expect(page).toHaveURL(/\/questions$/);
    expect(await whatWasLeft(page)).toEqual({ box: "", boxDefault: "", yes: false });
  });

  test("on a screen React hydrated (a signed-in reader moving in from /account), the same", async ({ page, js }) => {
    test.skip(!js, "needs JavaScript");
    await page.route(`${NEUTRAL}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Neutral</title><p>Neutral page</p>" }),
    );
    await recordWhatIsLeft(page);
    await loginAs(page, DEMO.reader);
    await page.goto("/account");
    await hydrated(page);
    // Client-side into /ask: the enhancement module is not on this page, React's own handler is.
    await page.locator("footer").getByRole("link", { name: "Ask a question" }).click();
    await expect(page).toHaveURL(/\/ask$/);
    await page.getByRole("radio", { name: "Yes", exact: true }).check();
    await fill(page, "Nobody may see this on a hydrated screen");
    await page.getByRole("link", { name: "Quick exit" }).click();
    await expect(page).toHaveURL(NEUTRAL);
    await page.goBack();
    await expect(page).toHaveURL(/\/account$/);
    expect(await whatWasLeft(page)).toEqual({ box: "", boxDefault: "", yes: false });
  });
});

/**
 * What the form holds as the page goes: what a copy kept by the browser would bring back. Noted in this origin's
 * session storage, read once Back has brought the tab to this site again.
 */
async function recordWhatIsLeft(page: Page) {
  await page.addInitScript(() =>
    addEventListener("pagehide", () => {
      const box = document.querySelector<HTMLTextAreaElement>("textarea[name=question]");
      if (!box) return;
      const yes = document.querySelector<HTMLInputElement>("input[name=dangerNow][value=yes]")!;
      sessionStorage.setItem(
        "left",
        JSON.stringify({ box: box.value, boxDefault: box.defaultValue, yes: yes.checked }),
      );
    }),
  );
}
const whatWasLeft = async (page: Page) => JSON.parse((await page.evaluate(() => sessionStorage.getItem("left")))!);
