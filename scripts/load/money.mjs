// @ts-check
// `npm run moneytest` (issue 33): 40 donors (MONEY_DONORS) give with MTN MoMo at once against the production build
// and the fake MTN, with faults: answers lost, requests never taken until MTN recovers, refusals, declines, approvals
// that come late, the token endpoint hanging for a while, and the server killed (kill -9) once mid-run and restarted
// on the same data. Donors act as the pages tell them: a gift with no answer is asked again (the same phone and
// amount, their cookie kept), an acknowledged one is followed through its status link until it ends. Then every gift
// in the database is reconciled with the fake MTN's truth (its prompts and what each phone answered) and no phone may
// have been prompted twice. Exit code 1 on any mismatch. Ports: MONEY_PORT (4900) and the fake at MONEY_PORT+30.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { ensureBuild, exitOnSignals, ProductionServer } from "../harness/production-server.mjs";
import { startFakeMomo } from "../harness/fake-momo.mjs";
import { addressOf } from "./http.mjs";

const DONORS = Number(process.env.MONEY_DONORS || 40);
const PORT = Number(process.env.MONEY_PORT || 4900);
const FOLLOW_FOR_MS = Number(process.env.MONEY_FOLLOW_SECONDS || 180) * 1000;
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * What MTN does for each donor's phone, in turn: the mix of faults.
 * @type {{ name: string, request: string, status: string, recoverAfterMs?: number, approveAfterMs?: number }[]}
 */
const SCENARIOS = [
  { name: "approved", request: "ok", status: "SUCCESSFUL" },
  { name: "answer lost, approved", request: "slow", status: "SUCCESSFUL" },
  { name: "not taken until MTN recovers, approved", request: "hang", status: "SUCCESSFUL", recoverAfterMs: 25_000 },
  { name: "approved late", request: "ok", status: "PENDING", approveAfterMs: 12_000 },
  { name: "declined on the phone", request: "ok", status: "FAILED:APPROVAL_REJECTED" },
  { name: "refused by MTN (500)", request: "500", status: "SUCCESSFUL" },
  { name: "answer lost, declined", request: "slow", status: "FAILED:NOT_ENOUGH_FUNDS" },
  { name: "approved", request: "ok", status: "SUCCESSFUL" },
];

exitOnSignals();
ensureBuild();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "yoh-moneytest-"));
const dataDir = path.join(workDir, "data");
fs.mkdirSync(dataDir);
const fake = await startFakeMomo({ port: PORT + 30 });
const server = new ProductionServer({
  port: PORT,
  dataDir,
  logFile: path.join(workDir, "server.log"),
  env: {
    APP_MODE: "local",
    APP_URL: `http://localhost:${PORT}`,
    SEED_DEMO: "false",
    TRUST_PROXY: "true",
    SESSION_SECRET: "moneytest-secret-0123456789abcdef",
    LOG_LEVEL: "warn",
    ...fake.env,
  },
});
console.log(`money test: ${DONORS} donors against ${server.base}, fake MTN ${fake.url}; data ${dataDir}`);
await server.start();
const t0 = Date.now();
const at = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

/** @type {Record<"ack" | "repeat" | "refused" | "noAnswer" | "s5xx" | "other", number>} */
const answers = { ack: 0, repeat: 0, refused: 0, noAnswer: 0, s5xx: 0, other: 0 };
let serverDown = false;

/** One donor: give, follow, and give again only while the outcome of the first is unknown (as the page says). */
/**
 * @param {number} i
 * @returns {Promise<{ i: number, phone: string, scenario: string, posts: number[], seen: string | null }>}
 */
