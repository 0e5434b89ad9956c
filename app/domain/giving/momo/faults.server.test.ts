import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { momoStack, type MomoStack } from "../../../../tests/unit/momo-stack";

/**
 * Issue 33: MTN hangs, recovers, and the job races the page. On a real SQLite file against the fake MTN server; the
 * provider's timeout is short (300 ms) so a hang is a timeout here.
 */
const stack = momoStack("momo-faults");
let fake: MomoStack["fake"];
let m: MomoStack["m"];
beforeAll(() => {
  ({ fake, m } = stack);
});
beforeEach(async () => {
  // A provider of its own per test: no token kept from the one before (a token hang must be met).
  const { setPaymentProviderForTests } = await import("~/domain/giving/payments/index.server");
  const { MtnMomoProvider } = await import("~/domain/giving/payments/mtn-momo.server");
  setPaymentProviderForTests(
    new MtnMomoProvider({
      apiUrl: fake.url,
      apiUser: fake.env.MOMO_API_USER,
      apiKey: fake.env.MOMO_API_KEY,
      subscriptionKey: fake.env.MOMO_SUBSCRIPTION_KEY,
      targetEnvironment: "sandbox",
      currency: "EUR",
      callbackUrl: "http://localhost/api/donations/momo-callback",
      timeoutMs: 300,
    }),
  );
  fake.revokeTokens();
});

const row = (id: string) => m.dbm.db.select().from(m.schema.donations).where(eq(m.schema.donations.id, id)).get()!;
const promptsTo = (phone: string) => fake.prompts.filter((p) => p.phone === phone);
const requestsFor = (phone: string) =>
  fake.requests.filter(
    (r) =>
      r.path === "/collection/v1_0/requesttopay" &&
      (r.body as { payer?: { partyId?: string } } | null)?.payer?.partyId === phone,
  );
let n = 0;
const client = () => ({ address: `10.1.0.${++n}`, key: `key-${n}`, heldGiftIds: [] as string[] });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A gift made `minutes` ago, as a clock would have it. */
const age = (id: string, ms: number) =>
  m.dbm.db
    .update(m.schema.donations)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(m.schema.donations.id, id))
    .run();

describe("a request to pay with no answer", () => {
  it("MTN took it but the answer was lost: pending and 'unconfirmed', a retry prompts nobody, then Thank you", async () => {
    fake.set({ phone: "250788100001", request: "slow", status: "PENDING" });
    const who = client();
    const first = await m.gifts.startMomoGift({ phone: "0788100001", amount: "5000" }, who, "en");
    expect(first.repeated).toBe(false);
    expect(await m.send.sendInProgress(first.gift.id)).toBe("unknown");
    const gift = row(first.gift.id);
    expect(gift).toMatchObject({ status: "pending", requestedAt: null, sendAttempts: 1 });
    expect(m.page.paymentView(gift, Date.now() + 10_000)).toMatchObject({ status: "pending", stage: "unconfirmed" });
    // The donor tries again (same browser: it holds the gift's token): the same gift, no second prompt.
    const again = await m.gifts.startMomoGift(
      { phone: "0788100001", amount: "5000" },
      { ...client(), heldGiftIds: [gift.id] },
      "en",
    );
    expect(again).toMatchObject({ repeated: true, token: first.token });
    // The status page asks MTN: it has the request; the donor approves.
    expect((await m.follow.followGift(gift.id))!.requestedAt).not.toBeNull();
    fake.set({ phone: "250788100001", status: "SUCCESSFUL" });
    expect(await m.follow.followGift(gift.id)).toMatchObject({
      status: "confirmed",
      receiptNumber: expect.any(String),
    });
    expect(promptsTo("250788100001")).toHaveLength(1);
    expect(
      m.dbm.db.select().from(m.schema.donations).where(eq(m.schema.donations.phone, "250788100001")).all(),
    ).toHaveLength(1);
  });

  it("the token endpoint hangs: the gift stays pending (never 'nothing charged'), is sent once MTN is back", async () => {
    fake.set({ token: "hang" });
    const { gift } = await m.gifts.startMomoGift({ phone: "0788100002", amount: "3000" }, client(), "en");
    expect(await m.send.sendInProgress(gift.id)).toBe("unknown");
    expect(row(gift.id)).toMatchObject({ status: "pending", sendAttempts: 0, failureReason: null });
    fake.set({ token: "ok" });
    age(gift.id, 25_000); // past the first request's time in flight
    expect(await m.follow.followGift(gift.id)).toMatchObject({ status: "pending", sendAttempts: 1 });
    expect(row(gift.id).requestedAt).not.toBeNull();
    expect(await m.follow.followGift(gift.id)).toMatchObject({ status: "confirmed" });
    expect(promptsTo("250788100002")).toHaveLength(1);
  });

  it("a token refused (MTN answered an error) before any send: failed, nothing was charged, and never sent later", async () => {
    fake.set({ token: "500" });
    const { gift } = await m.gifts.startMomoGift({ phone: "0788100003", amount: "3000" }, client(), "en");
    expect(await m.send.sendInProgress(gift.id)).toBe("refused");
    expect(row(gift.id)).toMatchObject({ status: "failed", failureReason: "provider-unavailable", sendAttempts: 0 });
    fake.set({ token: "ok" });
    age(gift.id, 60_000);
    await m.follow.followGift(gift.id);
    expect(await m.send.sendRequest(gift.id)).toBe("withdrawn");
    expect(requestsFor("250788100003")).toHaveLength(0);
  });
});

