import type { Page } from "@playwright/test";
import { loginAs } from "../support/auth";
import { DEMO, expect, test, uniqueIp } from "../support/fixtures";
import { FAKE_MOMO, giftsOf, makeOlder, newPhone, steer, typed } from "../support/momo";

/**
 * Issue 33 on the shared stack (its fake MTN at E2E_PORT+30, steered per phone number): a request to pay whose
 * answer is lost, a retry, a stranger's repeat, the no-JS pace, a duplicate flagged for staff. Each test steers its
 * own numbers (tests/support/momo.ts).
 */
const promptsTo = async (phone: string) =>
  ((await (await fetch(`${FAKE_MOMO}/__prompts`)).json()) as { phone: string }[]).filter((p) => p.phone === phone);
async function give(page: Page, phone: string, amount: string) {
  await page.goto("/give/pay");
  await page.getByLabel("MTN MoMo number").fill(typed(phone));
  await page.getByLabel("Amount (RWF)").fill(amount);
  await page.locator("form[data-gift-form] button[type=submit]").click();
}
const NOTHING = /Nothing was charged|nothing was charged/;

test.describe("a request to pay whose answer is lost (MTN took it, then said nothing)", () => {
  test("never 'nothing was charged'; a retry prompts no one again; the page ends in Thank you; one receipt", async ({
    page,
    js,
  }) => {
    test.setTimeout(60_000);
    const phone = newPhone(js);
    await steer(phone, { request: "slow", status: "PENDING" });
    const started = Date.now();
    await give(page, phone, "5000");
    // The form answers at once (not after MTN's 15 s): the gift's page, which says not to pay again.
    await expect(page).toHaveURL(/\/give\/payment\//);
    expect(Date.now() - started).toBeLessThan(10_000);
    const statusUrl = page.url();
    await expect(page.getByText("Please do not pay again")).toBeVisible();
    await expect(page.locator("main")).not.toContainText(NOTHING);
    // The donor tries again with the same number and amount, from the same browser: the same gift, no new prompt.
    await give(page, phone, "5000");
    await expect(page).toHaveURL(statusUrl);
    await expect(page.getByRole("heading", { name: "Approve the payment on your phone" })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator("main")).not.toContainText(NOTHING);
    await steer(phone, { status: "SUCCESSFUL" });
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible({ timeout: 20_000 });
    const gifts = giftsOf(phone);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ status: "confirmed", receipt_number: expect.stringMatching(/^\d{4}-\d{5}$/) });
    expect(await promptsTo(phone)).toHaveLength(1);
  });
});

test.describe("a stranger's repeat of an unsettled gift", () => {
  test("another client sees nothing of it: 409 on the API, a neutral message on the page, no new prompt", async ({
    browser,
    request,
    playwright,
    baseURL,
    ip,
    js,
  }) => {
    const phone = newPhone(js);
    await steer(phone, { status: "PENDING" });
    const mine = await request.post("/api/donations/momo", {
      data: { phone: typed(phone), amount: 7000, email: "donor@example.org" },
    });
    expect(mine.status()).toBe(202);
    const own = (await mine.json()).data;
    expect(own).toMatchObject({ status: "pending", amount: 7000 });
    // The same API client (it keeps the cookie the answer set) is answered with its own gift.
    const again = await request.post("/api/donations/momo", { data: { phone: typed(phone), amount: 7000 } });
    expect(again.status()).toBe(200);
    expect((await again.json()).data.statusUrl).toBe(own.statusUrl);

    const stranger = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueIp(), "User-Agent": "another phone" },
    });
    const repeat = await stranger.post("/api/donations/momo", { data: { phone: typed(phone), amount: 7000 } });
    expect(repeat.status()).toBe(409);
    const body = await repeat.text();
    expect(JSON.parse(body)).toMatchObject({
      success: false,
      message:
        "A payment to this number is already waiting for approval. Approve or decline it on the phone; you can try again once it has ended.",
    });
    expect(body).not.toContain(own.statusUrl.split("/").pop());
    expect(body).not.toContain("7000");
    await stranger.dispose();

    // The same address but another browser, at once: not the same client either.
    const neighbour = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": ip, "User-Agent": "a browser of someone else" },
    });
    expect(
      (await neighbour.post("/api/donations/momo", { data: { phone: typed(phone), amount: 7000 } })).status(),
    ).toBe(409);
    await neighbour.dispose();

    // The page: a browser of someone else (its own address, no cookie of the gift).
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: js,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
    });
    const page = await context.newPage();
    await give(page, phone, "7000");
    await expect(page.getByRole("alert")).toContainText("A payment to this number is already waiting for approval");
    expect(page.url()).not.toContain("/give/payment/");
    expect(await page.content()).not.toContain(own.statusUrl.split("/").pop());
    await context.close();
    expect(giftsOf(phone)).toHaveLength(1);
    expect(await promptsTo(phone)).toHaveLength(1);
  });
});

