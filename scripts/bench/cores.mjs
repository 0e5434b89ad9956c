// @ts-check
// Issue 40, part 2 (docs/decisions/043): every core at work. Signed-in pages at 50 connections where each
// connection is a different reader with their own cookie, every answer checked to be that reader's page (their name
// in the header), so a splice that mixed two people up would show as "wrong", not as speed.
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { GENERATED_PASSWORD } from "./generate-large-site.mjs";

/** @typedef {{ name: string, cookie: string }} Person */

const escapeHtml = (/** @type {string} */ text) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/**
 * `count` verified readers of the generated site, signed in through the JSON login, each from its own address.
 * @param {{ base: string }} server @param {string} dataDir @param {number} count
 * @returns {Promise<Person[]>}
 */
export async function signedInReaders(server, dataDir, count) {
  const db = new Database(path.join(dataDir, "app.db"), { readonly: true });
  const rows = /** @type {{ email: string, name: string }[]} */ (
    db
      .prepare("select email, name from users where role = 'user' and is_verified = 1 order by email limit ?")
      .all(count)
  );
  db.close();
  return Promise.all(
    rows.map(async ({ email, name }, i) => {
      const res = await fetch(`${server.base}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.base, "X-Forwarded-For": `10.40.0.${i + 1}` },
        body: JSON.stringify({ email, password: GENERATED_PASSWORD }),
      });
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      if (!res.ok || !cookie) throw new Error(`signing in ${i} failed: ${res.status}`);
      return { name, cookie };
    }),
  );
}

/**
 * autocannon on `url` with one reader per connection; `wrong` counts answers that are not that reader's page.
 * @param {string} url @param {Person[]} people
 * @param {{ connections: number, seconds: number }} options
 */
export async function perPersonLoad(url, people, { connections, seconds }) {
  let next = 0;
  let wrong = 0;
  // setupClient is autocannon's (lib/httpClient.js), missing from its types.
  /** @typedef {import("node:events").EventEmitter & { setHeaders: (h: Record<string, string>) => void }} Client */
  const options = {
    url,
    connections,
    duration: seconds,
    /** @param {Client} client */
    setupClient(client) {
      const person = people[next++ % people.length];
      const name = Buffer.from(escapeHtml(person.name));
      client.setHeaders({ cookie: person.cookie });
      /** @type {Buffer[]} */
      let chunks = [];
      // The parser's chunks (copied: its buffer is reused); whole once the response is.
      client.on("body", (/** @type {Buffer} */ chunk) => chunks.push(Buffer.from(chunk)));
      client.on("response", () => {
        if (!Buffer.concat(chunks).includes(name)) wrong++;
        chunks = [];
      });
    },
  };
  const result = await autocannon(/** @type {import("autocannon").Options} */ (/** @type {unknown} */ (options)));
  const bad = result.non2xx + result.errors + result.timeouts;
  const p99 = result.latency.totalCount > 0 ? result.latency.p99 : Infinity;
  return { rps: result.requests.average, p99, bad, wrong, requests: result.requests.total };
}