describe("after a crash mid-send", () => {
  it("MTN has none of the earlier sends and refuses the next: failed at once (nothing was charged: MTN said so)", async () => {
    fake.set({ phone: "250788100004", request: "500" });
    const id = "crashed-mid-send";
    m.dbm.db
      .insert(m.schema.donations)
      .values({
        id,
        amount: 4000,
        currency: "EUR",
        method: "momo",
        source: "momo",
        phone: "250788100004",
        provider: "mtn-momo",
        providerReference: crypto.randomUUID(),
        externalId: id,
        sendAttempts: 1, // on the wire when the process died: its fate unknown until MTN is asked
        createdAt: new Date(Date.now() - 60_000),
      })
      .run();
    expect(await m.follow.followGift(id)).toMatchObject({
      status: "failed",
      failureReason: "provider-unavailable",
      sendAttempts: 2,
    });
  });
});

describe("the job's batch racing the page", () => {
  it("a gift read into a batch, then failed, is not sent by the job", async () => {
    const { gift } = await m.gifts.startMomoGift({ phone: "0788100010", amount: "2000" }, client(), "en");
    await m.send.sendInProgress(gift.id);
    // A gift the job would send again (MTN does not know it), read into the batch...
    m.dbm.db
      .update(m.schema.donations)
      .set({ requestedAt: null, sendAttempts: 0, providerReference: crypto.randomUUID() })
      .where(eq(m.schema.donations.id, gift.id))
      .run();
    age(gift.id, 60_000);
    const batch = m.follow.giftsToFollow().filter((g) => g.id === gift.id);
    expect(batch).toHaveLength(1);
    // ...then failed by the page (what the donor was told) before the job reaches it.
    expect(m.send.failUnsent(gift.id, 0, "provider-unavailable")).toBe(true);
    const before = requestsFor("250788100010").length;
    await m.follow.followGift(batch[0]!);
    expect(row(gift.id)).toMatchObject({ status: "failed", failureReason: "provider-unavailable" });
    expect(requestsFor("250788100010")).toHaveLength(before);
  });

  it("a send waiting for a token while the gift is failed goes nowhere once the token comes", async () => {
    fake.set({ token: "hang" });
    const id = "race-token-gift";
    m.dbm.db
      .insert(m.schema.donations)
      .values({
        id,
        amount: 4000,
        currency: "EUR",
        method: "momo",
        source: "momo",
        phone: "250788100011",
        provider: "mtn-momo",
        providerReference: crypto.randomUUID(),
        externalId: id,
        createdAt: new Date(Date.now() - 60_000),
      })
      .run();
    const sending = m.send.sendRequest(id);
    await sleep(100);
    expect(m.send.failUnsent(id, 0, "never-sent")).toBe(true);
    fake.set({ token: "ok" });
    fake.release();
    expect(await sending).toBe("withdrawn");
    expect(requestsFor("250788100011")).toHaveLength(0);
    expect(row(id)).toMatchObject({ status: "failed", sendAttempts: 0 });
  });

  it("MTN's 'not found' is no proof once a send was claimed after the question: the gift is not failed", async () => {
    const id = "race-notfound-gift";
    m.dbm.db
      .insert(m.schema.donations)
      .values({
        id,
        amount: 4000,
        currency: "EUR",
        method: "momo",
        source: "momo",
        phone: "250788100012",
        provider: "mtn-momo",
        providerReference: crypto.randomUUID(),
        externalId: id,
        createdAt: new Date(Date.now() - 10 * 60_000),
      })
      .run();
    const read = row(id);
    expect(m.send.claimSend(id)).toBe(1);
    expect(m.send.failUnsent(id, read.sendAttempts, "never-sent")).toBe(false);
    expect(row(id).status).toBe("pending");
  });
});

