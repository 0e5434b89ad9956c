// @ts-check
// The virtual clients of the load and crash tests and their mix. Every client runs one loop until the
// deadline, one request at a time; the writes go through the ledger. Roles:
//   guest   reads pages: /, /blog, /blog?q=, a post, /about, /contact
//   member  signs up, reads its code from the SMTP sink, verifies, logs in; then likes and unlikes posts,
//           sends a few contact messages (at most 4 per account: the limit is 5 an hour) and reads pages
//   signup  signs up and verifies one new account after another, a pause between two (LOAD_SIGNUP_PAUSE_MS),
//           from a fresh address each time (the limit is 10 sign-ups an hour per IP)
//   staff   logs in as the demo editor and edits the title or excerpt of its own share of the posts
// A key's calls (one account's like of one post, one field of one post) always come from one client, in
// order, so "the last acknowledged call" is well defined.
import { createHash } from "node:crypto";
import { performance } from "node:perf_hooks";
import { addressOf, call } from "./http.mjs";

export const EDITOR = { email: "editor@example.org", password: "DemoEditor#2026" };
const PASSWORD = "Load-Test#2026";
const WORDS = ["health", "youth", "mental", "women", "community", "climate", "kigali", "water"];
const MAX_CONTACTS_PER_ACCOUNT = 4;
// The longest wait for a verification code (the config never had the codeWaitMs this once read).
const CODE_WAIT_MS = 30_000;

/** @typedef {import("./types").Ctx} Ctx */
/** @typedef {import("./types").Client} Client */
/** @typedef {import("./types").Identity} Identity */
/** @typedef {import("./types").CallResult} CallResult */

/** @type {<T>(list: T[]) => T} */
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
export const sha256 = (/** @type {string} */ s) => createHash("sha256").update(s).digest("hex");

/** How many clients of each role: about 5 % staff, 10 % sign-ups, 35 % members, the rest guests. */
/** @param {number} n @returns {string[]} */
export function mixFor(n) {
  const staff = Math.max(1, Math.round(n * 0.05));
  const signup = Math.max(1, Math.round(n * 0.1));
  const member = Math.max(1, Math.round(n * 0.35));
  const roles = [...Array(staff).fill("staff"), ...Array(signup).fill("signup"), ...Array(member).fill("member")];
  while (roles.length < n) roles.push("guest");
  return roles.slice(0, n);
}

/** Runs `n` clients until `ctx.deadline`; resolves when every client has finished its last request. */
/** @param {Ctx} ctx @param {number} n */
export async function runClients(ctx, n) {
  const roles = mixFor(n);
  const staffCount = roles.filter((r) => r === "staff").length;
  let staffNo = 0;
  ctx.codeWaits = [];
  ctx.codesMissing = 0;
  ctx.identities = 0;
  const loops = roles.map((role, i) => {
    /** @type {Client} */
    const client = { no: i, ip: addressOf(60_000 + i), role };
    if (role === "staff") {
      // Each staff client edits its own share of the posts (none shared): edits of one post never race.
      const mine = staffNo++;
      client.posts = ctx.posts.filter((_, j) => j % staffCount === mine);
    }
    return sleep(Math.random() * ctx.config.rampSeconds * 1000).then(() =>
      ROLES[/** @type {keyof typeof ROLES} */ (role)](ctx, client),
    );
  });
  await Promise.all(loops);
  return roles;
}

const over = (/** @type {Ctx} */ ctx) => performance.now() >= ctx.deadline;

/** Between requests: the think time, or a short pause after no answer (the server may be down). */
/** @param {Ctx} ctx @param {{ status: number } | undefined} res */
async function pause(ctx, res) {
  if (res && res.status === 0) await sleep(250);
  else if (ctx.config.thinkMs) await sleep(ctx.config.thinkMs);
}

