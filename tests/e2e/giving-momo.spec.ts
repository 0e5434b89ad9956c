import Database from "better-sqlite3";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startFakeMomo } from "../../scripts/harness/fake-momo.mjs";
import { expect, expectNoAxeViolations, openDb, test, uniqueIp } from "../support/fixtures";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";
import { FAKE_MOMO, giftsOf, makeOlder, newPhone, steer, typed } from "../support/momo";

/**
 * Issue 25, point 2: paying with MTN MoMo from the page, against the shared stack's fake MTN server (E2E_PORT+30).
 * The fake is shared by every spec and both projects: each test steers only its own phone numbers.
 */
type Recorded = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: { payer?: { partyId?: string } };
};
async function mtnRequestsFor(phone: string, base = FAKE_MOMO): Promise<Recorded[]> {
  const all = (await (await fetch(`${base}/__requests`)).json()) as Recorded[];
  return all.filter((r) => r.path === "/collection/v1_0/requesttopay" && r.body?.payer?.partyId === phone);
}

async function give(page: Page, phone: string, amount: string, prefix = "") {
  await page.goto(`${prefix}/give/pay`);
  await page.getByLabel(/MTN MoMo number|Nimero ya MTN MoMo|Numéro MTN MoMo/).fill(typed(phone));
  await page.getByLabel(/Amount \(RWF\)|Amafaranga \(RWF\)|Montant \(RWF\)/).fill(amount);
  await page.locator("form[data-gift-form] button[type=submit]").click();
}

