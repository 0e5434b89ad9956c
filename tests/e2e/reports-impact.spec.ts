import { DEMO, expect, test } from "../support/fixtures";
import { createSessionToken, sessionCookieValue } from "../support/sessions";

// Issue 39: /impact shows nothing until staff publish a report, then shows it in each language, printable at A4
// (no JavaScript needed) and readable at 360 px.

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 360, height: 740 } });

test("/impact is public only after publishing, in English, French and Kinyarwanda", async ({
  page,
  context,
  browser,
}) => {
  for (const path of ["/impact", "/fr/impact", "/rw/impact"])
    expect((await page.request.get(path, { headers: { Cookie: "" } })).status(), path).toBe(404);

  const value = await sessionCookieValue(createSessionToken(DEMO.admin));
  await context.addCookies([{ name: "__session", value, url: `http://localhost:${process.env.E2E_PORT}` }]);
  await page.goto("/admin/reports?period=last-month");
  // Each text as long as it may be (1,200 characters): the printed report must still fit on two A4 pages at most.
  const longest = (first: string) => `${first} ${`${first} `.repeat(60)}`.slice(0, 1200).trim();
  await page
    .getByLabel("What to say about this period (English)")
    .fill(longest("We answered young people every week."));
  await page
    .getByLabel("What to say about this period (French)")
    .fill(longest("Nous avons répondu aux jeunes chaque semaine."));
  await page
    .getByLabel("What to say about this period (Kinyarwanda)")
    .fill(longest("Twasubije urubyiruko buri cyumweru."));
  await page.getByRole("button", { name: "Save and publish at /impact" }).click();
  await expect(page.locator('[data-impact-state="published"]')).toBeVisible();

  const guest = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
  const reader = await guest.newPage();
  try {
    for (const [path, text, title, events] of [
      ["/impact", "We answered young people every week.", "Our impact", "Event dates held"],
      ["/fr/impact", "Nous avons répondu aux jeunes chaque semaine.", "Notre impact", "Dates d'événements tenues"],
      ["/rw/impact", "Twasubije urubyiruko buri cyumweru.", "Ibyo twagezeho", "Ibikorwa byabaye"],
    ] as const) {
      const answer = await reader.goto(path);
      expect(answer?.status(), path).toBe(200);
      await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(reader.locator("[data-impact]")).toContainText(text);
      // The events' headline figures (issue 39's later sections) in the page's language.
      await expect(reader.locator("[data-impact] dt", { hasText: events })).toBeVisible();
      expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    // Printed from the browser, without JavaScript: A4 with the page's own rule, two pages at most in every
    // language with the longest text.
    await reader.emulateMedia({ media: "print" });
    for (const path of ["/impact", "/fr/impact", "/rw/impact"]) {
      await reader.goto(path);
      const pdf = (await reader.pdf({ preferCSSPageSize: true })).toString("latin1");
      const pages = pdf.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
      const size = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
      expect([Math.round(Number(size?.[1])), Math.round(Number(size?.[2]))], `${path}: A4 in points`).toEqual([
        595, 842,
      ]);
      expect(pages, path).toBeGreaterThanOrEqual(1);
      expect(pages, path).toBeLessThanOrEqual(2);
    }
  } finally {
    await guest.close();
  }

  await page.goto("/admin/reports?period=last-month");
  await page.getByRole("button", { name: "Withdraw from /impact" }).click();
  await expect(page.locator('[data-impact-state="not-published"]')).toBeVisible();
  expect((await page.request.get("/impact", { headers: { Cookie: "" } })).status()).toBe(404);
});
