import type { APIRequestContext } from "@playwright/test";
import { loginAs, uniqueEmail } from "../support/auth";
import { DEMO, expect, expectNoAxeViolations, mailsFor, openDb, sameOrigin, test } from "../support/fixtures";

/**
 * Issue 33: a gift by transfer in the currency received (settings' list, RWF, EUR and USD by default), counted in
 * RWF at the rate staff enter when they confirm it; amounts as people write them.
 */
const uniqueRef = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kigali" }).format(new Date());
const giftByRef = (reference: string) => {
  const db = openDb();
  try {
    return db.prepare("select * from donations where reference = ?").get(reference) as
      Record<string, string | number | null> | undefined;
  } finally {
    db.close();
  }
};
/** Intl writes French thousands and euros with (narrow) no-break spaces: match any space. */
const fr = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s"));

test("a euro pledge in French, confirmed with a rate: its receipt in French shows euros and the RWF counted", async ({
  page,
  browser,
  js,
}) => {
  test.setTimeout(60_000);
  const reference = uniqueRef("EUR");
  const email = uniqueEmail("gift-eur");
  await page.goto("/fr/give/tell-us");
  await page.getByLabel("Montant", { exact: true }).fill("1.250");
  await page.getByLabel("Devise").selectOption("EUR");
  await page.getByLabel("Moyen utilisé").selectOption("bank");
  await page.getByLabel("Référence du virement").fill(reference);
  await page.getByLabel("Votre nom (facultatif)").fill("Claire Dubois");
  await page.getByLabel("Votre e-mail (facultatif, pour le reçu)").fill(email);
  await page.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Merci !" })).toBeVisible();
  await expect(page.getByText("Pas encore confirmé")).toBeVisible();
  await expect(page.getByText(fr("1 250 €"))).toBeVisible();
  const own = page.url().replace(/#.*$/, "");
  expect(giftByRef(reference)).toMatchObject({ amount: 1250, currency: "EUR", status: "pending", lang: "fr" });

  // Staff confirm it on /admin/donations with the rate on the bank statement.
  const staff = await browser.newContext({
    javaScriptEnabled: js,
    extraHTTPHeaders: { "X-Forwarded-For": `10.252.${js ? 1 : 2}.1` },
  });
  const admin = await staff.newPage();
  await loginAs(admin, DEMO.admin);
  await admin.goto(`/admin/donations?q=${encodeURIComponent(reference)}`);
  const row = admin.locator(`[data-gift="${giftByRef(reference)!.id}"]`);
  await expect(row).toContainText("1,250 EUR");
  await row.getByLabel("Rate (RWF per 1 EUR)").fill("1523,45");
  await expectNoAxeViolations(admin, { nameMismatch: true });
  await row.getByRole("button", { name: /^Confirm/ }).click();
  await expect(
    admin.getByText(/Gift confirmed: receipt \d{4}-\d{5} \(1,250 EUR = 1,904,313 RWF at 1523\.45\)/).first(),
  ).toBeVisible();
  const gift = giftByRef(reference)!;
  expect(gift).toMatchObject({ status: "confirmed", exchange_rate: "1523.45", amount_rwf: 1_904_313 });
  // The totals count the RWF, the CSV has the currency, the amount, the rate and the RWF.
  await expect(admin.locator("table").first()).toContainText("1,904,313 RWF");
  const csv = await (await admin.request.get(`/admin/donations.csv?q=${encodeURIComponent(reference)}`)).text();
  const [head, line] = csv.split("\r\n").map((l) => l.slice(1, -1).split('","'));
  const record = Object.fromEntries(head!.map((h, i) => [h, line![i]]));
  expect(record).toMatchObject({ amount: "1250", currency: "EUR", rate: "1523.45", amount_rwf: "1904313" });
  await staff.close();

  // The donor's own link now shows the receipt, in French, in euros.
  await page.goto(own);
  await expect(page.getByRole("heading", { name: "Reçu de don" })).toBeVisible();
  await expect(page.getByText(String(gift.receipt_number), { exact: true })).toBeVisible();
  await expect(page.getByText(fr("1 250 €"), { exact: true })).toBeVisible();
  await expect(page.getByText(fr("1 EUR = 1 523,45 RWF"))).toBeVisible();
  await expect(page.getByText(fr("1 904 313 RWF"))).toBeVisible();
  await expect(page.getByText(/un million neuf cent quatre mille trois cent treize francs rwandais/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath("receipt-eur-fr-360.png"), fullPage: true });

  // The receipt e-mail says the same, in French.
  const [mail] = await mailsFor(email);
  expect(mail!.subject).toContain(String(gift.receipt_number));
  // Issue 35: French typography, a narrow no-break space before the colon (the receipt mail joins "label: value").
  expect(mail!.text).toMatch(fr("Montant\u202f: 1 250 €"));
  expect(mail!.text).toMatch(fr("1 904 313 RWF"));
});

async function staffApi(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
  ip: string,
) {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { ...sameOrigin(), "X-Forwarded-For": ip },
  });
  expect((await api.post("/api/auth/login", { data: DEMO.admin })).status()).toBe(200);
  return api;
}

