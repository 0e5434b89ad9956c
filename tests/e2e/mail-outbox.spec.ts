import path from "node:path";
import Database from "better-sqlite3";
import { uniqueEmail } from "../support/auth";
import { startE2eStack } from "../support/e2e-stack.mjs";
import { DEMO, expect, expectNoAxeViolations, test, uniqueIp, type Mail } from "../support/fixtures";
import { ownPort } from "../support/own-server";

// The mail outbox against a real SMTP sink that these tests switch off, make silent and switch on again. That would
// disturb every other spec on the shared server, so this file starts its own stack (tests/support/e2e-stack.mjs on
// ports of its own, one pair per browser project; the sink in this process) with short mail limits: 5 s SMTP
// timeouts, give up after 15 s. A sign-up that waited for the mail server would take at least the 5 s timeout
// (30 s before the outbox); one that does not, answers well within ANSWER_MS even on a loaded 2-core machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const GIVE_UP_SECONDS = 15;
const ANSWER_MS = 4_000;
let stack: Awaited<ReturnType<typeof startE2eStack>> & { base: string };

test.beforeAll(async ({}, testInfo) => {
  // A whole server from nothing (migrations, demo seed, image encoding): slow on 2 busy cores.
  testInfo.setTimeout(150_000);
  const port = ownPort("mailOutbox", testInfo.project.use.javaScriptEnabled === false ? 3 : 0);
  const started = await startE2eStack({
    port,
    smtpPort: port + 1,
    env: { MAIL_TIMEOUT_SECONDS: "5", MAIL_GIVE_UP_SECONDS: String(GIVE_UP_SECONDS) },
  });
  stack = { ...started, base: `http://localhost:${port}` };
  // A first request pays for cold code paths; the timing checks below are about the mail server, not that.
  await fetch(`${stack.base}/blog`);
  await api("/api/auth/login", DEMO.reader);
});

test.afterAll(async () => {
  if (!stack) return;
  await stack.stop();
  stack.server.removeData();
});

const smtp = (mode: "up" | "down" | "silent") => stack.sink.setMode(mode);
const mailsTo = async (to: string) => stack.sink.mails(to) as Mail[];
const codeIn = (mail: Mail | undefined) => mail?.text.match(/\b(\d{6})\b/)?.[1];
const db = (readonly = true) => {
  const handle = new Database(path.join(stack.server.dataDir, "app.db"), { readonly, fileMustExist: true });
  handle.pragma("busy_timeout = 5000");
  return handle;
};
type Row = {
  id: string;
  status: string;
  attempts: number;
  text: string;
  html: string;
  last_error: string | null;
  kind: string;
};
const outboxRows = (to: string) => {
  const handle = db();
  try {
    return handle.prepare("select * from mail_outbox where to_address = ? order by created_at").all(to) as Row[];
  } finally {
    handle.close();
  }
};

const api = (route: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${stack.base}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", Origin: stack.base, "X-Forwarded-For": uniqueIp(), ...headers },
    body: JSON.stringify(body),
  });
const signup = (email: string, password = "Str0ng!pass") =>
  api("/api/auth/signup", { name: "Outbox Tester", email, password });

test("sign-up while the mail server refuses connections answers at once, and the code arrives once it is back", async ({
  js,
}) => {
  test.skip(!js, "server-level check, run once");
  await smtp("down");
  const email = uniqueEmail("outbox-down");
  try {
    const started = Date.now();
    const res = await signup(email);
    expect(Date.now() - started, "the answer does not wait for the mail server").toBeLessThan(ANSWER_MS);
    expect(res.status).toBe(201);
    await expect
      .poll(() => outboxRows(email)[0]?.last_error ?? null, { message: "a failed attempt is recorded" })
      .toMatch(/ECONNECTION|ECONNREFUSED/);
    expect(await mailsTo(email)).toHaveLength(0);
    expect(outboxRows(email)[0]!.status).toBe("queued");
  } finally {
    await smtp("up");
  }
  // Nobody does anything: the worker retries by itself.
  await expect.poll(async () => codeIn((await mailsTo(email))[0]), { timeout: 20_000 }).toMatch(/^\d{6}$/);
  const [row] = outboxRows(email);
  expect(row).toMatchObject({ status: "sent", text: "", html: "" });
  expect(row!.attempts).toBeGreaterThanOrEqual(2);
});

