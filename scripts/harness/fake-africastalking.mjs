// @ts-check
// A fake Africa's Talking SMS API for the tests (issue 38): POST /version1/messaging as Africa's Talking documents it
// (form fields username, to, message, from; the key in the apiKey header; JSON answer SMSMessageData.Recipients with
// statusCode, status, messageId, cost), answering per number as a test steers it:
//   mode: "101" (Sent, default) | "403" (InvalidPhoneNumber) | "405" (InsufficientBalance) | "500" (HTTP 500) |
//         "hang" (never answers)
// It records every message it took (to, message, from, the key it was given) so a test reads the texts a number got.
// Control (tests only): POST /__control {to?, mode} (no `to`: every number) · POST /__control/reset ·
// GET /__messages · POST /__control/release (answers held calls as the fake now would).
import http from "node:http";
import { randomBytes } from "node:crypto";

export const FAKE_AT_CREDENTIALS = {
  AFRICASTALKING_USERNAME: "sandbox",
  AFRICASTALKING_API_KEY: "atsk_fake_key_0123456789",
};

const STATUS = /** @type {Record<string, string>} */ ({
  101: "Success",
  403: "InvalidPhoneNumber",
  405: "InsufficientBalance",
});

/** @param {{ port?: number, cost?: string }} options */
export async function startFakeAfricasTalking({ port = 0, cost = "RWF 20.0000" } = {}) {
  /** @type {{ to: string, message: string, from: string | null, apiKey: string, username: string, messageId: string, at: number }[]} */
  let messages = [];
  let fallback = "101";
  /** @type {Map<string, string>} */
  let perNumber = new Map();
  /** @type {Set<() => void>} */
  const held = new Set();
  let costNow = cost;

  const read = (/** @type {http.IncomingMessage} */ req) =>
    new Promise((resolve) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => resolve(body));
    });
  const json = (/** @type {http.ServerResponse} */ res, /** @type {number} */ status, /** @type {unknown} */ body) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const body = /** @type {string} */ (await read(req));
    if (req.method === "POST" && url.pathname === "/__control") {
      const { to, mode } = JSON.parse(body || "{}");
      if (to) perNumber.set(to, mode);
      else fallback = mode;
      return json(res, 200, { ok: true });
    }
    if (req.method === "POST" && url.pathname === "/__control/cost") {
      costNow = JSON.parse(body || "{}").cost ?? cost;
      return json(res, 200, { ok: true });
    }
    if (req.method === "POST" && url.pathname === "/__control/reset") {
      messages = [];
      perNumber = new Map();
      fallback = "101";
      costNow = cost;
      return json(res, 200, { ok: true });
    }
    if (req.method === "POST" && url.pathname === "/__control/release") {
      for (const answer of held) answer();
      held.clear();
      return json(res, 200, { ok: true });
    }
    if (req.method === "GET" && url.pathname === "/__messages") return json(res, 200, messages);
    if (req.method !== "POST" || url.pathname !== "/version1/messaging") return json(res, 404, { error: "not found" });
    const apiKey = String(req.headers.apikey ?? "");
    const form = new URLSearchParams(body);
    if (
      apiKey !== FAKE_AT_CREDENTIALS.AFRICASTALKING_API_KEY ||
      form.get("username") !== FAKE_AT_CREDENTIALS.AFRICASTALKING_USERNAME
    ) {
      res.writeHead(401, { "Content-Type": "text/plain" });
      return res.end("The supplied authentication is invalid");
    }
    const to = form.get("to") ?? "";
    const answer = () => {
      const mode = perNumber.get(to) ?? fallback;
      if (mode === "500") return json(res, 500, { error: "Internal Server Error" });
      const messageId = mode === "101" ? `ATXid_${randomBytes(12).toString("hex")}` : "None";
      if (mode === "101")
        messages.push({
          to,
          message: form.get("message") ?? "",
          from: form.get("from"),
          apiKey,
          username: form.get("username") ?? "",
          messageId,
          at: Date.now(),
        });
      json(res, 201, {
        SMSMessageData: {
          Message: mode === "101" ? "Sent to 1/1 Total Cost: " + costNow : "Sent to 0/1 Total Cost: 0",
          Recipients: [
            {
              statusCode: Number(mode),
              number: to,
              status: STATUS[mode] ?? "Failed",
              cost: mode === "101" ? costNow : "0",
              messageId,
            },
          ],
        },
      });
    };
    if ((perNumber.get(to) ?? fallback) === "hang") {
      held.add(() => {
        perNumber.delete(to);
        if (fallback === "hang") fallback = "101";
        answer();
      });
      return;
    }
    answer();
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  return {
    url,
    messages: () => messages,
    steer: (/** @type {string | undefined} */ to, /** @type {string} */ mode) =>
      to ? perNumber.set(to, mode) : (fallback = mode),
    reset: () => {
      messages = [];
      perNumber = new Map();
      fallback = "101";
    },
    close: () =>
      new Promise((resolve) => {
        for (const answer of held) answer();
        held.clear();
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
