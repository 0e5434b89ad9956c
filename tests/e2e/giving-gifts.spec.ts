import type { APIRequestContext, Page } from "@playwright/test";
import { loginAs, uniqueEmail } from "../support/auth";
import { DEMO, expect, expectNoAxeViolations, mailsFor, openDb, sameOrigin, test } from "../support/fixtures";

// Issue 25 §3–6: gifts by transfer, receipts, the staff's screens and donors' privacy.

const uniqueRef = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
type GiftRow = { id: string; status: string; receipt_number: string | null; lang: string; staff_reason: string | null };
const giftByRef = (reference: string) =>
  openDb().prepare("select * from donations where reference = ?").get(reference) as GiftRow | undefined;
const countByRef = (reference: string) =>
  openDb().prepare("select count(*) from donations where reference = ?").pluck().get(reference) as number;
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kigali" }).format(new Date());

const LABELS = {
  en: {
    path: "/give/tell-us",
    amount: "Amount",
    method: "How you gave",
    reference: "Reference of the transfer",
    email: "Your e-mail (optional, for the receipt)",
    name: "Your name (optional)",
    send: "Send",
    thanks: "Thank you!",
  },
  rw: {
    path: "/rw/give/tell-us",
    amount: "Amafaranga",
    method: "Uburyo watanzemo",
    reference: "Nimero iranga ihererekanya",
    email: "Imeyili yawe (si ngombwa, ku nyemezabwishyu)",
    name: "Izina ryawe (si ngombwa)",
    send: "Ohereza",
    thanks: "Murakoze!",
  },
} as const;

async function tellUs(page: Page, lang: "en" | "rw", gift: { amount: string; reference: string; email: string }) {
  const l = LABELS[lang];
  await page.goto(l.path);
  await page.getByLabel(l.amount, { exact: true }).fill(gift.amount);
  await page.getByLabel(l.method).selectOption("bank");
  await page.getByLabel(l.reference).fill(gift.reference);
  await page.getByLabel(l.name).fill("Aline Uwase");
  await page.getByLabel(l.email).fill(gift.email);
  await page.getByRole("button", { name: l.send, exact: true }).click();
  await expect(page.getByRole("heading", { name: l.thanks })).toBeVisible();
}

/** Staff open the list filtered to one gift (its reference) and act on its row. */
async function openGift(page: Page, reference: string) {
  await page.goto(`/admin/donations?q=${encodeURIComponent(reference)}`);
  const row = page.locator(`[data-gift="${giftByRef(reference)!.id}"]`);
  await expect(row).toBeVisible();
  return row;
}

async function withReason(page: Page, reference: string, action: "Decline" | "Void", reason: string) {
  const row = await openGift(page, reference);
  await row.locator("summary", { hasText: action }).click();
  await row.getByLabel("Reason").fill(reason);
  await row.getByRole("button", { name: action, exact: true }).click();
}

test("a visitor in Kinyarwanda tells us about a transfer; an admin confirms; the receipt comes in Kinyarwanda", async ({
  page,
  browser,
}) => {
  const reference = uniqueRef("RW");
  const email = uniqueEmail("gift-rw");
  await tellUs(page, "rw", { amount: "25500", reference, email });
  expect(giftByRef(reference)).toMatchObject({ status: "pending", lang: "rw", receipt_number: null });
  await expectNoAxeViolations(page);

  const staff = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.250.1.1" } });
  const admin = await staff.newPage();
  await loginAs(admin, DEMO.admin);
  const row = await openGift(admin, reference);
  await row.getByRole("button", { name: /^Confirm/ }).click();
  await expect(admin.getByText(/Gift confirmed: receipt \d{4}-\d{5}/).first()).toBeVisible();
  const gift = giftByRef(reference)!;
  expect(gift.status).toBe("confirmed");
  expect(gift.receipt_number).toMatch(/^\d{4}-\d{5}$/);
  await staff.close();

  const [mail] = await mailsFor(email);
  expect(mail!.subject).toContain(gift.receipt_number!);
  expect(mail!.text).toContain("amafaranga y'u Rwanda ibihumbi makumyabiri na bitanu na magana atanu");
  expect(mail!.text).toContain("Aho bikenewe cyane");
  const link = mail!.text.match(/https?:\/\/\S+\/rw\/give\/receipt\/[A-Za-z0-9_-]+/)![0];
  const response = await page.goto(new URL(link).pathname);
  expect(response!.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { name: "Inyemezabwishyu y'impano" })).toBeVisible();
  await expect(page.getByText(gift.receipt_number!)).toBeVisible();
  await expect(page.getByText("25.500 RWF")).toBeVisible();
  await expectNoAxeViolations(page);
  // Exactly one receipt, even after another look.
  expect(await mailsFor(email, 2, 1500)).toHaveLength(1);
});

