// @ts-check
// A fake MTN MoMo Open API, Collection product, for the tests (issue 25): the token, request to pay and its status,
// as MTN documents them, with the answers the tests need chosen per phone number (or for every number):
//   request: "ok" (202) | "401" | "500" | "hang" (never answers, never gets it) | "slow" (takes the request, then
//            never answers: the answer is lost) — how POST /collection/v1_0/requesttopay answers
//   status:  "SUCCESSFUL" | "FAILED:<REASON>" | "PENDING" | "500" | "hang" — what GET …/requesttopay/{id} says
//   token:   "ok" | "500" | "hang" — how POST /collection/token/ answers (for every caller: a token names no phone)
// A held call ("hang", "slow") stays open until POST /__control/release, which answers each one as the fake now
// would (set the mode back first: a token held by "hang" then gets a token; a request held by "hang" is then taken
// and answered 202; one held by "slow" gets its 202), or until the caller gives up.
// It records every request it got (method, path, headers, body) so a test can assert one request per gift, and
// every prompt (a request to pay it took: a new reference id rings the phone once) for "no second prompt".
// Control (tests only, never MTN's): POST /__control {phone?, request?, status?, token?} · POST /__control/reset ·
// POST /__control/revoke-tokens (the next call with an old token gets 401) · POST /__control/release ·
// GET /__requests · GET /__prompts · POST /__control/callback {referenceId} (sends MTN's callback to the
// X-Callback-Url it was given).
import http from "node:http";
import { randomBytes } from "node:crypto";

