import http from "node:http";
import Database from "better-sqlite3";
import { startE2eStack } from "../support/e2e-stack.mjs";
import { DEMO, expect, test, uniqueIp } from "../support/fixtures";
import { pngOf, randomColour } from "../support/images";
import { ownPort } from "../support/own-server";

// Issue 40, every core at work (docs/decisions/043): the production build with WEB_WORKERS=2 on ports of its own
// (+210 server, +211 SMTP sink), one browser project only (HTTP checks). Every request below opens its own
// connection, so node:cluster hands them to the two workers in turn; X-Worker (E2E_WORKER_HEADER, local mode only)
// says which process answered ("<pid> <role>"), so a test can reach both and kill one by its pid.
test.describe.configure({ mode: "serial", timeout: 120_000 });

/** The guest copies' lifetime (GUEST_ENTRY_TTL_MS): a stale copy younger than this would still be served. */
const ENTRY_TTL_MS = 5_000;
let stack: Awaited<ReturnType<typeof startE2eStack>>;
let base = "";

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "server-level checks, run once");
  testInfo.setTimeout(180_000);
  const port = ownPort("multiProcess");
  stack = await startE2eStack({
    port,
    smtpPort: port + 1,
    env: { WEB_WORKERS: "2", E2E_WORKER_HEADER: "1" },
  });
  base = `http://localhost:${port}`;
  await workers();
});

test.afterAll(async () => {
  if (!stack) return;
  await stack.stop();
  stack.server.removeData();
});

type Answer = { status: number; worker: string; pid: number; role: string; cache: string; body: string };

/** A guest's GET on a connection of its own (no keep-alive): the primary gives it to the next worker. */
function get(path: string, who: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        agent: false,
        headers: {
          "User-Agent": "Mozilla/5.0 (Linux; Android 10) Chrome/120",
          "X-Forwarded-For": uniqueIp(),
          ...who,
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => {
          const worker = String(res.headers["x-worker"] ?? "");
          const [pid, role] = worker.split(" ");
          resolve({
            status: res.statusCode!,
            worker,
            pid: Number(pid),
            role: role ?? "",
            cache: String(res.headers["x-cache"] ?? ""),
            body,
          });
        });
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`GET ${path}: no answer in 15 s`)));
    req.on("error", reject);
    req.end();
  });
}