/** @param {Ctx} ctx @param {Pick<Client, "ip" | "token">} client */
async function guestRead(ctx, client) {
  const post = pick(ctx.posts);
  const [kind, path] = pick([
    ["read /", "/"],
    ["read /blog", "/blog"],
    ["read /blog?q=", `/blog?q=${pick(WORDS)}`],
    ["read /blog/:id", `/blog/${post.id}`],
    ["read /blog/:id", `/blog/${post.id}`],
    ["read /about", "/about"],
    ["read /contact", "/contact"],
  ]);
  return call(ctx, kind, path, { ip: client.ip, token: client.token });
}

/** @param {Ctx} ctx @returns {Identity} */
function newIdentity(ctx) {
  const n = ++ctx.identities;
  return {
    email: `load-${ctx.config.runId}-${n}@example.org`,
    name: `Load Tester ${n}`,
    password: PASSWORD,
    ip: addressOf(n),
    contacts: 0,
    liked: new Map(),
  };
}

/**
 * A write through the ledger: begin, call, settle.
 * @param {Ctx} ctx @param {string} type @param {string} key @param {unknown} value @param {string} kind
 * @param {string} path @param {import("./types").CallOptions} options
 */
async function write(ctx, type, key, value, kind, path, options) {
  const entry = ctx.ledger.begin(type, key, value);
  const res = await call(ctx, kind, path, options);
  ctx.ledger.settle(entry, res);
  return { res, entry };
}

/**
 * Sign-up, the code from the sink, verification. Returns the sign-up's token once verified, else null.
 * @param {Ctx} ctx @param {Identity} who
 * @returns {Promise<{ res: { status: number, ok?: boolean }, token?: string | null }>}
 */
async function signUpVerified(ctx, who) {
  const { res, entry } = await write(ctx, "signup", who.email, true, "signup", "/api/auth/signup", {
    method: "POST",
    body: { name: who.name, email: who.email, password: who.password },
    ip: who.ip,
  });
  if (!res.ok) return { res };
  entry.tokenHash = res.json?.token ? sha256(res.json.token) : undefined;
  const started = performance.now();
  const code = await ctx.sink.waitForCode(
    who.email,
    Math.max(2000, Math.min(CODE_WAIT_MS, ctx.deadline - started + 5000)),
  );
  if (!code) {
    ctx.codesMissing++;
    return { res: { status: -1 } };
  }
  ctx.codeWaits.push(performance.now() - started);
  const verified = await write(ctx, "verify", who.email, true, "verify", "/api/auth/verify-email", {
    method: "POST",
    body: { code },
    token: res.json.token,
    ip: who.ip,
  });
  return { res: verified.res, token: verified.res.ok ? res.json.token : null };
}

/**
 * POST /api/auth/login; the session it creates is a write too (the checks look for it).
 * @param {Ctx} ctx @param {Pick<Identity, "email" | "password" | "ip">} who
 */
async function logIn(ctx, who) {
  const { res, entry } = await write(ctx, "session", who.email, true, "login", "/api/auth/login", {
    method: "POST",
    body: { email: who.email, password: who.password },
    ip: who.ip,
  });
  if (res.ok) entry.tokenHash = sha256(res.json.token);
  return { res, token: res.ok ? res.json.token : null };
}

/** @param {Ctx} ctx @param {Identity} who @param {string} token */
async function sendContact(ctx, who, token) {
  who.contacts++;
  const subject = `Load ${ctx.config.runId} ${who.email} #${who.contacts}`;
  const body = {
    name: who.name,
    email: who.email,
    subject,
    message: `Message ${who.contacts} from ${who.name} during the load test.`,
    type: pick(["general", "volunteer", "partnership", "media", "support"]),
  };
  const { res } = await write(ctx, "contact", subject, body, "contact", "/api/contact", {
    method: "POST",
    body,
    token,
    ip: who.ip,
  });
  return res;
}