export const FAKE_MOMO_CREDENTIALS = {
  MOMO_API_USER: "0f9a7c53-5b7e-4c2e-9a52-1d5f8c2b0a11",
  MOMO_API_KEY: "fake-api-key-0123456789",
  MOMO_SUBSCRIPTION_KEY: "fake-subscription-key-abcdef",
  MOMO_TARGET_ENVIRONMENT: "sandbox",
  MOMO_CURRENCY: "EUR",
};

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @typedef {{ request?: string, status?: string, token?: string }} Modes */

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** @param {{ port?: number, tokenSeconds?: number }} options */
export async function startFakeMomo({ port = 0, tokenSeconds = 3600 } = {}) {
  const creds = FAKE_MOMO_CREDENTIALS;
  /** @type {{ method: string, path: string, headers: Record<string, string | string[] | undefined>, body: unknown, at: number }[]} */
  const requests = [];
  const tokens = new Set();
  /** referenceId → { body, callbackUrl } */
  const transactions = new Map();
  const DEFAULTS = { request: "ok", status: "SUCCESSFUL", token: "ok" };
  let defaults = { ...DEFAULTS };
  /** @type {Map<string, Modes>} msisdn → { request?, status? } */
  let perPhone = new Map();
  /** @type {Map<ServerResponse, () => void>} Held calls: the response, and how to answer it when released. */
  const hanging = new Map();
  /** @type {{ referenceId: string, phone: string, amount: string, at: number }[]} */
  const prompts = [];

  const behaviour = (/** @type {string} */ phone) => ({ ...defaults, ...(perPhone.get(phone) ?? {}) });
  /**
   * @param {ServerResponse} res
   * @param {number} status
   * @param {unknown} [body]
   * @param {Record<string, string>} [headers]
   */
  const json = (res, status, body, headers = {}) => {
    res.writeHead(status, { "Content-Type": "application/json", ...headers });
    res.end(body === undefined ? "" : JSON.stringify(body));
  };
  /**
   * @param {ServerResponse} res
   * @param {() => void} release
   */
  const hang = (res, release) => {
    hanging.set(res, release);
    res.on("close", () => hanging.delete(res));
  };
  const bearerOk = (/** @type {IncomingMessage} */ req) =>
    tokens.has(String(req.headers.authorization ?? "").replace(/^Bearer /, ""));
  /**
   * @param {string} referenceId
   * @param {{ body: any }} t the request to pay as it came (its JSON body, as MTN would have kept it)
   */
  const statusBody = (referenceId, t) => {
    const b = t.body;
    const base = {
      amount: b.amount,
      currency: b.currency,
      externalId: b.externalId,
      payer: b.payer,
      payerMessage: b.payerMessage,
      payeeNote: b.payeeNote,
    };
    const mode = behaviour(b.payer?.partyId).status;
    if (mode === "SUCCESSFUL")
      return { ...base, financialTransactionId: `FT${referenceId.slice(0, 8)}`, status: "SUCCESSFUL" };
    if (mode.startsWith("FAILED"))
      return { ...base, status: "FAILED", reason: mode.split(":")[1] || "INTERNAL_PROCESSING_ERROR" };
    return { ...base, status: "PENDING" };
  };

  /** @param {IncomingMessage} req */
  async function readBody(req) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString("utf8");
    try {
      return text ? JSON.parse(text) : null;
    } catch {
      return text;
    }
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const body = await readBody(req);
    const path = url.pathname;
    if (path.startsWith("/__")) {
      if (path === "/__requests") return json(res, 200, requests);
      if (path === "/__prompts") return json(res, 200, prompts);
      if (path === "/__control/release") return json(res, 200, { ok: true, released: release() });
      if (path === "/__control/reset") {
        requests.length = 0;
        prompts.length = 0;
        transactions.clear();
        perPhone = new Map();
        defaults = { ...DEFAULTS };
        return json(res, 200, { ok: true });
      }
      if (path === "/__control/revoke-tokens") {
        tokens.clear();
        return json(res, 200, { ok: true });
      }
      if (path === "/__control/callback") {
        const t = transactions.get(body?.referenceId);
        if (!t) return json(res, 404, { ok: false });
        const answer = await fetch(t.callbackUrl, {
          method: "PUT",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(statusBody(body.referenceId, t)),
        });
        return json(res, 200, { ok: true, status: answer.status });
      }
      if (path === "/__control") {
        const { phone, ...rest } = body ?? {};
        if (phone) perPhone.set(phone, { ...(perPhone.get(phone) ?? {}), ...rest });
        else defaults = { ...defaults, ...rest };
        return json(res, 200, { ok: true });
      }
      return json(res, 404, {});
    }
    requests.push({ method: req.method ?? "", path, headers: { ...req.headers }, body, at: Date.now() });
    return respond(req, res, path, body);
  });

  /** MTN's part; `released`: a held call answered now (held by "hang": taken now; held by "slow": its 202). */
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} path
   * @param {any} body the caller's JSON, whatever it holds
   */
  function respond(req, res, path, body, released = "") {
    if (req.headers["ocp-apim-subscription-key"] !== creds.MOMO_SUBSCRIPTION_KEY)
      return json(res, 401, { statusCode: 401, message: "Access denied due to invalid subscription key." });

    if (req.method === "POST" && path === "/collection/token/") {
      const expected = `Basic ${Buffer.from(`${creds.MOMO_API_USER}:${creds.MOMO_API_KEY}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return json(res, 401, { error: "login_failed" });
      if (defaults.token === "hang" && !released) return hang(res, () => respond(req, res, path, body, "hang"));
      if (defaults.token === "500") return json(res, 500, { error: "internal_error" });
      const token = randomBytes(16).toString("hex");
      tokens.add(token);
      return json(res, 200, { access_token: token, token_type: "access_token", expires_in: tokenSeconds });
    }

    if (req.method === "POST" && path === "/collection/v1_0/requesttopay") {
      if (!bearerOk(req)) return json(res, 401, { code: "UNAUTHORIZED", message: "Invalid token" });
      if (req.headers["x-target-environment"] !== creds.MOMO_TARGET_ENVIRONMENT)
        return json(res, 400, { code: "INVALID_TARGET_ENVIRONMENT" });
      const referenceId = String(req.headers["x-reference-id"] ?? "");
      if (!UUID_V4.test(referenceId)) return json(res, 400, { code: "INVALID_REFERENCE_ID" });
      if (released === "slow") {
        res.writeHead(202);
        return res.end();
      }
      const mode = released === "hang" ? "ok" : behaviour(body?.payer?.partyId).request;
      if (mode === "hang") return hang(res, () => respond(req, res, path, body, "hang"));
      if (mode === "500") return json(res, 500, { code: "INTERNAL_PROCESSING_ERROR" });
      if (mode === "401") return json(res, 401, { code: "UNAUTHORIZED" });
      if (transactions.has(referenceId))
        return json(res, 409, { code: "RESOURCE_ALREADY_EXIST", message: "Duplicated reference id." });
      if (typeof body?.amount !== "string" || !body?.payer?.partyId || body.payer.partyIdType !== "MSISDN")
        return json(res, 400, { code: "INVALID_REQUEST" });
      transactions.set(referenceId, { body, callbackUrl: String(req.headers["x-callback-url"] ?? "") });
      prompts.push({ referenceId, phone: body.payer.partyId, amount: body.amount, at: Date.now() });
      if (mode === "slow") return hang(res, () => respond(req, res, path, body, "slow"));
      res.writeHead(202);
      return res.end();
    }

    const status = /^\/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(path);
    if (req.method === "GET" && status) {
      if (!bearerOk(req)) return json(res, 401, { code: "UNAUTHORIZED", message: "Invalid token" });
      const t = transactions.get(decodeURIComponent(status[1]));
      if (!t) return json(res, 404, { code: "RESOURCE_NOT_FOUND", message: "Requested resource was not found." });
      const mode = behaviour(t.body.payer?.partyId).status;
      if (mode === "hang") return hang(res, () => respond(req, res, path, body, "hang"));
      if (mode === "500") return json(res, 500, { code: "INTERNAL_PROCESSING_ERROR" });
      return json(res, 200, statusBody(decodeURIComponent(status[1]), t));
    }
    return json(res, 404, { code: "RESOURCE_NOT_FOUND" });
  }

  /** Answers every held call as the fake now would. */
  function release() {
    const held = [...hanging.values()];
    hanging.clear();
    for (const answer of held) answer();
    return held.length;
  }

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  return {
    url,
    requests,
    prompts,
    /** Answers every held call as the fake now would (see the top of this file); returns how many. */
    release,
    /** Sets how the fake answers, for one number or (without `phone`) for every number. */
    /** @param {Modes & { phone?: string }} options */
    set(options) {
      const { phone, ...rest } = options;
      if (phone) perPhone.set(phone, { ...(perPhone.get(phone) ?? {}), ...rest });
      else defaults = { ...defaults, ...rest };
    },
    revokeTokens: () => tokens.clear(),
    env: { MOMO_API_URL: url, ...creds },
    async close() {
      for (const res of hanging.keys()) res.destroy();
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// `node scripts/harness/fake-momo.mjs [port]`: run it by hand (prints the MOMO_* variables to use).
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeMomo({ port: Number(process.argv[2] ?? 0) });
  console.log(
    Object.entries(fake.env)
      .map(([k, v]) => `${k}=${v}`)
      .join("\n"),
  );
}