test("a mail server that accepts connections but never answers does not hold up sign-up", async ({ js }) => {
  test.skip(!js, "server-level check, run once");
  await smtp("silent");
  const email = uniqueEmail("outbox-silent");
  try {
    const started = Date.now();
    const res = await signup(email);
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(ANSWER_MS);
    await expect
      .poll(() => outboxRows(email)[0]?.last_error ?? null, { timeout: 30_000 })
      .toMatch(/timeout|ETIMEDOUT|EDEADLINE|no answer/i);
  } finally {
    await smtp("up");
  }
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
});

test("a code whose expiry passed while it waited in the queue is never sent, and its body is gone", async ({ js }) => {
  test.skip(!js, "server-level check, run once");
  await smtp("down");
  const late = uniqueEmail("outbox-late");
  const control = uniqueEmail("outbox-control");
  try {
    expect((await signup(late)).status).toBe(201);
    await expect.poll(() => outboxRows(late)[0]?.attempts ?? 0).toBeGreaterThan(0);
    // Fifteen minutes pass for this code (the only way a test can wait that long).
    const handle = db(false);
    handle.prepare("update mail_outbox set expires_at = ? where to_address = ?").run(Date.now() - 1000, late);
    handle.close();
    expect((await signup(control)).status).toBe(201);
  } finally {
    await smtp("up");
  }
  await expect
    .poll(async () => (await mailsTo(control)).length, { timeout: 20_000, message: "the worker ran" })
    .toBe(1);
  expect(await mailsTo(late)).toHaveLength(0);
  expect(outboxRows(late)[0]).toMatchObject({ status: "expired", text: "", html: "" });
});

test("the same sign-up again gets a fresh code; another password for a taken e-mail is a 409 and changes nothing", async ({
  js,
}) => {
  test.skip(!js, "server-level check, run once");
  await smtp("up");
  const email = uniqueEmail("outbox-again");
  const first = await signup(email);
  expect(first.status).toBe(201);
  const firstBody = await first.json();
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);

  const again = await signup(email.toUpperCase());
  expect(again.status).toBe(201);
  const againBody = await again.json();
  expect(Object.keys(againBody).sort()).toEqual(Object.keys(firstBody).sort());
  expect(againBody).toMatchObject({
    success: true,
    message: firstBody.message,
    user: { _id: firstBody.user._id, isVerified: false },
  });
  expect(again.headers.get("set-cookie")).toMatch(/__session=/);
  await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
  const [oldCode, newCode] = (await mailsTo(email)).map(codeIn);

  const other = await signup(email, "Other!pass9");
  expect(other.status).toBe(409);
  expect((await other.json()).message).toBe("An account with this email already exists");
  expect(
    (await api("/api/auth/login", { email, password: "Str0ng!pass" })).status,
    "the first password still works",
  ).toBe(200);
  expect((await api("/api/auth/login", { email, password: "Other!pass9" })).status).toBe(401);

  const bearer = { Authorization: `Bearer ${againBody.token}` };
  if (oldCode !== newCode)
    expect((await api("/api/auth/verify-email", { code: oldCode }, bearer)).status, "the older code is void").toBe(400);
  expect((await api("/api/auth/verify-email", { code: newCode }, bearer)).status).toBe(200);
  expect((await signup(email)).status, "verified: the same sign-up is a taken e-mail").toBe(409);
});