async function donor(i) {
  const phone = `25078${String(3000000 + i).padStart(7, "0")}`;
  const amount = 1000 + i * 10;
  const scenario = SCENARIOS[i % SCENARIOS.length];
  fake.set({ phone, request: scenario.request, status: scenario.status });
  if (scenario.recoverAfterMs) setTimeout(() => fake.set({ phone, request: "ok" }), scenario.recoverAfterMs);
  if (scenario.approveAfterMs) setTimeout(() => fake.set({ phone, status: "SUCCESSFUL" }), scenario.approveAfterMs);
  const headers = { "content-type": "application/json", "x-forwarded-for": addressOf(1000 + i), "user-agent": `d${i}` };
  let cookie = "";
  /** @type {string | null} */
  let statusApi = null;
  /** @type {Awaited<ReturnType<typeof donor>>} */
  const result = { i, phone, scenario: scenario.name, posts: [], seen: null };
  await sleep(Math.random() * 24_000); // donors arrive over the faults below

  for (let attempt = 0; attempt < 20 && !statusApi; attempt++) {
    try {
      const res = await fetch(`${server.base}/api/donations/momo`, {
        method: "POST",
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ phone: `0${phone.slice(3)}`, amount }),
        signal: AbortSignal.timeout(30_000),
      });
      const set = res.headers.getSetCookie().find((c) => c.includes("Path=/api/donations/momo"));
      if (set) cookie = set.split(";")[0];
      const body = await res.json().catch(() => null);
      result.posts.push(res.status);
      if (res.status === 202 || res.status === 200) {
        answers[res.status === 202 ? "ack" : "repeat"]++;
        statusApi = body.data.statusApi;
      } else if (res.status >= 500) {
        answers.s5xx++;
        await sleep(2000);
      } else {
        answers.refused++; // 409: a payment to this number waits (a lost answer's gift, seen by a new client)
        break;
      }
    } catch {
      answers.noAnswer++;
      result.posts.push(0);
      await sleep(1000 + Math.random() * 2000); // the server is down (or slow): ask again, as a donor would
    }
  }
  // Some donors press "Pay" again while their gift is pending: it must be the same gift, no new prompt.
  if (statusApi && i % 5 === 0) {
    const again = await fetch(`${server.base}/api/donations/momo`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ phone: `0${phone.slice(3)}`, amount }),
    }).catch(() => null);
    if (again) result.posts.push(again.status);
    answers[again?.status === 200 ? "repeat" : again ? "other" : "noAnswer"]++;
  }
  const until = Date.now() + FOLLOW_FOR_MS;
  while (statusApi && Date.now() < until) {
    await sleep(2000);
    if (serverDown) continue;
    const res = await fetch(statusApi, { headers, signal: AbortSignal.timeout(20_000) }).catch(() => null);
    const status = res?.ok ? (await res.json()).data.status : null;
    if (status && status !== "pending") {
      result.seen = status;
      break;
    }
  }
  return result;
}

const running = Array.from({ length: DONORS }, (_, i) => donor(i));
// Faults beside the donors: the token endpoint hangs for a while (old tokens revoked, so a new one is needed), and
// the server is killed once while gifts are being written and sent.
const faults = (async () => {
  await sleep(4000);
  fake.set({ token: "hang" });
  fake.revokeTokens();
  console.log(`${at()}: MTN's token endpoint hangs`);
  await sleep(8000);
  fake.set({ token: "ok" });
  console.log(`${at()}: token endpoint back (${fake.release()} held calls answered)`);
  for (const when of [3000, 6000]) {
    await sleep(when);
    serverDown = true;
    await server.kill9();
    console.log(`${at()}: kill -9`);
    await server.start();
    serverDown = false;
    console.log(`${at()}: the server answers again`);
  }
})();
const results = await Promise.all(running);
await faults;
console.log(`${at()}: every donor has finished; stopping the server`);
await server.stop();

// Reconciliation: the database against the fake MTN's truth.
const db = new Database(path.join(dataDir, "app.db"), { readonly: true });
/**
 * @typedef {{ id: string, phone: string, status: string, provider_reference: string, receipt_number: string | null,
 *   failure_reason: string | null }} Gift
 */