/**
 * Likes a post it does not like (as far as it knows) or un-likes one it does; the answer must agree.
 * @param {Ctx} ctx @param {Identity} who @param {string} token
 */
async function toggleLike(ctx, who, token) {
  const post = pick(ctx.posts);
  const known = who.liked.get(post.id);
  const liked = known === undefined ? Math.random() < 0.5 : !known;
  const { res } = await write(
    ctx,
    "like",
    `${who.email}|${post.id}`,
    liked,
    liked ? "like" : "unlike",
    `/api/blog/${post.id}/like`,
    {
      method: "POST",
      body: { liked },
      token,
      ip: who.ip,
    },
  );
  if (res.ok) who.liked.set(post.id, liked);
  else who.liked.delete(post.id);
  if (res.ok && res.json?.data?.liked !== liked)
    ctx.anomalies.push(`like answered liked=${res.json?.data?.liked} for liked=${liked}`);
  return res;
}

const ROLES = {
  /** @param {Ctx} ctx @param {Client} client */
  async guest(ctx, client) {
    while (!over(ctx)) await pause(ctx, await guestRead(ctx, client));
  },

  /** @param {Ctx} ctx */
  async signup(ctx) {
    while (!over(ctx)) {
      const who = newIdentity(ctx);
      const { res, token } = await signUpVerified(ctx, who);
      if (token && Math.random() < 0.5 && !over(ctx)) await pause(ctx, await sendContact(ctx, who, token));
      await pause(ctx, res);
      await sleep(Math.min(ctx.config.signupPauseMs, Math.max(0, ctx.deadline - performance.now())));
    }
  },

  /** @param {Ctx} ctx */
  async member(ctx) {
    /** @type {Identity | null} */
    let who = null;
    /** @type {string | null} */
    let token = null;
    while (!over(ctx)) {
      if (!who) {
        const candidate = newIdentity(ctx);
        const { res, token: verified } = await signUpVerified(ctx, candidate);
        if (verified) who = candidate;
        await pause(ctx, res);
        continue;
      }
      if (!token) {
        const { res, token: t } = await logIn(ctx, who);
        token = t;
        await pause(ctx, res);
        continue;
      }
      const r = Math.random();
      let res;
      if (r < 0.6) res = await toggleLike(ctx, who, token);
      else if (r < 0.68 && who.contacts < MAX_CONTACTS_PER_ACCOUNT) res = await sendContact(ctx, who, token);
      else res = await guestRead(ctx, { ip: who.ip, token });
      if (res.status === 401) token = null;
      await pause(ctx, res);
    }
  },

  /** @param {Ctx} ctx @param {Client} client */
  async staff(ctx, client) {
    const who = { ...EDITOR, ip: client.ip };
    /** @type {string | null} */
    let token = null;
    let n = 0;
    while (!over(ctx)) {
      if (!token) {
        const { res, token: t } = await logIn(ctx, who);
        token = t;
        await pause(ctx, res);
        continue;
      }
      const posts = client.posts ?? [];
      let res;
      if (posts.length === 0 || Math.random() < 0.2) {
        res = await call(ctx, "staff GET /api/blog", "/api/blog?limit=50", { token, ip: client.ip });
      } else {
        n++;
        const post = posts[n % posts.length];
        const field = n % 2 ? "title" : "excerpt";
        const value =
          field === "title"
            ? `Load ${ctx.config.runId} edit ${client.no}-${n}`
            : `Excerpt changed by load client ${client.no}, edit ${n} (run ${ctx.config.runId}).`;
        ({ res } = await write(
          ctx,
          "edit",
          `${post.id}|${field}`,
          value,
          "edit (PUT /api/blog/:id)",
          `/api/blog/${post.id}`,
          {
            method: "PUT",
            body: { [field]: value },
            token,
            ip: client.ip,
          },
        ));
      }
      if (res.status === 401) token = null;
      await pause(ctx, res);
    }
  },
};