test("an English pledge, declined with a reason; an unknown receipt link is a 404", async ({ page, browser }) => {
  const reference = uniqueRef("EN");
  await tellUs(page, "en", { amount: "5,000", reference, email: uniqueEmail("gift-en") });
  const staff = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.250.1.2" } });
  const admin = await staff.newPage();
  await loginAs(admin, DEMO.admin);
  await withReason(admin, reference, "Decline", "Not found in the bank statement");
  await expect(admin.getByText("Gift declined").first()).toBeVisible();
  expect(giftByRef(reference)).toMatchObject({ status: "declined", staff_reason: "Not found in the bank statement" });
  await staff.close();
  const missing = await page.goto("/give/receipt/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  expect(missing!.status()).toBe(404);
});

test("staff enter a cash gift (receipt at once), void it (VOID, audited) and export the month", async ({
  page,
  js,
}) => {
  await loginAs(page, DEMO.admin);
  const reference = uniqueRef("=CASH");
  const email = uniqueEmail("gift-cash");
  await page.goto("/admin/donations");
  await page.locator("summary", { hasText: "Enter a gift received" }).click();
  await page.getByLabel("Amount (RWF)").fill("7000");
  await page.getByLabel("Method").last().selectOption("cash");
  await page.getByLabel("Reference (not needed for cash)").fill(reference);
  await page.getByLabel("Donor's e-mail (optional, for the receipt)").fill(email);
  await page.getByLabel("Receipt language").selectOption("fr");
  await page.getByRole("button", { name: "Record confirmed gift" }).click();
  await expect(page.getByText(/Gift recorded: receipt \d{4}-\d{5}/).first()).toBeVisible();
  const gift = giftByRef(reference)!;
  expect(gift.status).toBe("confirmed");
  const [mail] = await mailsFor(email);
  expect(mail!.text).toContain("sept mille francs rwandais");
  const receiptPath = new URL(mail!.text.match(/https?:\/\/\S+\/fr\/give\/receipt\/[A-Za-z0-9_-]+/)![0]).pathname;

  await withReason(page, reference, "Void", "Counted twice");
  await expect(page.getByText("Gift voided").first()).toBeVisible();
  expect(giftByRef(reference)).toMatchObject({ status: "void", receipt_number: gift.receipt_number });
  const audit = openDb()
    .prepare("select action, summary, details from audit_log where target_id = ? order by rowid")
    .all(gift.id) as { action: string; summary: string; details: string }[];
  expect(audit.map((a) => a.action)).toEqual(["donation.entered", "donation.voided"]);
  expect(JSON.stringify(audit)).not.toContain(email);

  await page.goto(receiptPath);
  await expect(page.getByText("ANNULÉ", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath("receipt-void-360.png") });
  if (js) await expect(page.getByRole("button", { name: "Imprimer" })).toBeVisible();
  else await expect(page.getByRole("button", { name: "Imprimer" })).toHaveCount(0);

  // The month's CSV: this gift, its contacts (an admin), and the reference defused against formulas.
  const month = today().slice(0, 7);
  const csv = await page.request.get(`/admin/donations.csv?month=${month}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-disposition"]).toContain(`donations-${month}.csv`);
  const body = await csv.text();
  expect(body.split("\r\n")[0]).toContain('"email","phone"');
  const line = body.split("\r\n").find((l) => l.includes(reference))!;
  expect(line).toContain(`"'${reference}"`);
  expect(line).toContain(email);
  expect(line).toContain(gift.receipt_number!);
});

async function apiLogin(request: APIRequestContext, who: { email: string; password: string }) {
  expect((await request.post("/api/auth/login", { data: who })).status()).toBe(200);
}

test("an editor sees amounts and shown names but no contacts: page, API and CSV; others are refused", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const reference = uniqueRef("PRIV");
  const email = uniqueEmail("gift-private");
  const post = await request.post("/api/donations", {
    data: { amount: 3000, method: "mobile-money", givenOn: today(), reference, name: "Private Donor", email },
  });
  expect(post.status()).toBe(201);
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/donations?q=${reference}`);
  await expect(page.getByText("3,000 RWF").first()).toBeVisible();
  await expect(page.getByText("Anonymous").first()).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await expect(page.getByText("Private Donor")).toHaveCount(0);
  await expectNoAxeViolations(page, { nameMismatch: true });

  const list = await page.request.get(`/api/donations?q=${reference}`);
  expect(list.status()).toBe(200);
  const json = await list.json();
  expect(json.data).toHaveLength(1);
  expect(JSON.stringify(json)).not.toContain(email);
  expect(json.data[0].donorName).toBeNull();
  const csv = await (await page.request.get(`/admin/donations.csv?q=${reference}`)).text();
  expect(csv).not.toContain(email);
  expect(csv.split("\r\n")[0]).not.toContain("email");

  // An admin, through the API, gets the contacts.
  const adminApi = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { ...sameOrigin(), "X-Forwarded-For": "10.250.1.3" },
  });
  await apiLogin(adminApi, DEMO.admin);
  const full = await (await adminApi.get(`/api/donations?q=${reference}`)).json();
  expect(full.data[0]).toMatchObject({ email, donorName: "Private Donor" });
  await adminApi.dispose();

  // An author and a reader are refused; nobody signed in gets a 401.
  expect((await request.get("/api/donations")).status()).toBe(401);
  for (const who of [DEMO.author, DEMO.reader]) {
    const ctx = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { ...sameOrigin(), "X-Forwarded-For": "10.250.1.4" },
    });
    await apiLogin(ctx, who);
    expect((await ctx.get("/api/donations")).status()).toBe(403);
    const pageAnswer = await ctx.get("/admin/donations", { maxRedirects: 0 });
    expect([302, 303]).toContain(pageAnswer.status());
    const csvAnswer = await ctx.get("/admin/donations.csv", { maxRedirects: 0 });
    expect([302, 303]).toContain(csvAnswer.status());
    await ctx.dispose();
  }
});