/** The workers answering now (pid → role), once two distinct ones have answered. */
async function workers(expected = 2, timeoutMs = 30_000) {
  const seen = new Map<number, string>();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await get("/healthz");
    expect(answer.status).toBe(200);
    seen.set(answer.pid, answer.role);
    if (seen.size >= expected) return seen;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`only ${seen.size} worker(s) answered: ${[...seen.keys()].join(", ")}`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function loginToken(account: { email: string; password: string }) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "X-Forwarded-For": uniqueIp() },
    body: JSON.stringify(account),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test("a post published through one worker is on every worker's guest pages at once", async () => {
  const token = `coretoken${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const list = `/blog?q=${token}`;
  // Both workers hold a copy of the (empty) search page: each has answered it from its cache.
  const warmedAt = new Map<number, number>();
  for (let i = 0; i < 40 && warmedAt.size < 2; i++) {
    const answer = await get(list);
    expect(answer.status).toBe(200);
    if (answer.cache === "HIT") warmedAt.set(answer.pid, Date.now());
  }
  expect(warmedAt.size, "both workers stored the page").toBe(2);

  const editor = await loginToken(DEMO.editor);
  const form = new FormData();
  form.set("title", `Every core ${token}`);
  form.set("excerpt", `Multi-process ${token}.`);
  form.set("content", "<p>Seen by every worker.</p>");
  form.set("category", "Research");
  form.set("status", "published");
  form.set("featuredImage", new Blob([new Uint8Array(await pngOf(randomColour()))], { type: "image/png" }), "c.png");
  const created = await fetch(`${base}/api/blog`, {
    method: "POST",
    headers: { Authorization: `Bearer ${editor}`, "X-Forwarded-For": uniqueIp() },
    body: form,
  });
  expect(created.status).toBe(201);

  // The next answer of each worker lists it, while its old copy would still be fresh (younger than 5 s).
  const checked = new Set<number>();
  for (let i = 0; i < 20 && checked.size < 2; i++) {
    const answer = await get(list);
    if (checked.has(answer.pid)) continue;
    expect(Date.now() - warmedAt.get(answer.pid)!, "checked while the old copy was still fresh").toBeLessThan(
      ENTRY_TTL_MS,
    );
    expect(answer.body, `worker ${answer.worker}`).toContain(`Every core ${token}`);
    checked.add(answer.pid);
  }
  expect(checked.size).toBe(2);
});

test("a reader served by both workers is one visitor of the day; another reader is another", async () => {
  const path = "/about";
  const today = new Date().toISOString().slice(0, 10);
  const counted = () => {
    const db = new Database(`${stack.server.dataDir}/app.db`, { readonly: true });
    try {
      return (db
        .prepare("select views, visitors from visit_counts where day = ? and path = ? and kind = 'all'")
        .get(today, path) ?? { views: 0, visitors: 0 }) as { views: number; visitors: number };
    } finally {
      db.close();
    }
  };
  const before = counted();
  const reader = {
    "X-Forwarded-For": uniqueIp(),
    "User-Agent": "Mozilla/5.0 (Linux; Android 11; itel A56) Chrome/119",
  };
  const servedBy = new Set<number>();
  let views = 0;
  for (; views < 20 && (servedBy.size < 2 || views < 6); views++) {
    const answer = await get(path, reader);
    expect(answer.status).toBe(200);
    servedBy.add(answer.pid);
  }
  expect(servedBy.size, "both workers served the reader").toBe(2);
  await expect
    .poll(counted, { timeout: 10_000 })
    .toEqual({ views: before.views + views, visitors: before.visitors + 1 });
  // Someone else, on either worker, is a second visitor.
  await get(path);
  await expect
    .poll(counted, { timeout: 10_000 })
    .toEqual({ views: before.views + views + 1, visitors: before.visitors + 2 });
});

test("mail queued on either worker is delivered once, by the one worker that holds the jobs", async () => {
  const emails = Array.from({ length: 6 }, (_, i) => `cores-${Date.now().toString(36)}-${i}@example.org`);
  const served = new Set<string>();
  for (const email of emails) {
    const res = await new Promise<{ status: number; worker: string }>((resolve, reject) => {
      const req = http.request(
        `${base}/api/auth/signup`,
        {
          agent: false,
          method: "POST",
          headers: { "content-type": "application/json", "X-Forwarded-For": uniqueIp() },
        },
        (r) => {
          r.resume();
          r.on("end", () => resolve({ status: r.statusCode!, worker: String(r.headers["x-worker"]) }));
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify({ name: "Core Tester", email, password: "Str0ng!pass" }));
    });
    expect(res.status).toBe(201);
    served.add(res.worker);
  }
  expect(served.size, "sign-ups were answered by both workers").toBe(2);
  await expect.poll(() => emails.every((e) => stack.sink.mails(e).length > 0), { timeout: 20_000 }).toBe(true);
  // Longer than a mail poll (5 s) and a relayed run: a second runner would have sent its copy by now.
  await new Promise((r) => setTimeout(r, 7_000));
  for (const email of emails) expect(stack.sink.mails(email), email).toHaveLength(1);
});

test("kill -9 of a worker: the other keeps answering, the primary starts another, and shutdown drains all", async () => {
  const before = await workers();
  // The jobs worker: its replacement must take the jobs over (mail still goes out, once).
  const [victim] = [...before].find(([, role]) => role === "jobs")!;
  process.kill(victim, "SIGKILL");
  // A connection already handed to the killed process is lost with it (a proxy in front retries those); the
  // primary stops handing it new ones as soon as it has seen it end.
  await expect.poll(() => alive(victim)).toBe(false);
  await new Promise((r) => setTimeout(r, 300));
  const answers = await Promise.all(Array.from({ length: 20 }, () => get("/blog")));
  for (const answer of answers) expect(answer.status).toBe(200);

  await expect
    .poll(async () => [...(await workers(2, 10_000)).keys()].filter((pid) => !before.has(pid)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const after = await workers();
  expect([...after.values()].sort()).toEqual(["jobs", "web"]);

  const email = `cores-after-${Date.now().toString(36)}@example.org`;
  const res = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", "X-Forwarded-For": uniqueIp() },
    body: JSON.stringify({ name: "Core Tester", email, password: "Str0ng!pass" }),
  });
  expect(res.status).toBe(201);
  await expect.poll(() => stack.sink.mails(email).length, { timeout: 20_000 }).toBe(1);

  // SIGTERM to the primary: every worker finishes and the primary exits 0.
  const exit = await stack.server.stop();
  expect(exit?.code).toBe(0);
  for (const pid of after.keys()) expect(alive(pid), `worker ${pid} ended`).toBe(false);
});
