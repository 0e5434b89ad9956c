import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addTestUser, withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("gifts-test");

type Modules = {
  pledge: typeof import("./gift-pledge.server");
  admin: typeof import("./donations-admin.server");
  csv: typeof import("./donations-csv.server");
  actions: typeof import("./donation-actions.server");
  confirm: typeof import("./confirm.server");
  receipts: typeof import("./receipts.server");
  privacy: typeof import("./donor-privacy.server");
  removal: typeof import("~/domain/people/user-removal.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: Modules;
type User = import("~/server/schema").User;
let admin: User;
let editor: User;
let ipN = 0;
const ip = () => `198.51.100.${++ipN}`;

async function load(): Promise<Modules> {
  return {
    pledge: await import("./gift-pledge.server"),
    admin: await import("./donations-admin.server"),
    csv: await import("./donations-csv.server"),
    actions: await import("./donation-actions.server"),
    confirm: await import("./confirm.server"),
    receipts: await import("./receipts.server"),
    privacy: await import("./donor-privacy.server"),
    removal: await import("~/domain/people/user-removal.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
}

beforeAll(async () => {
  m = await load();
  admin = addTestUser(m, "gifts-admin", "admin");
  editor = addTestUser(m, "gifts-editor", "editor");
}, 60_000);
afterAll(() => tmp.cleanup());

const today = () => m.pledge.siteToday();
const pledgeOf = (extra: Record<string, unknown> = {}) => ({
  amount: "5000",
  method: "bank",
  givenOn: today(),
  reference: "BK-123",
  name: "Aline",
  email: "aline@example.org",
  ...extra,
});
const gifts = () => m.dbm.db.select().from(m.schema.donations).all();
const receiptMails = () =>
  m.dbm.db
    .select()
    .from(m.schema.mailOutbox)
    .all()
    .filter((r) => r.kind === "receipt");
const year = () => new Date().getUTCFullYear();

describe("telling us about a gift", () => {
  it.each([
    [{ amount: "0" }, "amount"],
    [{ amount: "5000.5" }, "amount"],
    [{ amount: "abc" }, "amount"],
    [{ givenOn: "2999-01-01" }, "givenOn"],
    [{ campaign: "nope-campaign" }, "campaign"],
    [{ method: "card" }, "method"],
    [{ reference: "" }, "reference"],
    [{ email: "not-an-email" }, "email"],
  ])("refuses %o with a 400 on %s, writing nothing", (extra, field) => {
    const before = gifts().length;
    try {
      m.pledge.recordPledge(pledgeOf(extra), { ip: ip(), lang: "en" });
      expect.unreachable();
    } catch (error) {
      const e = error as { status: number; fields?: Record<string, string> };
      expect(e.status).toBe(400);
      expect(Object.keys(e.fields ?? {})).toContain(field);
    }
    expect(gifts().length).toBe(before);
  });

  it("stores a pending pledge in the page's language; 5 000 and 5,000 are whole francs", () => {
    const gift = m.pledge.recordPledge(pledgeOf({ amount: "5,000", campaign: "" }), { ip: ip(), lang: "rw" });
    expect(gift).toMatchObject({ status: "pending", source: "pledge", amount: 5000, lang: "rw", campaignId: null });
    expect(gift.showName).toBe(false);
    expect(gift.receiptNumber).toBeNull();
  });

  it("a gift for an active campaign is kept with it; a draft or closed one is refused", () => {
    const campaign = (status: "active" | "draft" | "closed") =>
      m.dbm.db
        .insert(m.schema.campaigns)
        .values({ title: `C ${status}`, goal: 100_000, startsOn: "2026-01-01", status })
        .returning()
        .get();
    const active = campaign("active");
    const gift = m.pledge.recordPledge(pledgeOf({ campaign: active.id }), { ip: ip(), lang: "en" });
    expect(gift.campaignId).toBe(active.id);
    expect(m.pledge.campaignChoices("rw").map((c) => c.id)).toEqual([active.id]);
    for (const closed of [campaign("draft"), campaign("closed")])
      expect(() => m.pledge.recordPledge(pledgeOf({ campaign: closed.id }), { ip: ip(), lang: "en" })).toThrow(
        expect.objectContaining({ status: 400 }),
      );
  });

  it("rate-limits one address", () => {
    const from = ip();
    for (let i = 0; i < 10; i++) m.pledge.recordPledge(pledgeOf(), { ip: from, lang: "en" });
    expect(() => m.pledge.recordPledge(pledgeOf(), { ip: from, lang: "en" })).toThrow(
      expect.objectContaining({ status: 429 }),
    );
  });
});

describe("receipts", () => {
  it("numbers are sequential per year, given once, never reused after a void, and survive a restart", async () => {
    const a = m.pledge.recordPledge(pledgeOf({ email: "rw-donor@example.org" }), { ip: ip(), lang: "rw" });
    const b = m.pledge.recordPledge(pledgeOf({ email: "" }), { ip: ip(), lang: "en" });
    const first = m.actions.confirmGift(admin, a.id);
    expect(first.receiptNumber).toBe(`${year()}-00001`);
    // A second confirmation of the same gift does nothing (no new number, no second mail).
    expect(m.confirm.confirmDonation(a.id)).toBe(false);
    m.actions.voidGift(admin, a.id, { reason: "Bounced transfer" });
    expect(m.actions.confirmGift(admin, b.id).receiptNumber).toBe(`${year()}-00002`);

    // Restart: the modules and the database are opened again from the same file.
    vi.resetModules();
    m = await load();
    const c = m.pledge.recordPledge(pledgeOf({ email: "" }), { ip: ip(), lang: "en" });
    expect(m.actions.confirmGift(admin, c.id).receiptNumber).toBe(`${year()}-00003`);
    const numbers = gifts()
      .map((g) => g.receiptNumber)
      .filter(Boolean);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(gifts().find((g) => g.id === a.id)).toMatchObject({ status: "void", receiptNumber: `${year()}-00001` });
  });

  it("queues exactly one receipt e-mail, in the donor's language, with the link whose secret is stored hashed", () => {
    const mails = receiptMails().filter((r) => r.toAddress === "rw-donor@example.org");
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain(`${year()}-00001`);
    expect(mail.text).toContain("amafaranga y'u Rwanda ibihumbi bitanu");
    expect(mail.text).toContain("Aho bikenewe cyane");
    const secret = mail.text.match(/\/rw\/give\/receipt\/([A-Za-z0-9_-]+)/)![1]!;
    const gift = m.receipts.findByReceiptSecret(secret)!;
    expect(gift.receiptNumber).toBe(`${year()}-00001`);
    expect(gift.receiptSecretHash).not.toContain(secret);
    expect(m.receipts.receiptView(gift, "rw").void).toBe(true);
    expect(m.receipts.findByReceiptSecret("x".repeat(32))).toBeNull();
  });

  it("a MoMo gift cannot be confirmed or declined by hand; authors cannot record", () => {
    const momo = m.dbm.db
      .insert(m.schema.donations)
      .values({ amount: 100, method: "momo", source: "momo", phone: "250788123412" })
      .returning()
      .get();
    expect(() => m.actions.confirmGift(admin, momo.id)).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => m.actions.declineGift(admin, momo.id, { reason: "x" })).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    const p = m.pledge.recordPledge(pledgeOf(), { ip: ip(), lang: "en" });
    const author = addTestUser(m, "gifts-author", "author");
    expect(() => m.actions.confirmGift(author, p.id)).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => m.actions.declineGift(admin, p.id, { reason: " " })).toThrow(expect.objectContaining({ status: 400 }));
    expect(m.actions.declineGift(admin, p.id, { reason: "Not in our statement" }).status).toBe("declined");
  });

  it("staff enter a cash gift: confirmed at once with a receipt; every action is audited without contacts", () => {
    const gift = m.actions.enterGift(
      admin,
      pledgeOf({ method: "cash", reference: "", email: "cash@example.org", lang: "fr" }),
    );
    expect(gift.status).toBe("confirmed");
    expect(gift.receiptNumber).toMatch(/^\d{4}-\d{5}$/);
    const mail = receiptMails().find((r) => r.toAddress === "cash@example.org")!;
    expect(mail.text).toContain("cinq mille francs rwandais");
    const audit = m.dbm.db
      .select()
      .from(m.schema.auditLog)
      .all()
      .filter((a) => a.targetType === "donation");
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["donation.confirmed", "donation.voided", "donation.declined", "donation.entered"]),
    );
    const text = JSON.stringify(audit);
    expect(text).not.toContain("@example.org");
    expect(text).not.toContain("250788");
  });
});