test.describe("the status page without JavaScript", () => {
  test("reloads every 5 s, then 15 s, then 30 s, and says so; Try again keeps the amount", async ({ request, js }) => {
    const phone = newPhone(js);
    await steer(phone, { status: "PENDING" });
    const started = await request.post("/give/pay", { form: { phone: typed(phone), amount: "4500" }, maxRedirects: 0 });
    expect(started.status()).toBe(303);
    const statusPage = started.headers().location!;
    const refresh = async () => {
      const html = await (await request.get(statusPage)).text();
      return { meta: /http-equiv="refresh" content="(\d+)"/.exec(html)?.[1], html };
    };
    expect((await refresh()).meta).toBe("5");
    const id = String(giftsOf(phone)[0]!.id);
    makeOlder(id, 2);
    const later = await refresh();
    expect(later.meta).toBe("15");
    expect(later.html).toContain("This page checks again by itself every 15 seconds.");
    makeOlder(id, 5);
    expect((await refresh()).meta).toBe("30");
    await steer(phone, { status: "FAILED:APPROVAL_REJECTED" });
    await expect.poll(async () => (await refresh()).html, { timeout: 10_000 }).toContain("Try again");
    expect((await refresh()).html).toContain("/give/pay?amount=4500");
  });
});

test.describe("probable duplicates for staff", () => {
  test("two intents minutes apart are flagged on /admin/donations and in /api/donations", async ({
    page,
    request,
    js,
  }) => {
    test.setTimeout(60_000);
    const phone = newPhone(js);
    for (const minutesAgo of [7, 0]) {
      const res = await request.post("/api/donations/momo", { data: { phone: typed(phone), amount: 3300 } });
      expect(res.status()).toBe(202);
      const poll = new URL((await res.json()).data.statusApi).pathname;
      await expect
        .poll(async () => (await (await request.get(poll)).json()).data.status, { timeout: 15_000 })
        .toBe("confirmed");
      if (minutesAgo) makeOlder(String(giftsOf(phone)[0]!.id), minutesAgo);
    }
    const [first, second] = giftsOf(phone);
    await loginAs(page, DEMO.admin);
    await page.goto(`/admin/donations?q=${phone}`);
    const flagged = page.locator(`[data-gift="${second!.id}"] [data-duplicate-of="${first!.id}"]`);
    await expect(flagged).toContainText(`Probable duplicate of receipt ${first!.receipt_number}`);
    await expect(flagged).toContainText("refund this gift by MTN MoMo outside the site, then void it");
    await expect(page.locator(`[data-gift="${first!.id}"] [data-duplicate-of]`)).toHaveCount(0);
    const api = await (await page.request.get(`/api/donations?q=${phone}`)).json();
    const rows = api.data as { id: string; probableDuplicateOf: { id: string } | null }[];
    expect(rows.find((r) => r.id === second!.id)!.probableDuplicateOf).toMatchObject({ id: first!.id });
    expect(rows.find((r) => r.id === first!.id)!.probableDuplicateOf).toBeNull();
  });
});
