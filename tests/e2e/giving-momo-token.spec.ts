import Database from "better-sqlite3";
import path from "node:path";
import { startFakeMomo } from "../../scripts/harness/fake-momo.mjs";
import { expect, test } from "../support/fixtures";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";

/**
 * Issue 33: MTN's token endpoint hangs when a donor gives, and recovers. A server and a fake MTN of this spec's own
 * (the token is the provider's, for every number: a hang on the shared fake would stall every other spec).
 */
test.describe("the token endpoint hangs, then recovers", () => {
  test.describe.configure({ timeout: 120_000 });
  let server: OwnServer | undefined;
  let fake: Awaited<ReturnType<typeof startFakeMomo>> | undefined;
  test.afterEach(async () => {
    if (server) await stopOwnServer(server);
    server = undefined;
    await fake?.close();
    fake = undefined;
  });

  test("the donor is never told nothing was charged, a retry prompts no one again, Thank you, one receipt", async ({
    page,
    js,
  }) => {
    const offset = js ? 0 : 1;
    const port = ownPort("moneyToken", offset);
    fake = await startFakeMomo({ port: ownPort("moneyToken", 2 + offset) });
    fake.set({ token: "hang" });
    server = await startOwnServer(
      {
        APP_MODE: "local",
        SEED_DEMO: "false",
        SESSION_SECRET: "money-token-secret-0123456789abcdef",
        APP_URL: `http://localhost:${port}`,
        ...fake.env,
      },
      port,
    );
    const base = `http://localhost:${port}`;
    const phone = `25078${js ? 7 : 9}123456`;
    const give = async () => {
      await page.goto(`${base}/give/pay`);
      await page.getByLabel("MTN MoMo number").fill(`0${phone.slice(3)}`);
      await page.getByLabel("Amount (RWF)").fill("2500");
      await page.locator("form[data-gift-form] button[type=submit]").click();
      await expect(page).toHaveURL(/\/give\/payment\//, { timeout: 10_000 });
    };
    await give();
    const statusUrl = page.url();
    await expect(page.getByText("Please do not pay again")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("Nothing was charged");
    await give();
    expect(page.url()).toBe(statusUrl);
    await expect(page.locator("main")).not.toContainText("Nothing was charged");
    expect(fake.prompts).toHaveLength(0);
    // MTN is back: the held token calls are answered and the request to pay goes out once.
    fake.set({ token: "ok" });
    fake.release();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible({ timeout: 30_000 });
    expect(fake.prompts.filter((p) => p.phone === phone)).toHaveLength(1);
    const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
    try {
      const gifts = db.prepare("select status, receipt_number from donations where phone = ?").all(phone);
      expect(gifts).toEqual([{ status: "confirmed", receipt_number: expect.stringMatching(/^\d{4}-\d{5}$/) }]);
    } finally {
      db.close();
    }
  });
});