test.describe("MoMo gifts from the page", () => {
  test("a visitor pays 5,000 RWF: approve on the phone, the page follows, then Thank you; one request to MTN", async ({
    page,
    js,
  }) => {
    test.setTimeout(60_000);
    const phone = newPhone(js);
    await steer(phone, { status: "PENDING" });
    await page.goto("/give/pay");
    await expectNoAxeViolations(page);
    await give(page, phone, "5000");
    await expect(page.getByRole("heading", { name: "Approve the payment on your phone" })).toBeVisible();
    await expect(page.getByText("RWF 5,000").first()).toBeVisible();
    await expect(page.getByText(`${phone.slice(0, 5)}•••••${phone.slice(-2)}`).first()).toBeVisible();
    expect(await page.content()).not.toContain(phone);
    await expectNoAxeViolations(page);
    const response = await page.request.get(page.url());
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    // MTN says SUCCESSFUL: the page finds out by itself (meta refresh without JavaScript, the quiet poll with it).
    await steer(phone, { status: "SUCCESSFUL" });
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Your gift of RWF 5,000 has been received.")).toBeVisible();
    const [gift] = giftsOf(phone);
    expect(gift).toMatchObject({ status: "confirmed", amount: 5000, lang: "en", method: "momo" });
    expect(gift!.financial_transaction_id).toMatch(/^FT/);
    const sent = await mtnRequestsFor(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers["x-reference-id"]).toBe(gift!.provider_reference);
    expect(sent[0]!.headers["x-callback-url"]).toBe(
      `http://localhost:${process.env.E2E_PORT}/api/donations/momo-callback`,
    );
    expect(sent[0]!.body).toMatchObject({ amount: "5000", currency: "EUR", externalId: gift!.external_id });
  });

  test("a payment MTN reports FAILED ends with the reason, 'nothing was charged' and a way to try again (in Kinyarwanda)", async ({
    page,
    js,
  }) => {
    const phone = newPhone(js);
    await steer(phone, { status: "FAILED:APPROVAL_REJECTED" });
    await give(page, phone, "2500", "/rw");
    await expect(page.getByRole("heading", { name: "Kwishyura ntikwakunze" })).toBeVisible();
    await expect(page.getByText("Kwishyura kwanzwe kuri telefoni.")).toBeVisible();
    await expect(page.getByText("Nta mafaranga yakuweho.")).toBeVisible();
    await page.getByRole("link", { name: "Ongera ugerageze" }).click();
    // Issue 33: the form opens with the amount kept.
    await expect(page).toHaveURL(/\/rw\/give\/pay\?amount=2500$/);
    await expect(page.getByLabel("Amafaranga (RWF)")).toHaveValue("2500");
    expect(giftsOf(phone)[0]).toMatchObject({ status: "failed", failure_reason: "APPROVAL_REJECTED", lang: "rw" });
  });

  test("a payment nobody approves expires after the settings' time", async ({ page, js }) => {
    const phone = newPhone(js);
    await steer(phone, { status: "PENDING" });
    await give(page, phone, "1000");
    await expect(page.getByRole("heading", { name: "Approve the payment on your phone" })).toBeVisible();
    makeOlder(String(giftsOf(phone)[0]!.id), 31);
    // MTN is asked at most every 3 s per gift (the page just did): reload until the next question is due.
    await expect(async () => {
      await page.goto(page.url());
      await expect(page.getByRole("heading", { name: "The payment request has expired" })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText("The request was not approved in time.")).toBeVisible();
    expect(giftsOf(phone)[0]).toMatchObject({ status: "expired" });
  });

  test("amounts at and past the bounds, separators, decimals and letters; a number that is not MTN Rwanda", async ({
    request,
    js,
  }) => {
    const phone = newPhone(js);
    const post = (amount: string, number = typed(phone)) =>
      request.post("/give/pay", { form: { phone: number, amount }, maxRedirects: 0 });
    for (const [amount, message] of [
      ["99", "The smallest gift online is 100 RWF"],
      ["2000001", "The largest gift online is 2,000,000 RWF"],
      // Issue 33: "5,000" is 5000 (gift-schema.ts readWrittenAmount); what could be a decimal is refused.
      ["5,5", "We could not be sure of this amount"],
      ["5000.50", "We could not be sure of this amount"],
      ["cinq mille", "Enter the amount in whole Rwandan francs, digits only (for example 5000)"],
    ]) {
      const res = await post(amount!);
      expect(res.status(), amount).toBe(400);
      expect(await res.text()).toContain(message!.replace(/'/g, "&#x27;"));
    }
    expect((await post("5000", "0722 123 456")).status()).toBe(400);
    const unknownCampaign = await request.post("/give/pay", {
      form: { phone: typed(phone), amount: "5000", campaignId: "no-such-campaign" },
      maxRedirects: 0,
    });
    expect(unknownCampaign.status()).toBe(400);
    expect(giftsOf(phone)).toHaveLength(0);
    expect((await post("100")).status()).toBe(303);
    expect((await post("2000000")).status()).toBe(303);
    expect(giftsOf(phone).map((g) => g.amount)).toEqual([100, 2000000]);
  });

  test("a double submit makes one gift and one request to MTN", async ({ request, js }) => {
    const phone = newPhone(js);
    await steer(phone, { status: "PENDING" });
    const form = { phone: typed(phone), amount: "3000" };
    const [a, b] = await Promise.all([
      request.post("/give/pay", { form, maxRedirects: 0 }),
      request.post("/give/pay", { form, maxRedirects: 0 }),
    ]);
    const c = await request.post("/give/pay", { form, maxRedirects: 0 });
    expect([a.status(), b.status(), c.status()]).toEqual([303, 303, 303]);
    expect(new Set([a, b, c].map((r) => r.headers().location)).size).toBe(1);
    expect(giftsOf(phone)).toHaveLength(1);
    expect(await mtnRequestsFor(phone)).toHaveLength(1);
  });

  test("prompts to one number are limited whoever asks (429 with a clear message)", async ({
    playwright,
    baseURL,
    js,
  }) => {
    const phone = newPhone(js);
    let amount = 1000;
    const from = async (ip: string) => {
      const ctx = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip } });
      // Another amount each time: a repeat of an unsettled gift would be answered 409 (issue 33), not counted.
      const res = await ctx.post("/api/donations/momo", { data: { phone: typed(phone), amount: ++amount } });
      const body = await res.json();
      await ctx.dispose();
      return { status: res.status(), body, retry: res.headers()["retry-after"] };
    };
    for (let i = 0; i < 3; i++) expect((await from(uniqueIp())).status).toBe(202);
    const refused = await from(uniqueIp());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      "Several payment requests were sent to this number recently. Please wait a while before trying again.",
    );
    expect(Number(refused.retry)).toBeGreaterThan(0);
    expect(await mtnRequestsFor(phone)).toHaveLength(3);
    const db = openDb();
    const keys = (db.prepare("select key from rate_limits").all() as { key: string }[]).map((r) => r.key).join(" ");
    db.close();
    expect(keys).not.toContain(phone.slice(3));
  });

  test("MTN answers an error to the request to pay: the status page says nothing was charged (true), the gift failed", async ({
    page,
    request,
    js,
  }) => {
    const phone = newPhone(js);
    await steer(phone, { request: "500" });
    await give(page, phone, "5000");
    // The form answers at once with the gift's page (issue 33); MTN's refusal shows there.
    await expect(page.getByRole("heading", { name: "The payment did not go through" })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText("Nothing was charged.")).toBeVisible();
    expect(giftsOf(phone)[0]).toMatchObject({ status: "failed", failure_reason: "provider-unavailable" });
    const api = await request.post("/api/donations/momo", { data: { phone: typed(phone), amount: 4000 } });
    expect(api.status()).toBe(202);
    const started = (await api.json()).data;
    // Issue 36: the currency the gift stores (the fake MTN is a sandbox: EUR), not an assumed RWF.
    expect(started).toMatchObject({ amount: 4000, currency: "EUR" });
    const poll = new URL(started.statusApi).pathname;
    await expect
      .poll(async () => (await (await request.get(poll)).json()).data, { timeout: 10_000 })
      .toMatchObject({ status: "failed", reason: "unavailable", currency: "EUR" });
  });

  test("MTN down when asked for the status: the page keeps waiting, then ends when MTN answers", async ({
    page,
    js,
  }) => {
    const phone = newPhone(js);
    await steer(phone, { status: "500" });
    await give(page, phone, "5000");
    await expect(page.getByRole("heading", { name: "Approve the payment on your phone" })).toBeVisible();
    await page.getByRole("button", { name: "Check again" }).click();
    await expect(page.getByRole("heading", { name: "Approve the payment on your phone" })).toBeVisible();
    expect(giftsOf(phone)[0]).toMatchObject({ status: "pending" });
    await steer(phone, { status: "SUCCESSFUL" });
    // The page's own refresh (or poll) finds out; "Check again" was pressed above.
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible({ timeout: 15_000 });
  });

  test("MTN silent when asked for the status: the page answers at once that it is waiting, and ends when MTN does", async ({
    page,
    js,
  }) => {
    test.setTimeout(60_000);
    const phone = newPhone(js);
    await steer(phone, { status: "hang" });
    const started = await page.request.post("/give/pay", {
      form: { phone: typed(phone), amount: "3000" },
      maxRedirects: 0,
    });
    expect(started.status()).toBe(303);
    const statusPage = started.headers().location!;
    // Well inside MTN's 15 s timeout: the page does not wait for a provider that does not answer.
    const view = await page.request.get(statusPage, { timeout: 8_000 });
    expect(await view.text()).toContain("Approve the payment on your phone");
    const poll = await page.request.get(`/api/donations/payment/${statusPage.split("/").pop()}`, { timeout: 8_000 });
    expect(await poll.json()).toMatchObject({ success: true, data: { status: "pending" } });
    await steer(phone, { status: "SUCCESSFUL" });
    await page.goto(statusPage);
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible({ timeout: 30_000 });
  });
});