const gifts = /** @type {Gift[]} */ (db.prepare("select * from donations where method = 'momo'").all());
db.close();
/** @type {Map<string, unknown[]>} */
const promptsByPhone = new Map();
for (const p of fake.prompts) promptsByPhone.set(p.phone, [...(promptsByPhone.get(p.phone) ?? []), p]);
/** MTN's truth, asked of the fake as the site asks MTN (token, then the status of each reference id). */
const creds = `${fake.env.MOMO_API_USER}:${fake.env.MOMO_API_KEY}`;
const mtnHeaders = { "Ocp-Apim-Subscription-Key": fake.env.MOMO_SUBSCRIPTION_KEY };
const token = (
  await (
    await fetch(`${fake.url}/collection/token/`, {
      method: "POST",
      headers: { ...mtnHeaders, Authorization: `Basic ${Buffer.from(creds).toString("base64")}` },
    })
  ).json()
).access_token;
/** @param {string} reference @returns {Promise<string>} */
async function mtnTruth(reference) {
  const res = await fetch(`${fake.url}/collection/v1_0/requesttopay/${reference}`, {
    headers: { ...mtnHeaders, Authorization: `Bearer ${token}`, "X-Target-Environment": "sandbox" },
  });
  return res.status === 404 ? "none" : (await res.json()).status;
}
/** @type {string[]} */
const problems = [];
/** @type {Record<string, number>} */
const counts = { confirmed: 0, failed: 0, expired: 0, pending: 0 };
for (const g of gifts) {
  counts[g.status] = (counts[g.status] ?? 0) + 1;
  const scenario = results.find((r) => r.phone === g.phone)?.scenario;
  const mtnSays = await mtnTruth(g.provider_reference);
  const fine =
    (g.status === "confirmed" && mtnSays === "SUCCESSFUL" && g.receipt_number) ||
    (g.status === "failed" && mtnSays !== "SUCCESSFUL") ||
    (g.status === "expired" && mtnSays !== "SUCCESSFUL") ||
    (g.status === "pending" && mtnSays === "PENDING");
  if (!fine) problems.push(`gift ${g.id} (${scenario}): ${g.status}/${g.failure_reason} but MTN says ${mtnSays}`);
}
for (const [phone, list] of promptsByPhone)
  if (list.length > 1) problems.push(`phone …${phone.slice(-4)} prompted ${list.length} times`);
// A donor may give again once a gift has ended (refused, declined): never two confirmed gifts for one intent here.
/** @type {Map<string, number>} */
const confirmedPerPhone = new Map();
for (const g of gifts.filter((x) => x.status === "confirmed"))
  confirmedPerPhone.set(g.phone, (confirmedPerPhone.get(g.phone) ?? 0) + 1);
for (const [phone, n] of confirmedPerPhone) if (n > 1) problems.push(`phone …${phone.slice(-4)}: ${n} confirmed gifts`);
const acknowledged = results.filter((r) => r.posts.some((s) => s === 202 || s === 200));
for (const r of acknowledged)
  if (!gifts.some((g) => g.phone === r.phone)) problems.push(`donor ${r.i}: acknowledged, no gift in the database`);
const toldEnded = results.filter((r) => r.seen);
for (const r of toldEnded) {
  const g = gifts.find((x) => x.phone === r.phone);
  if (g && g.status !== r.seen) problems.push(`donor ${r.i} was shown ${r.seen}, the gift is ${g.status}`);
}

console.log(`\nanswers to POST /api/donations/momo: ${JSON.stringify(answers)}`);
console.log(
  `gifts in the database: ${gifts.length} (${JSON.stringify(counts)}); acknowledged donors ${acknowledged.length}`,
);
console.log(
  `prompts MTN received: ${fake.prompts.length} on ${promptsByPhone.size} phones; requests to pay sent: ${
    fake.requests.filter((r) => r.path === "/collection/v1_0/requesttopay").length
  }`,
);
console.log(
  `donors who saw their gift end: ${toldEnded.length}; still pending when they stopped following: ${counts.pending ?? 0}`,
);
/** @type {Record<string, number>} */
const byScenario = {};
for (const r of results)
  byScenario[`${r.scenario} → ${r.seen ?? "not ended"}`] =
    (byScenario[`${r.scenario} → ${r.seen ?? "not ended"}`] ?? 0) + 1;
for (const [k, n] of Object.entries(byScenario)) console.log(`  ${n} × ${k}`);
console.log(
  problems.length
    ? `\nMISMATCHES (${problems.length}):\n  ${problems.slice(0, 20).join("\n  ")}`
    : "\nreconciled: every gift matches MTN's truth; no phone prompted twice",
);
await fake.close();
if (!problems.length && !process.env.MONEY_KEEP_DATA) fs.rmSync(workDir, { recursive: true, force: true });
else console.log(`kept ${workDir}`);
process.exit(problems.length ? 1 : 0);