test("the API: a dollar pledge, its confirm needs a rate (same rules as the page); an RWF one refuses a rate", async ({
  request,
  playwright,
  baseURL,
  js,
}) => {
  test.skip(!js, "HTTP only: once is enough");
  const pledge = async (extra: Record<string, unknown>) =>
    request.post("/api/donations", {
      data: { amount: "2,000", method: "bank", givenOn: today(), reference: uniqueRef("API"), ...extra },
    });
  const unknown = await pledge({ currency: "GBP" });
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).errors).toHaveProperty("currency");
  const usdRef = uniqueRef("USD");
  const usd = (await (await pledge({ currency: "usd", reference: usdRef })).json()).data.id as string;
  const rwf = (await (await pledge({ amount: "5 000" })).json()).data.id as string;
  const confirm = (api: APIRequestContext, id: string, data: object) =>
    api.post(`/api/donations/${id}/confirm`, { data });

  expect((await confirm(request, usd, { rate: "1400" })).status()).toBe(401);
  const api = await staffApi(playwright, baseURL!, "10.252.3.1");
  for (const rate of [undefined, "", "1.432", "1,432.50", "abc", 0]) {
    const res = await confirm(api, usd, { rate });
    expect(res.status(), String(rate)).toBe(400);
    expect((await res.json()).errors, String(rate)).toHaveProperty("rate");
  }
  const ok = await confirm(api, usd, { rate: "1432,5" });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).data).toMatchObject({
    status: "confirmed",
    amount: 2000,
    currency: "USD",
    rate: "1432.5",
    amountRwf: 2_865_000,
  });
  expect((await confirm(api, usd, { rate: "1432,5" })).status()).toBe(409);
  expect((await confirm(api, rwf, { rate: "1400" })).status()).toBe(400);
  expect((await (await confirm(api, rwf, {})).json()).data).toMatchObject({
    amount: 5000,
    amountRwf: 5000,
    rate: null,
  });
  expect((await confirm(api, "no-such-gift-id", {})).status()).toBe(404);
  const listed = await (await api.get(`/api/donations?q=${usdRef}`)).json();
  expect(listed.data[0]).toMatchObject({ currency: "USD", rate: "1432.5", amountRwf: 2_865_000 });
  await api.dispose();
});

test("amounts as people write them: 5 000 is five thousand francs; 5,5 is refused with a message, nothing stored", async ({
  page,
}) => {
  for (const [typed, stored] of [
    ["5 000", 5000],
    ["5.000", 5000],
    ["5,5", null],
    ["5.00", null],
  ] as const) {
    const reference = uniqueRef("AMT");
    await page.goto("/give/tell-us");
    await page.getByLabel("Amount", { exact: true }).fill(typed);
    await page.getByLabel("Reference of the transfer").fill(reference);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    if (stored) {
      await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
      expect(giftByRef(reference)).toMatchObject({ amount: stored, currency: "RWF" });
    } else {
      await expect(page.getByText("We could not be sure of this amount").first()).toBeVisible();
      await expect(page.getByLabel("Amount", { exact: true })).toHaveValue(typed);
      expect(giftByRef(reference)).toBeUndefined();
    }
  }
});
