import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestUser, withTempDataDir } from "../../../tests/unit/domain-helpers";

// Issue 33: gifts by transfer in the currency received, counted in RWF at the rate staff enter when they confirm.

const tmp = withTempDataDir("currency-test");

type Modules = {
  pledge: typeof import("./gift-pledge.server");
  admin: typeof import("./donations-admin.server");
  csv: typeof import("./donations-csv.server");
  actions: typeof import("./donation-actions.server");
  receipts: typeof import("./receipts.server");
  progress: typeof import("./progress.server");
  summary: typeof import("./giving-summary.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: Modules;
let admin: import("~/server/schema").User;
let n = 0;
const ip = () => `198.51.100.${++n}`;

beforeAll(async () => {
  m = {
    pledge: await import("./gift-pledge.server"),
    admin: await import("./donations-admin.server"),
    csv: await import("./donations-csv.server"),
    actions: await import("./donation-actions.server"),
    receipts: await import("./receipts.server"),
    progress: await import("./progress.server"),
    summary: await import("./giving-summary.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
  admin = addTestUser(m, "currency-admin", "admin");
}, 60_000);
afterAll(() => tmp.cleanup());

const pledge = (extra: Record<string, unknown>) =>
  m.pledge.recordPledge(
    { amount: "100", method: "bank", givenOn: m.pledge.siteToday(), reference: `R-${++n}`, name: "Marie", ...extra },
    { ip: ip(), lang: "fr" },
  );
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as { status: number; message: string; fields?: Record<string, string> };
  }
  throw new Error("not refused");
};

describe("a pledge in euros", () => {
  it("is kept in euros; a currency not in the settings' list is refused", () => {
    expect(pledge({ currency: "EUR" })).toMatchObject({ amount: 100, currency: "EUR", amountRwf: null });
    expect(refusal(() => pledge({ currency: "GBP" }))).toMatchObject({
      status: 400,
      fields: { currency: expect.any(String) },
    });
  });

  it("needs a rate to be confirmed, counts at it, and its receipt says euros then RWF, in French", () => {
    const campaign = m.dbm.db
      .insert(m.schema.campaigns)
      .values({ title: "Clinic", goal: 1_000_000, startsOn: "2026-01-01", status: "active" })
      .returning()
      .get();
    const gift = pledge({ currency: "EUR", campaign: campaign.id });
    for (const rate of [undefined, "", "abc", "1.523", "1,523.45", "0"])
      expect(refusal(() => m.actions.confirmGift(admin, gift.id, { rate }))).toMatchObject({
        status: 400,
        fields: { rate: expect.any(String) },
      });
    expect(
      m.dbm.db
        .select()
        .from(m.schema.donations)
        .all()
        .find((d) => d.id === gift.id)?.status,
    ).toBe("pending");

    const done = m.actions.confirmGift(admin, gift.id, { rate: "1523,45" });
    expect(done).toMatchObject({ status: "confirmed", currency: "EUR", exchangeRate: "1523.45", amountRwf: 152_345 });
    expect(m.progress.campaignProgress([campaign.id]).get(campaign.id)).toEqual({ raised: 152_345, gifts: 1 });
    expect(m.summary.givingSummary().raisedThisMonth).toBeGreaterThanOrEqual(152_345);
    expect(m.summary.givingSummary().campaigns.find((c) => c.id === campaign.id)?.raised).toBe(152_345);

    const view = m.receipts.receiptView(done, "fr");
    expect(view.amount).toBe("100\u00a0€");
    expect(view.exchange).toEqual({ rate: "1 EUR = 1\u202f523,45 RWF", counted: "152\u202f345 RWF" });
    expect(view.words).toContain("cent cinquante-deux mille trois cent quarante-cinq francs rwandais");

    const viewer = m.admin.viewerOf(admin);
    const list = m.admin.listDonations(m.admin.readDonationQuery(new URL("http://x/?q=" + gift.reference)), viewer);
    expect(list.totals.amount).toBe(152_345);
    const csv = m.csv.donationsCsv(m.admin.readDonationQuery(new URL("http://x/?q=" + gift.reference)), viewer);
    const [head, line] = csv.split("\r\n");
    const cells = (row: string) => row.slice(1, -1).split('","');
    const record = Object.fromEntries(cells(head!).map((h, i) => [h, cells(line!)[i]]));
    expect(record).toMatchObject({ amount: "100", currency: "EUR", rate: "1523.45", amount_rwf: "152345" });
  });

  it("an RWF pledge takes no rate (400) and counts its amount", () => {
    const gift = pledge({ amount: "5.000" });
    expect(refusal(() => m.actions.confirmGift(admin, gift.id, { rate: "1500" }))).toMatchObject({ status: 400 });
    const done = m.actions.confirmGift(admin, gift.id, {});
    expect(done).toMatchObject({ amount: 5000, currency: "RWF", exchangeRate: null });
    expect(m.receipts.receiptView(done, "fr")).toMatchObject({ amount: "5\u202f000 RWF", exchange: null });
  });
});
