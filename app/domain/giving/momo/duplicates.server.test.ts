import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../../tests/unit/domain-helpers";

/** Issue 33: probable duplicates flagged for staff, within the settings' window. Real SQLite file. */
const tmp = withTempDataDir("momo-duplicates");
let m: {
  admin: typeof import("~/domain/giving/donations-admin.server");
  confirm: typeof import("~/domain/giving/confirm.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/domain/giving/schema");
  settings: typeof import("~/domain/settings/schema");
};
beforeAll(async () => {
  process.env.SESSION_SECRET = "unit-secret-0123456789abcdef";
  m = {
    admin: await import("~/domain/giving/donations-admin.server"),
    confirm: await import("~/domain/giving/confirm.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/domain/giving/schema"),
    settings: await import("~/domain/settings/schema"),
  };
});
afterAll(() => tmp.cleanup());

let n = 0;
/** A MoMo gift confirmed `minutesAgo`, as MTN's SUCCESSFUL would have confirmed it. */
function gift(phone: string, amount: number, minutesAgo: number) {
  const id = `dup-${++n}`;
  m.dbm.db
    .insert(m.schema.donations)
    .values({
      id,
      amount,
      currency: "RWF",
      method: "momo",
      source: "momo",
      phone,
      provider: "mtn-momo",
      providerReference: crypto.randomUUID(),
      externalId: id,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .run();
  expect(m.confirm.confirmDonation(id)).toBe(true);
  return id;
}
const list = () =>
  m.admin.listDonations(m.admin.readDonationQuery(new URL("http://x/admin/donations?limit=100")), {
    details: false,
    record: true,
  }).rows;
const flagOf = (id: string) => list().find((r) => r.id === id)!.probableDuplicateOf;

describe("probable duplicates", () => {
  it("two intents minutes apart (same number, amount, campaign) flag the later one, with the earlier's receipt", () => {
    const first = gift("250788200001", 5000, 12);
    const second = gift("250788200001", 5000, 4);
    expect(flagOf(first)).toBeNull();
    expect(flagOf(second)).toMatchObject({ id: first, receiptNumber: expect.stringMatching(/^\d{4}-\d{5}$/) });
    expect(flagOf(second)!.minutesApart).toBe(8);
  });

  it("another amount, another number, or outside the window is not flagged; the window is a setting", () => {
    gift("250788200002", 5000, 200);
    const late = gift("250788200002", 5000, 100);
    const otherAmount = gift("250788200002", 6000, 99);
    gift("250788200003", 7000, 30);
    const otherPhone = gift("250788200004", 7000, 29);
    expect([flagOf(late), flagOf(otherAmount), flagOf(otherPhone)]).toEqual([null, null, null]);
    m.dbm.db
      .insert(m.settings.siteSettings)
      .values({
        key: "giving",
        value: { momoMin: 100, momoMax: 2_000_000, momoFollowMinutes: 30, duplicateWindowMinutes: 180 },
        updatedAt: new Date(Date.now() + 1000),
      })
      .run();
    expect(flagOf(late)).toMatchObject({ minutesApart: 100 });
  });
});