describe("a repeat of an unsettled gift", () => {
  it("from another client sees nothing of it (409, a neutral message); a double tap of the same client is the same gift", async () => {
    fake.set({ phone: "250788100020", status: "PENDING" });
    const donor = client();
    const first = await m.gifts.startMomoGift(
      { phone: "0788100020", amount: "5000", email: "d@example.org" },
      donor,
      "en",
    );
    await m.send.sendInProgress(first.gift.id);
    const stranger = m.gifts.startMomoGift({ phone: "0788100020", amount: "5000" }, client(), "en");
    await expect(stranger).rejects.toMatchObject({
      status: 409,
      message:
        "A payment to this number is already waiting for approval. Approve or decline it on the phone; you can try again once it has ended.",
    });
    const tap = await m.gifts.startMomoGift(
      { phone: "0788100020", amount: "5000" },
      { ...donor, heldGiftIds: [] },
      "en",
    );
    expect(tap).toMatchObject({ repeated: true, token: first.token });
    // The same address and browser a minute later, without the cookie: no longer recognised.
    await expect(
      m.gifts.startMomoGift({ phone: "0788100020", amount: "5000" }, donor, "en", Date.now() + 60_000),
    ).rejects.toMatchObject({ status: 409 });
    // Another amount or campaign is another intent (the per-number limit still applies).
    const other = await m.gifts.startMomoGift({ phone: "0788100020", amount: "6000" }, client(), "en");
    expect(other.repeated).toBe(false);
    expect(promptsTo("250788100020")).toHaveLength(1);
    await m.send.sendInProgress(other.gift.id);
    expect(promptsTo("250788100020")).toHaveLength(2);
  });

  it("once the first gift has ended, the same intent is a new gift", async () => {
    fake.set({ phone: "250788100021", status: "FAILED:APPROVAL_REJECTED" });
    const first = await m.gifts.startMomoGift({ phone: "0788100021", amount: "5000" }, client(), "en");
    await m.send.sendInProgress(first.gift.id);
    expect((await m.follow.followGift(first.gift.id))!.status).toBe("failed");
    const second = await m.gifts.startMomoGift({ phone: "0788100021", amount: "5000" }, client(), "en");
    expect(second.repeated).toBe(false);
    expect(second.gift.id).not.toBe(first.gift.id);
  });
});

describe("the client's digest", () => {
  it("is kept only for the double tap's seconds: the job clears it", async () => {
    const { gift } = await m.gifts.startMomoGift({ phone: "0788100030", amount: "1000" }, client(), "en");
    await m.send.sendInProgress(gift.id);
    expect(row(gift.id).clientKey).toBe(`key-${n}`);
    age(gift.id, 11_000);
    const { momoJob } = await import("./job.server");
    await momoJob.run(new AbortController().signal);
    expect(row(gift.id).clientKey).toBeNull();
  });
});

describe("the status page's pace without JavaScript", () => {
  it("refreshes every 5 s, then 15 s, then 30 s as the gift ages", () => {
    expect([0, 59_000, 60_000, 299_000, 300_000, 3_600_000].map(m.page.refreshSecondsFor)).toEqual([
      5, 5, 15, 15, 30, 30,
    ]);
  });

  it("'Try again' keeps a well-formed campaign and an amount within the bounds, and nothing else", async () => {
    // The query is /give/pay's to read (its server half, decision 038).
    const { retryValues } = await import("~/routes/public/give-pay.server");
    const bounds = { min: 100, max: 2_000_000 };
    const read = (q: string) => retryValues(new URLSearchParams(q), bounds);
    expect(read("campaign=abc_DEF-1&amount=5000")).toEqual({ campaignId: "abc_DEF-1", amount: "5000" });
    expect(read("campaign=<script>&amount=5e3")).toEqual({ campaignId: null, amount: null });
    expect(read("amount=99")).toEqual({ campaignId: null, amount: null });
    expect(read("amount=2000001")).toEqual({ campaignId: null, amount: null });
    expect(retryValues(new URLSearchParams("amount=500"), null)).toEqual({ campaignId: null, amount: null });
  });
});