test.describe("MTN's callback is never trusted", () => {
  test("a forged callback changes nothing until MTN says so; a replay is harmless; unknown → 404; malformed → 400", async ({
    request,
    js,
  }) => {
    const phone = newPhone(js);
    await steer(phone, { status: "PENDING" });
    const started = await request.post("/api/donations/momo", { data: { phone: typed(phone), amount: 7000 } });
    expect(started.status()).toBe(202);
    const [gift] = giftsOf(phone);
    // As MTN calls it: from elsewhere, no cookie, no Origin.
    const callback = (body: unknown, method: "PUT" | "POST" = "PUT") =>
      fetch(`http://localhost:${process.env.E2E_PORT}/api/donations/momo-callback`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    const forged = {
      externalId: gift!.external_id,
      status: "SUCCESSFUL",
      financialTransactionId: "FORGED",
      amount: "7000",
    };
    expect((await callback(forged)).status).toBe(200);
    expect(giftsOf(phone)[0]).toMatchObject({ status: "pending", financial_transaction_id: null });
    await steer(phone, { status: "SUCCESSFUL" });
    await new Promise((r) => setTimeout(r, 3100));
    expect((await callback(forged, "POST")).status).toBe(200);
    const confirmed = giftsOf(phone)[0]!;
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.financial_transaction_id).toMatch(/^FT/);
    await new Promise((r) => setTimeout(r, 3100));
    expect((await callback(forged)).status).toBe(200);
    expect(giftsOf(phone)[0]).toMatchObject({ status: "confirmed", confirmed_at: confirmed.confirmed_at });
    expect((await callback({ externalId: "no-such-gift" })).status).toBe(404);
    expect((await callback({ status: "SUCCESSFUL" })).status).toBe(400);
    const text = await request.put("/api/donations/momo-callback", {
      data: "not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(text.status()).toBe(400);
    expect(await mtnRequestsFor(phone)).toHaveLength(1);
  });

  test("the status JSON and page open only with the right token", async ({ request, js }) => {
    const phone = newPhone(js);
    const started = await (
      await request.post("/api/donations/momo", { data: { phone: typed(phone), amount: 1500 } })
    ).json();
    const api = new URL(started.data.statusApi).pathname;
    const ok = await request.get(api);
    expect(ok.status()).toBe(200);
    expect((await ok.json()).data).toMatchObject({
      amount: 1500,
      phone: `${phone.slice(0, 5)}•••••${phone.slice(-2)}`,
    });
    const forged = api.replace(/.{4}$/, "AAAA");
    expect((await request.get(forged)).status()).toBe(404);
    expect((await request.get(new URL(started.data.statusUrl).pathname.replace(/.{4}$/, "AAAA"))).status()).toBe(404);
  });
});

test.describe("screens", () => {
  for (const width of [360, 1440])
    test(`screenshots at ${width} px: the form with an error, a pending payment, thank you`, async ({ page, js }) => {
      await page.setViewportSize({ width, height: 900 });
      const phone = newPhone(js);
      await steer(phone, { status: "PENDING" });
      await give(page, phone, "5,5");
      await expect(page.getByRole("alert")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`momo-form-error-${width}.png`), fullPage: true });
      await page.getByLabel("Amount (RWF)").fill("5000");
      await page.locator("form[data-gift-form] button[type=submit]").click();
      await expect(page.getByRole("heading", { name: "Approve the payment on your phone" })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`momo-pending-${width}.png`), fullPage: true });
      await steer(phone, { status: "SUCCESSFUL" });
      await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible({ timeout: 20_000 });
      await page.screenshot({ path: test.info().outputPath(`momo-thanks-${width}.png`), fullPage: true });
    });
});