test("bad input is a 400 with field errors and writes nothing (API and form)", async ({ page, request }) => {
  const cases: [Record<string, unknown>, string][] = [
    [{ amount: 0 }, "amount"],
    [{ amount: "1500.50" }, "amount"],
    [{ amount: 12.5 }, "amount"],
    [{ givenOn: "2999-12-31" }, "givenOn"],
    [{ campaign: "no-such-campaign" }, "campaign"],
  ];
  for (const [extra, field] of cases) {
    const reference = uniqueRef("BAD");
    const res = await request.post("/api/donations", {
      data: { amount: 1000, method: "bank", givenOn: today(), reference, ...extra },
    });
    expect(res.status(), JSON.stringify(extra)).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.errors)).toContain(field);
    expect(countByRef(reference)).toBe(0);
  }
  const reference = uniqueRef("BADFORM");
  await page.goto("/give/tell-us");
  await page.getByLabel("Amount", { exact: true }).fill("0");
  await page.getByLabel("Reference of the transfer").fill(reference);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Enter the amount you gave").first()).toBeVisible();
  expect(countByRef(reference)).toBe(0);
});

test("screenshots: the form, the receipt (screen and print) and the staff list at 360 and 1440 px", async ({
  page,
  browser,
  js,
}) => {
  test.skip(!js, "one set of pictures is enough");
  test.setTimeout(120_000);
  const reference = uniqueRef("SHOT");
  const email = uniqueEmail("gift-shot");
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/give/tell-us");
    await page.screenshot({ path: test.info().outputPath(`pledge-${width}.png`), fullPage: true });
  }
  await tellUs(page, "en", { amount: "1000000", reference, email });
  const staff = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.250.1.5" } });
  const admin = await staff.newPage();
  await loginAs(admin, DEMO.admin);
  const row = await openGift(admin, reference);
  await row.getByRole("button", { name: /^Confirm/ }).click();
  await expect(admin.getByText(/Gift confirmed/).first()).toBeVisible();
  for (const width of [360, 1440]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto("/admin/donations");
    await expectNoAxeViolations(admin, { nameMismatch: true });
    await admin.screenshot({ path: test.info().outputPath(`admin-donations-${width}.png`), fullPage: false });
  }
  await admin.goto("/admin");
  await expect(admin.locator('[data-stat="Raised this month"]')).toContainText("RWF");
  await admin.screenshot({ path: test.info().outputPath(`dashboard-1440.png`), fullPage: true });
  await staff.close();
  const [mail] = await mailsFor(email);
  expect(mail!.text).toContain("one million Rwandan francs");
  const path = new URL(mail!.text.match(/https?:\/\/\S+\/give\/receipt\/[A-Za-z0-9_-]+/)![0]).pathname;
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await page.screenshot({ path: test.info().outputPath(`receipt-${width}.png`), fullPage: true });
  }
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: test.info().outputPath(`receipt-print.png`), fullPage: true });
});

