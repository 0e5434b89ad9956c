import type { Page } from "@playwright/test";
import { uniqueEmail } from "../support/auth";
import { DEMO, expect, expectNoAxeViolations, mailsFor, openDb, sameOrigin, test } from "../support/fixtures";
import { newPhone, steer, typed } from "../support/momo";

/**
 * Issue 33, "receipts within reach": every thank-you for a gift leads to its receipt, e-mail or not, JavaScript on
 * and off, through a link that is the donor's alone; the printable receipt is a public page without the framework.
 */
const uniqueRef = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kigali" }).format(new Date());
const row = (sql: string, arg: string) => {
  const db = openDb();
  try {
    return db.prepare(sql).get(arg) as Record<string, string | number | null> | undefined;
  } finally {
    db.close();
  }
};

/** The receipt page: its number, no framework script, private headers; Print only where a script can print. */
async function expectReceipt(page: Page, number: string, js: boolean) {
  await expect(page.getByRole("heading", { name: "Donation receipt" })).toBeVisible();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  const html = await page.content();
  expect(html).not.toMatch(/modulepreload|__reactRouter|nonce=/);
  if (js) await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  else await expect(page.getByRole("button", { name: "Print" })).toHaveCount(0);
  await expect(page.getByText(/use your browser's Print/)).toBeVisible();
  await expectNoAxeViolations(page);
}

for (const withEmail of [false, true]) {
  test(`a MoMo donor ${withEmail ? "with" : "without"} an e-mail gets the receipt number and link on the Thank-you`, async ({
    page,
    js,
  }) => {
    test.setTimeout(60_000);
    const phone = newPhone(js);
    const email = uniqueEmail("momo-receipt");
    await steer(phone, { status: "SUCCESSFUL" });
    await page.goto("/give/pay");
    await page.getByLabel("MTN MoMo number").fill(typed(phone));
    await page.getByLabel("Amount (RWF)").fill("3.500");
    if (withEmail)
      await page
        .locator("form[data-gift-form]")
        .getByLabel(/e-mail/i)
        .fill(email);
    await page.locator("form[data-gift-form] button[type=submit]").click();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible({ timeout: 25_000 });
    const gift = row("select * from donations where phone = ? order by created_at desc", phone)!;
    expect(gift).toMatchObject({ status: "confirmed", amount: 3500 });
    const box = page.locator("[data-receipt-link]");
    await expect(box).toContainText(String(gift.receipt_number));
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`momo-thanks-receipt-${withEmail}.png`), fullPage: true });

    await box.getByRole("link", { name: "View and print your receipt" }).click();
    await expect(page).toHaveURL(/\/give\/receipt\/[\w-]+\.[\w-]+$/);
    const answer = await page.request.get(page.url());
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    expect(answer.headers()["referrer-policy"]).toBe("no-referrer");
    await expectReceipt(page, String(gift.receipt_number), js);
    await expect(page.getByText("3,500 RWF")).toBeVisible();
    if (withEmail) {
      // The e-mail's link (its own secret) opens the same receipt.
      const [mail] = await mailsFor(email);
      const link = /https?:\/\/\S+\/give\/receipt\/[A-Za-z0-9_-]+/.exec(mail!.text)![0];
      await page.goto(new URL(link).pathname);
      await expect(page.getByText(String(gift.receipt_number), { exact: true })).toBeVisible();
    }
  });
}

test("a pledge's thank-you is its own private page: not confirmed yet, then the receipt on the same link", async ({
  page,
  playwright,
  baseURL,
  js,
}) => {
  const reference = uniqueRef("RCPT");
  await page.goto("/give/tell-us");
  await page.getByLabel("Amount", { exact: true }).fill("12 000");
  await page.getByLabel("How you gave").selectOption("bank");
  await page.getByLabel("Reference of the transfer").fill(reference);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  // The form's own anchor (#gift-form) rides along with the redirect, as browsers keep it.
  await expect(page).toHaveURL(/\/give\/receipt\/[\w-]+\.[\w-]+(#gift-form)?$/);
  const own = page.url().replace(/#.*$/, "");
  await expect(page.getByText("Not confirmed yet")).toBeVisible();
  await expect(page.getByText("RWF 12,000")).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  expect(await page.content()).not.toMatch(/modulepreload|__reactRouter/);
  await expectNoAxeViolations(page);
  const gift = row("select * from donations where reference = ?", reference)!;
  expect(gift).toMatchObject({ status: "pending", amount: 12000, donor_email: null });

  // Staff confirm it (the API's confirm); the donor's same link now shows the receipt.
  const staff = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { ...sameOrigin(), "X-Forwarded-For": `10.251.${js ? 1 : 2}.1` },
  });
  expect((await staff.post("/api/auth/login", { data: DEMO.admin })).status()).toBe(200);
  const confirmed = await staff.post(`/api/donations/${gift.id}/confirm`, { data: {} });
  expect(confirmed.status()).toBe(200);
  const number = (await confirmed.json()).data.receiptNumber as string;
  expect(number).toMatch(/^\d{4}-\d{5}$/);
  await staff.dispose();
  await page.goto(own);
  await expectReceipt(page, number, js);

  // Someone else's guess is nothing: a token cut, changed or signed for another gift, and an unknown secret.
  const [, id, mac] = /\/give\/receipt\/([\w-]+)\.([\w-]+)$/.exec(own)!;
  const flipped = mac!.slice(0, -1) + (mac!.endsWith("A") ? "B" : "A");
  for (const key of [`${id}.${flipped}`, `${id}x.${mac}`, `${id}.`, "AAAAAAAAAAAAAAAAAAAAAAAA"])
    expect((await page.request.get(`/give/receipt/${key}`)).status(), key).toBe(404);
});

test("the API's pledge answer carries the donor's private link; a Kinyarwanda page shows it in Kinyarwanda", async ({
  request,
  page,
}) => {
  const res = await request.post("/api/donations", {
    data: { amount: "2,500", method: "cash", givenOn: today(), lang: "rw" },
  });
  expect(res.status()).toBe(201);
  const { data } = await res.json();
  expect(data.receiptUrl).toMatch(/\/rw\/give\/receipt\/[\w-]+\.[\w-]+$/);
  await page.goto(new URL(data.receiptUrl).pathname);
  await expect(page.getByRole("heading", { name: "Murakoze!" })).toBeVisible();
  await expect(page.getByText("Ntiremezwa")).toBeVisible();
});