test("a message that keeps failing ends failed: counted on the dashboard, listed at /admin/mail, and Retry sends it", async ({
  page,
}) => {
  const email = uniqueEmail("outbox-invite");
  const login = await api("/api/auth/login", DEMO.admin);
  const { token } = await login.json();
  await smtp("down");
  try {
    const invite = await api(
      "/api/users",
      { name: "Failing Invitee", email, role: "author" },
      { Authorization: `Bearer ${token}` },
    );
    expect(invite.status).toBe(201);
    await expect.poll(() => outboxRows(email)[0]?.status, { timeout: (GIVE_UP_SECONDS + 20) * 1000 }).toBe("failed");
  } finally {
    await smtp("up");
  }
  const failed = outboxRows(email)[0]!;
  expect(failed.text, "the link is still valid, so the body is kept for a retry").not.toBe("");

  await page.setViewportSize({ width: 360, height: 800 });
  await page.request.post(`${stack.base}/api/auth/login`, { headers: { Origin: stack.base }, data: DEMO.admin });
  await page.goto(`${stack.base}/admin`);
  const count = Number((await page.locator('[data-stat="Failed Mail"]').textContent())!.replace(/,/g, ""));
  expect(count).toBeGreaterThanOrEqual(1);
  await page.getByRole("link", { name: "View outgoing mail" }).click();
  await expect(page).toHaveURL(/\/admin\/mail/);
  await expect(page.getByRole("heading", { level: 1, name: "Outgoing Mail" })).toBeVisible();
  const item = page.locator(`[data-mail-id="${failed.id}"]`);
  await expect(item).toContainText(email);
  await expect(item).toContainText("Invitation");
  await expectNoAxeViolations(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    "no sideways scrolling at 360 px",
  ).toBeLessThanOrEqual(360);

  await item.getByRole("button", { name: /Retry/ }).click();
  await expect(page.getByText("The message is queued and will be sent again.")).toBeVisible();
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  expect((await mailsTo(email))[0]!.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}/);
  // The sink has the message a moment before the worker records that it was accepted.
  await expect
    .poll(() => outboxRows(email)[0], { timeout: 10_000 })
    .toMatchObject({ status: "sent", text: "", html: "" });
});

test("a failed code that has expired cannot be resent: the list says what the person does instead", async ({
  page,
  js,
}) => {
  test.skip(!js, "the no-JS page is covered by the test above");
  const email = uniqueEmail("outbox-dead");
  await smtp("down");
  try {
    expect((await signup(email)).status).toBe(201);
    await expect.poll(() => outboxRows(email)[0]?.status, { timeout: (GIVE_UP_SECONDS + 20) * 1000 }).toBe("failed");
    // The code's fifteen minutes pass: the next pass clears the body.
    const handle = db(false);
    handle.prepare("update mail_outbox set expires_at = ? where to_address = ?").run(Date.now() - 1000, email);
    handle.close();
    await expect.poll(() => outboxRows(email)[0]?.text, { timeout: 15_000 }).toBe("");
  } finally {
    await smtp("up");
  }
  await page.request.post(`${stack.base}/api/auth/login`, { headers: { Origin: stack.base }, data: DEMO.admin });
  await page.goto(`${stack.base}/admin/mail`);
  const item = page.locator(`[data-mail-id="${outboxRows(email)[0]!.id}"]`);
  await expect(item).toContainText("Cannot be resent");
  await expect(item).toContainText("Send a new code");
  await expect(item.getByRole("button", { name: /Retry/ })).toHaveCount(0);
  expect(await mailsTo(email)).toHaveLength(0);
});

test("editors do not see the mail list", async ({ page, js }) => {
  test.skip(!js, "server-level check, run once");
  await page.request.post(`${stack.base}/api/auth/login`, { headers: { Origin: stack.base }, data: DEMO.editor });
  await page.goto(`${stack.base}/admin/mail`);
  await expect(page).toHaveURL(`${stack.base}/admin`);
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Mail" })).toHaveCount(0);
  await expect(page.locator('[data-stat="Failed Mail"]')).toHaveCount(0);
  const post = await page.request.post(`${stack.base}/admin/mail`, {
    headers: { Origin: stack.base },
    form: { intent: "retry", id: "x" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(302);
  expect(post.headers().location).toBe("/admin");
});