test("the form speaks French on /fr and Kinyarwanda on /rw, with no English left in it", async ({ page }) => {
  for (const [path, lang, title] of [
    ["/fr/give/tell-us", "fr", "Signalez-nous votre don"],
    ["/rw/give/tell-us", "rw", "Tubwire ibijyanye n'impano yawe"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // Campaign titles are content (other specs make up English-only ones); "Where most needed" is interface.
    const titles = await page.locator('#gift-form option:not([value="general"])').allInnerTexts();
    let text = await page.locator("#gift-form").innerText();
    for (const title of titles) text = text.replace(title, " ");
    const words = (text + " ").toLowerCase().split(/[^a-z]+/);
    for (const english of ["the", "your", "you", "send", "amount", "where", "gift", "optional"])
      expect(words, `${path}: "${english}"`).not.toContain(english);
  }
});

test("a filled honeypot looks told but stores nothing", async ({ page }) => {
  const reference = uniqueRef("BOT");
  await page.goto("/give/tell-us");
  await page.getByLabel("Amount", { exact: true }).fill("1000");
  await page.getByLabel("Reference of the transfer").fill(reference);
  await page
    .locator("input[name=name__confirm]")
    .evaluate((el: HTMLInputElement) => (el.value = "http://spam.example"));
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  expect(countByRef(reference)).toBe(0);
});

test("“Export my data” lists the gifts made with the account's e-mail", async ({ page, request }) => {
  const reference = uniqueRef("MINE");
  const post = await request.post("/api/donations", {
    data: { amount: 2500, method: "bank", givenOn: today(), reference, email: DEMO.reader.email, lang: "fr" },
  });
  expect(post.status()).toBe(201);
  await loginAs(page, DEMO.reader);
  const res = await page.request.get("/account/export");
  expect(res.status()).toBe(200);
  const data = await res.json();
  expect(data.gifts).toEqual(
    expect.arrayContaining([expect.objectContaining({ reference, amount: 2500, status: "pending" })]),
  );
});
