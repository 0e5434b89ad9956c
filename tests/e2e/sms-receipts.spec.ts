import { createHmac } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { FAKE_AT_CREDENTIALS, startFakeAfricasTalking } from "../../scripts/harness/fake-africastalking.mjs";
import { startFakeMomo } from "../../scripts/harness/fake-momo.mjs";
import { expect, test } from "../support/fixtures";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";

/**
 * Issue 38: a MoMo donor without an e-mail gets the receipt by SMS in Kinyarwanda with a working short link;
 * delivery reports without the secret, with an unknown id or a forged number change nothing; HAGARIKA ends every
 * text and is confirmed once; no number and no API key in the log. A server, a fake MTN and a fake Africa's Talking
 * of this spec's own (ports +200…205).
 */
const SECRET = "sms-receipts-secret-0123456789abcdef";
const callbackPath = (kind: "delivery" | "incoming") =>
  `/api/sms/${kind}/${createHmac("sha256", SECRET).update(`sms-callback:${kind}`).digest("base64url").slice(0, 32)}`;

test.describe("SMS receipts, reports and HAGARIKA", () => {
  test.describe.configure({ timeout: 180_000 });
  let server: OwnServer | undefined;
  let momo: Awaited<ReturnType<typeof startFakeMomo>> | undefined;
  let at: Awaited<ReturnType<typeof startFakeAfricasTalking>> | undefined;
  test.afterEach(async () => {
    if (server) await stopOwnServer(server);
    server = undefined;
    await momo?.close();
    await at?.close();
    momo = at = undefined;
  });

  test("a gift of 2,000 RWF without e-mail is receipted by SMS in Kinyarwanda; HAGARIKA stops it all", async ({
    page,
    js,
  }) => {
    const offset = js ? 0 : 1;
    const port = ownPort("sms", offset);
    momo = await startFakeMomo({ port: ownPort("sms", 2 + offset) });
    at = await startFakeAfricasTalking({ port: ownPort("sms", 4 + offset) });
    server = await startOwnServer(
      {
        APP_MODE: "local",
        SEED_DEMO: "false",
        SESSION_SECRET: SECRET,
        APP_URL: `http://localhost:${port}`,
        ...momo.env,
        ...FAKE_AT_CREDENTIALS,
        AFRICASTALKING_API_URL: at.url,
      },
      port,
    );
    const base = `http://localhost:${port}`;
    const phone = `25078${js ? 6 : 8}123456`;
    const dbFile = path.join(server.dataDir, "app.db");
    const query = (sql: string, ...args: unknown[]) => {
      const db = new Database(dbFile, { readonly: true });
      try {
        return db.prepare(sql).all(...args) as Record<string, unknown>[];
      } finally {
        db.close();
      }
    };
    const textsTo = () => at!.messages().filter((m) => m.to === `+${phone}`);

    const give = async () => {
      await page.goto(`${base}/rw/give/pay`);
      await page.locator("#gift-phone").fill(`0${phone.slice(3)}`);
      await page.locator("#gift-amount").fill("2000");
      // No e-mail: the SMS box is ticked by default.
      await expect(page.locator("#gift-smsReceipt")).toBeChecked();
      await page.locator("form[data-gift-form] button[type=submit]").click();
      await expect(page).toHaveURL(/\/rw\/give\/payment\//, { timeout: 15_000 });
      await expect
        .poll(
          async () => {
            await page.reload();
            return query("select status from donations where phone = ? order by created_at desc", phone)[0]?.status;
          },
          { timeout: 30_000 },
        )
        .toBe("confirmed");
    };
    await give();
    await expect.poll(() => textsTo().length, { timeout: 20_000 }).toBe(1);
    const receipt = textsTo()[0]!.message;
    const number = query("select receipt_number from donations where phone = ?", phone)[0]!.receipt_number as string;
    expect(receipt).toContain("Inyemezabwishyu");
    expect(receipt).toContain(number);
    expect(receipt).toMatch(/RWF 2.000/);
    // The short link is the site's own and opens the printable receipt in Kinyarwanda.
    const link = /(http:\/\/localhost:\d+\/r\/[A-Za-z0-9_-]{8})/.exec(receipt)![1]!;
    await page.goto(link);
    await expect(page).toHaveURL(/\/rw\/give\/receipt\//);
    await expect(page.locator("main")).toContainText(number);
    expect(query("select wording, lang from sms_consents where to_number = ?", phone)).toEqual([
      { wording: "Nyoherereza inyemezabwishyu kuri SMS kuri iyi nimero", lang: "rw" },
    ]);

    // Delivery reports: without the secret, an unknown id, a forged number change nothing; the real one does.
    const id = textsTo()[0]!.messageId;
    // As Africa's Talking posts: a form, no cookie, no Origin.
    const report = async (where: string, form: Record<string, string>) => {
      const res = await fetch(`${base}${where}`, { method: "POST", body: new URLSearchParams(form) });
      return { status: () => res.status };
    };
    expect(
      (await report("/api/sms/delivery/not-the-secret", { id, status: "Failed", phoneNumber: `+${phone}` })).status(),
    ).toBe(404);
    expect(
      (
        await report(callbackPath("delivery"), { id: "ATXid_forged", status: "Failed", phoneNumber: `+${phone}` })
      ).status(),
    ).toBe(404);
    expect(
      (await report(callbackPath("delivery"), { id, status: "Failed", phoneNumber: "+250788000001" })).status(),
    ).toBe(404);
    expect(
      (await report(callbackPath("delivery"), { id, status: "Nonsense", phoneNumber: `+${phone}` })).status(),
    ).toBe(400);
    expect(query("select status from sms_outbox where provider_id = ?", id)).toEqual([{ status: "sent" }]);
    expect((await report(callbackPath("delivery"), { id, status: "Success", phoneNumber: `+${phone}` })).status()).toBe(
      200,
    );
    expect(query("select status from sms_outbox where provider_id = ?", id)).toEqual([{ status: "delivered" }]);

    // HAGARIKA: confirmed once, in Kinyarwanda; a second one and a new gift with the box ticked text nothing more.
    const incoming = { from: `+${phone}`, to: "12345", text: "hagarika", date: "2026-11-28 09:00:00", id: "in-1" };
    expect((await report("/api/sms/incoming/wrong", incoming)).status()).toBe(404);
    expect((await report(callbackPath("incoming"), incoming)).status()).toBe(200);
    expect((await report(callbackPath("incoming"), { ...incoming, text: "HAGARIKA" })).status()).toBe(200);
    await expect.poll(() => textsTo().length, { timeout: 20_000 }).toBe(2);
    expect(textsTo()[1]!.message).toContain("ntuzongera");
    await give();
    await page.waitForTimeout(3_000);
    expect(textsTo()).toHaveLength(2);

    // Nothing of the number or the key in the server's log.
    expect(server.output).not.toContain(phone.slice(3));
    expect(server.output).not.toContain(FAKE_AT_CREDENTIALS.AFRICASTALKING_API_KEY);
    expect(server.output).not.toContain(callbackPath("incoming").split("/").pop());
  });
});
