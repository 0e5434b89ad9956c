import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_MOMO_CREDENTIALS, startFakeMomo } from "../../../../scripts/harness/fake-momo.mjs";
import { MtnMomoProvider } from "./mtn-momo.server";
import { ProviderUnavailableError } from "./provider";

type Fake = Awaited<ReturnType<typeof startFakeMomo>>;
let fake: Fake;
const config = (timeoutMs = 2000) => ({
  apiUrl: fake.url,
  apiUser: FAKE_MOMO_CREDENTIALS.MOMO_API_USER,
  apiKey: FAKE_MOMO_CREDENTIALS.MOMO_API_KEY,
  subscriptionKey: FAKE_MOMO_CREDENTIALS.MOMO_SUBSCRIPTION_KEY,
  targetEnvironment: "sandbox",
  currency: "EUR",
  callbackUrl: "http://localhost:9/api/donations/momo-callback",
  timeoutMs,
});
const client = (timeoutMs = 2000) => new MtnMomoProvider(config(timeoutMs));
const request = (msisdn = "250788123456", referenceId = crypto.randomUUID()) => ({
  referenceId,
  externalId: "gift-1",
  amount: 5000,
  currency: "EUR",
  msisdn,
  payerMessage: "Gift to YOH",
  payeeNote: "Gift gift-1",
});
const control = (body: object) =>
  fetch(`${fake.url}/__control`, { method: "POST", body: JSON.stringify(body) }).then((r) => r.json());

beforeAll(async () => {
  fake = await startFakeMomo();
});
afterAll(() => fake.close());
beforeEach(async () => {
  await fetch(`${fake.url}/__control/reset`, { method: "POST" });
});

describe("MTN MoMo Collection client (issue 25)", () => {
  it("asks a token with Basic auth and the subscription key, and keeps it for later calls", async () => {
    const momo = client();
    const ref = crypto.randomUUID();
    expect(await momo.requestToPay(request("250788123456", ref))).toBe("accepted");
    expect(await momo.status(ref)).toEqual({ status: "SUCCESSFUL", financialTransactionId: `FT${ref.slice(0, 8)}` });
    const tokenCalls = fake.requests.filter((r) => r.path === "/collection/token/");
    expect(tokenCalls).toHaveLength(1);
    const basic = Buffer.from(`${FAKE_MOMO_CREDENTIALS.MOMO_API_USER}:${FAKE_MOMO_CREDENTIALS.MOMO_API_KEY}`).toString(
      "base64",
    );
    expect(tokenCalls[0]!.headers.authorization).toBe(`Basic ${basic}`);
    expect(tokenCalls[0]!.headers["ocp-apim-subscription-key"]).toBe(FAKE_MOMO_CREDENTIALS.MOMO_SUBSCRIPTION_KEY);
  });

  it("sends request to pay exactly as MTN documents it", async () => {
    const ref = crypto.randomUUID();
    await client().requestToPay(request("250788123456", ref));
    const call = fake.requests.find((r) => r.path === "/collection/v1_0/requesttopay")!;
    expect(call.method).toBe("POST");
    expect(call.headers["x-reference-id"]).toBe(ref);
    expect(call.headers["x-target-environment"]).toBe("sandbox");
    expect(call.headers["x-callback-url"]).toBe("http://localhost:9/api/donations/momo-callback");
    expect(call.headers["ocp-apim-subscription-key"]).toBe(FAKE_MOMO_CREDENTIALS.MOMO_SUBSCRIPTION_KEY);
    expect(String(call.headers.authorization)).toMatch(/^Bearer [0-9a-f]{32}$/);
    expect(call.body).toEqual({
      amount: "5000",
      currency: "EUR",
      externalId: "gift-1",
      payer: { partyIdType: "MSISDN", partyId: "250788123456" },
      payerMessage: "Gift to YOH",
      payeeNote: "Gift gift-1",
    });
  });

  it("reads PENDING, FAILED with its reason, and an unknown reference as NOT_FOUND", async () => {
    const momo = client();
    await control({ phone: "250788000001", status: "PENDING" });
    await control({ phone: "250788000002", status: "FAILED:APPROVAL_REJECTED" });
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    await momo.requestToPay(request("250788000001", a));
    await momo.requestToPay(request("250788000002", b));
    expect(await momo.status(a)).toEqual({ status: "PENDING" });
    expect(await momo.status(b)).toEqual({ status: "FAILED", reason: "APPROVAL_REJECTED" });
    expect(await momo.status(crypto.randomUUID())).toEqual({ status: "NOT_FOUND" });
  });

  it("a second send of the same reference id is MTN's 409: a duplicate, not a second prompt", async () => {
    const momo = client();
    const ref = crypto.randomUUID();
    expect(await momo.requestToPay(request("250788123456", ref))).toBe("accepted");
    expect(await momo.requestToPay(request("250788123456", ref))).toBe("duplicate");
  });

  it("on a 401 gets a new token and tries once more", async () => {
    const momo = client();
    await momo.requestToPay(request());
    fake.revokeTokens();
    expect(await momo.requestToPay(request())).toBe("accepted");
    expect(fake.requests.filter((r) => r.path === "/collection/token/")).toHaveLength(2);
  });

  it("a 401 that persists, a 500 and a hang are 'provider unavailable', the hang after the timeout", async () => {
    const momo = client(300);
    await control({ phone: "250788000003", request: "401" });
    await expect(momo.requestToPay(request("250788000003"))).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(fake.requests.filter((r) => r.path === "/collection/v1_0/requesttopay")).toHaveLength(2);
    await control({ phone: "250788000004", request: "500" });
    await expect(momo.requestToPay(request("250788000004"))).rejects.toMatchObject({ kind: "server" });
    await control({ phone: "250788000005", request: "hang" });
    const started = Date.now();
    await expect(momo.requestToPay(request("250788000005"))).rejects.toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("keeps a token only until shortly before it expires", async () => {
    const short = await startFakeMomo({ tokenSeconds: 30 });
    try {
      const momo = new MtnMomoProvider({ ...config(), apiUrl: short.url });
      await momo.requestToPay(request());
      await momo.requestToPay(request());
      // 30 s is inside the minute's margin: every call needs a new token.
      expect(short.requests.filter((r) => r.path === "/collection/token/")).toHaveLength(2);
    } finally {
      await short.close();
    }
  });

  it("a wrong API key gets no token: refused, and nothing is sent", async () => {
    const momo = new MtnMomoProvider({ ...config(), apiKey: "wrong" });
    await expect(momo.requestToPay(request())).rejects.toMatchObject({ kind: "refused" });
    expect(fake.requests.filter((r) => r.path === "/collection/v1_0/requesttopay")).toHaveLength(0);
  });
});
