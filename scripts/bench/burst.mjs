// @ts-check
// Issue 28: guests' p99 while a burst of clients log in and sign up at once. Every login and sign-up costs one
// bcrypt hash (cost 10, 100-250 ms of CPU); on the main thread they stalled every page, in the worker pool they
// should not. The server runs with TRUST_PROXY=true here, so each client's X-Forwarded-For is its own address and
// the per-IP limits (20 failed logins, 10 sign-ups an hour) do not turn the burst into cheap 429s.
import path from "node:path";
import Database from "better-sqlite3";
import { GENERATED_PASSWORD } from "./generate-large-site.mjs";
import { load } from "./measure.mjs";

/**
 * `count` verified readers of the generated site (they all share GENERATED_PASSWORD).
 * @param {string} dataDir
 * @param {number} count
 * @returns {string[]}
 */
function readerEmails(dataDir, count) {
  const db = new Database(path.join(dataDir, "app.db"), { readonly: true });
  const rows = /** @type {{ email: string }[]} */ (
    db.prepare("select email from users where role = 'user' and is_verified = 1 limit ?").all(count)
  );
  db.close();
  return rows.map((r) => r.email);
}

/**
 * `clients` clients, half logging in with the right password and half signing up, each one request after another,
 * while autocannon loads `guestUrl` with `connections` guests for `seconds`. Returns the guests' figures and the
 * count of answers the burst got (an auth answer other than 200/201 is counted as bad).
 * @param {{ base: string }} server
 * @param {string} dataDir
 * @param {string} guestUrl
 * @param {{ clients?: number, connections?: number, seconds?: number }} [options]
 */
export async function burstLoad(server, dataDir, guestUrl, { clients = 20, connections = 50, seconds = 5 } = {}) {
  const emails = readerEmails(dataDir, clients);
  // The guests' page warm first, as in the load step: the figure is guests during a burst, not a cold render.
  for (let i = 0; i < 3; i++) await (await fetch(server.base + guestUrl)).arrayBuffer();
  // A sign-up address may create 10 accounts an hour: a new address for every nine.
  const headers = (/** @type {number} */ i, /** @type {number} */ n) => ({
    "Content-Type": "application/json",
    Origin: server.base,
    "X-Forwarded-For": `10.${28 + Math.floor(n / 9 / 250)}.${Math.floor(n / 9) % 250}.${i + 1}`,
  });
  let stop = false;
  const counts = { login: 0, signup: 0, bad: 0 };
  const client = async (/** @type {number} */ i) => {
    for (let n = 0; !stop; n++) {
      const signup = i % 2 === 1;
      const body = signup
        ? {
            name: `Burst Reader ${i} ${n}`,
            email: `burst${i}.${n}.${Date.now()}@example.org`,
            password: "Burst#reader2026",
          }
        : { email: emails[i % emails.length], password: GENERATED_PASSWORD };
      const res = await fetch(`${server.base}/api/auth/${signup ? "signup" : "login"}`, {
        method: "POST",
        headers: headers(i, n),
        body: JSON.stringify(body),
      }).catch(() => null);
      await res?.arrayBuffer();
      if (!res || (res.status !== 200 && res.status !== 201)) counts.bad++;
      else counts[signup ? "signup" : "login"]++;
    }
  };
  const burst = Array.from({ length: clients }, (_, i) => client(i));
  // Let the burst start before the guests' clock does.
  await new Promise((r) => setTimeout(r, 300));
  const guests = await load(server.base + guestUrl, { connections, seconds });
  stop = true;
  await Promise.all(burst);
  return { guests, ...counts };
}