test.describe("servers of this spec's own", () => {
  test.describe.configure({ timeout: 180_000 });
  const base = (port: number) => ({
    APP_MODE: "local",
    SEED_DEMO: "false",
    SESSION_SECRET: "momo-own-secret-0123456789abcdef",
    APP_URL: `http://localhost:${port}`,
    TRUST_PROXY: "true",
  });
  let server: OwnServer | undefined;
  let fake: Awaited<ReturnType<typeof startFakeMomo>> | undefined;
  test.afterEach(async () => {
    if (server) await stopOwnServer(server);
    server = undefined;
    await fake?.close();
    fake = undefined;
  });

  test("without the MOMO_* variables there is no online payment, and nothing else changes", async ({ js }) => {
    const port = ownPort("momo", js ? 0 : 1);
    server = await startOwnServer(base(port), port);
    const url = `http://localhost:${port}`;
    const page = await (await fetch(`${url}/give/pay`)).text();
    expect(page).toContain("Paying online is not available at the moment");
    expect(page).not.toContain("data-gift-form");
    const api = await fetch(`${url}/api/donations/momo`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone: "0788123456", amount: 5000 }),
    });
    expect(api.status).toBe(503);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  test("killed (kill -9) between writing the gift and calling MTN: after a restart it is reconciled, with one request", async ({
    js,
  }) => {
    test.skip(!js, "one server's crash is enough: the browser plays no part");
    const port = ownPort("momo", 2);
    fake = await startFakeMomo({ port: ownPort("momo", 3) });
    server = await startOwnServer(
      { ...base(port), ...fake.env, E2E_ERROR_ROUTE: "true", E2E_CRASH_AT: "momo-after-write" },
      port,
    );
    const url = `http://localhost:${port}`;
    const phone = "250788900001";
    const sent = await fetch(`${url}/api/donations/momo`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.9.9.9" },
      body: JSON.stringify({ phone: "0788900001", amount: 5000 }),
    }).catch((error: unknown) => error);
    expect(sent).toBeInstanceOf(Error);
    const exit = await server.exited;
    expect(exit?.signal).toBe("SIGKILL");
    expect(await mtnRequestsFor(phone, fake.url)).toHaveLength(0);
    delete server.env.E2E_CRASH_AT;
    await server.start();
    const db = () => new Database(path.join(server!.dataDir, "app.db"), { readonly: true });
    const read = () => {
      const handle = db();
      try {
        return handle.prepare("select * from donations where phone = ?").get(phone) as Record<string, unknown>;
      } finally {
        handle.close();
      }
    };
    expect(read()).toMatchObject({ status: "pending", requested_at: null });
    // The job asks MTN (404: it never had it) and sends the request again with the same reference id.
    await expect.poll(() => read().status, { timeout: 90_000, intervals: [2000] }).toBe("confirmed");
    const requests = await mtnRequestsFor(phone, fake.url);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers["x-reference-id"]).toBe(read().provider_reference);
  });
});