describe("staff views", () => {
  const query = (q: Record<string, string> = {}) =>
    m.admin.readDonationQuery(new URL(`http://x/admin/donations?${new URLSearchParams(q)}`));

  it("an editor never gets phone or e-mail, nor a name the donor did not choose to show", () => {
    m.dbm.db
      .insert(m.schema.donations)
      .values({
        amount: 700,
        method: "momo",
        source: "momo",
        phone: "250788999912",
        donorName: "Hidden Donor",
        donorEmail: "hidden@example.org",
      })
      .run();
    const asEditor = m.admin.listDonations(query(), m.admin.viewerOf(editor));
    const json = JSON.stringify(asEditor.rows);
    expect(json).not.toContain("@example.org");
    expect(json).not.toContain("250788999912");
    expect(json).not.toContain("Hidden Donor");
    expect(json).toContain("25078•••••12");
    const csv = m.csv.donationsCsv(query(), m.admin.viewerOf(editor));
    expect(csv).not.toContain("@example.org");
    expect(csv).not.toContain("250788999912");
    expect(csv.split("\r\n")[0]).not.toContain("email");
    // Searching by a contact finds nothing for an editor, the gift for an admin.
    expect(m.admin.listDonations(query({ q: "hidden@example" }), m.admin.viewerOf(editor)).total).toBe(0);
    const asAdmin = m.admin.listDonations(query({ q: "hidden@example" }), m.admin.viewerOf(admin));
    expect(asAdmin.total).toBe(1);
    expect(asAdmin.rows[0]).toMatchObject({
      email: "hidden@example.org",
      phone: "250788999912",
      donorName: "Hidden Donor",
    });
    expect(m.csv.donationsCsv(query(), m.admin.viewerOf(admin))).toContain("hidden@example.org");
  });

  it("an admin finds a gift by its phone written any usual way; a reference's stray digits never match a phone", () => {
    m.dbm.db
      .insert(m.schema.donations)
      .values({ amount: 900, method: "momo", source: "momo", phone: "250788061555", reference: "MOMO-PHONE-1" })
      .run();
    const byAdmin = (q: string) => m.admin.listDonations(query({ q }), m.admin.viewerOf(admin)).rows;
    for (const q of ["0788 061 555", "+250-788-061-555", "(0788) 061555"]) {
      expect(byAdmin(q).map((g) => g.reference)).toContain("MOMO-PHONE-1");
    }
    // Digits 0, 6 and 1 appear in this reference and in the phone above: a search for the reference is not a phone.
    expect(byAdmin("EUR-mx0skroh-vhu61o").map((g) => g.reference)).not.toContain("MOMO-PHONE-1");
  });

  it("CSV cells a spreadsheet could run are defused", () => {
    m.actions.enterGift(admin, pledgeOf({ reference: '=HYPERLINK("http://evil")', name: "@SUM(A1)", showName: "on" }));
    const csv = m.csv.donationsCsv(query({ q: "HYPERLINK" }), m.admin.viewerOf(admin));
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(`"'@SUM(A1)"`);
    expect(m.csv.csvCell("-2+3")).toBe(`"'-2+3"`);
    expect(m.csv.csvCell("\tx")).toBe(`"'\tx"`);
  });

  it("months start at midnight on the site's clock (Kigali is UTC+2)", () => {
    expect(m.admin.monthStart(2026, 11, "Africa/Kigali").toISOString()).toBe("2026-10-31T22:00:00.000Z");
    expect(m.admin.monthStart(2027, 1, "UTC").toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("totals count confirmed gifts only, per campaign, month and method", () => {
    const t = m.admin.listDonations(query(), m.admin.viewerOf(editor)).totals;
    const confirmed = gifts().filter((g) => g.status === "confirmed");
    expect(t.amount).toBe(confirmed.reduce((s, g) => s + g.amount, 0));
    expect(t.byMethod.reduce((s, r) => s + r.amount, 0)).toBe(t.amount);
    expect(t.byMonth[0]!.key).toMatch(/^\d{4}-\d{2}$/);
  });
});

describe("donor privacy", () => {
  it("export lists gifts made with the verified e-mail; deletion erases the donor but keeps amount and receipt", () => {
    const donor = addTestUser(m, "giver", "user");
    const gift = m.actions.enterGift(
      admin,
      pledgeOf({ email: "giver@example.org", name: "Giver Person", amount: "25500" }),
    );
    expect(m.privacy.giftsExport(donor).map((g) => g.receiptNumber)).toEqual([gift.receiptNumber]);
    expect(m.privacy.giftsExport({ ...donor, isVerified: false })).toEqual([]);
    m.dbm.db.transaction((tx) => m.removal.removeUserInTx(tx, donor.id));
    const after = gifts().find((g) => g.id === gift.id)!;
    expect(after).toMatchObject({ amount: 25500, status: "confirmed", receiptNumber: gift.receiptNumber });
    expect(after.donorName).toBeNull();
    expect(after.donorEmail).toBeNull();
    expect(after.phone).toBeNull();
    expect(after.erasedAt).not.toBeNull();
  });

  it("a receipt still waiting in the outbox is taken back when the donor deletes their data", () => {
    const donor = addTestUser(m, "waiting-giver", "user");
    const { mailOutbox } = m.schema;
    const receiptsTo = () =>
      m.dbm.db
        .select()
        .from(mailOutbox)
        .all()
        .filter((r) => r.kind === "receipt" && r.toAddress === "waiting-giver@example.org");
    // The mail server is not reachable here: the receipt stays queued (or failed and retryable).
    m.actions.enterGift(admin, pledgeOf({ email: "waiting-giver@example.org", name: "Waiting Giver" }));
    expect(receiptsTo().map((r) => r.status)).toEqual([expect.stringMatching(/^(queued|failed)$/)]);
    m.dbm.db.transaction((tx) => m.removal.removeUserInTx(tx, donor.id));
    const [after] = receiptsTo();
    expect(after).toMatchObject({ status: "expired", text: "", html: "" });
    expect(after!.lastError).toMatch(/deleted their data/);
  });
});
