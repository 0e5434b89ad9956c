import { randomBytes } from "node:crypto";
import { expect, test } from "../support/fixtures";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";

// Issue 26: asking leaves nothing personal in the server's log: not the client's address, not the code (in any
// spelling, by link or typed), not the e-mail address, not the question. A server of this spec's own, so its log
// can be read.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let s: OwnServer;
test.beforeAll(async ({}, info) => {
  const port = ownPort("questionsAsk", info.project.name === "js" ? 0 : 1);
  s = await startOwnServer(
    { APP_MODE: "local", SESSION_SECRET: "ask-log-secret-0123456789abcdef", TRUST_PROXY: "true" },
    port,
  );
});
test.afterAll(async () => {
  await stopOwnServer(s);
});

test("asking, opening by link and by form, and a wrong code: nothing personal in the log", async ({ js }) => {
  test.skip(!js, "server-level check, run once");
  const ip = "203.0.113.77";
  const headers = { "X-Forwarded-For": ip, Origin: s.base, "Content-Type": "application/x-www-form-urlencoded" };
  const tag = randomBytes(5).toString("hex");
  const question = `Secret worry ${tag} about my body`;
  const email = `asker-${tag}@example.org`;
  const post = (path: string, form: Record<string, string>) =>
    fetch(`${s.base}${path}`, { method: "POST", headers, body: new URLSearchParams(form), redirect: "manual" });

  const privateAsk = await post("/rw/ask", { question, topic: "body-puberty", answerWay: "private" });
  expect(privateAsk.status).toBe(200);
  const code = /data-private-code=""[^>]*>([^<]+)</.exec(await privateAsk.text())![1]!;
  expect(
    (await post("/ask", { question: `${question} by mail`, topic: "other", answerWay: "email", email })).status,
  ).toBe(200);
  expect((await fetch(`${s.base}/rw/ask/answer/${code}`, { headers: { "X-Forwarded-For": ip } })).status).toBe(200);
  expect(
    (
      await fetch(`${s.base}/ask/answer/${code.toLowerCase().replace(/-/g, "")}`, {
        headers: { "X-Forwarded-For": ip },
      })
    ).status,
  ).toBe(200);
  expect((await post("/ask/answer", { code })).status).toBe(200);
  expect((await post("/ask/answer", { code: "WRNG-WRNG-WRNG-WRNG" })).status).toBe(404);

  await expect
    .poll(
      () =>
        s
          .log()
          .split("\n")
          .filter((l) => l.includes("/ask/answer")).length,
    )
    .toBeGreaterThanOrEqual(4);
  const log = s.log();
  for (const secret of [
    code,
    code.replace(/-/g, ""),
    code.toLowerCase().replace(/-/g, ""),
    email,
    tag,
    ip,
    "WRNG-WRNG",
  ])
    expect(log, secret).not.toContain(secret);
  // The link's path is there, with the code masked.
  expect(log).toContain("/rw/ask/answer/:code");
});
