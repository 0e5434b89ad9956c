import { DEMO, expect, test } from "../support/fixtures";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";

// Each test starts a whole server from nothing (migrations, demo seed, image encoding): slow on 2 busy cores.
test.describe.configure({ timeout: 90_000 });

// The built server started the way a newcomer and a deployer start it, on their own ports and data directories.
// Server-level: the browser project does not matter, so these run once (in the js project).
test.describe.configure({ mode: "serial" });

const start = startOwnServer;
const stop = (s: OwnServer) => stopOwnServer(s);

const apiLogin = (base: string, body: object) =>
  fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const port = () => ownPort("startupModes");

test("a fresh clone with no variables set serves the site with demo content, then stops cleanly", async ({ js }) => {
  test.skip(!js, "server-level check, run once");
  const s = await start({}, port());
  try {
    expect(s.log()).toContain("local mode");
    expect(s.log()).toMatch(/generated one in .*\.session-secret/);
    const blog = await fetch(`${s.base}/blog`);
    expect(blog.status).toBe(200);
    expect(await blog.text()).toContain("Latest Articles");
    expect(blog.headers.get("strict-transport-security"), "no HSTS over plain http").toBeNull();
    const login = await apiLogin(s.base, DEMO.admin);
    expect(login.status, "the README's local demo admin works in local mode").toBe(200);
  } finally {
    expect(await stop(s), "SIGTERM ends the server gracefully").toBe(0);
  }
});

test("a production start publishes no working credentials and no demo accounts", async ({ js }) => {
  test.skip(!js, "server-level check, run once");
  const s = await start(
    { NODE_ENV: "production", SESSION_SECRET: "a-production-secret-0123456789", APP_URL: "https://example.org" },
    port() + 1,
  );
  try {
    expect(s.log()).toContain("production mode");
    for (const account of Object.values(DEMO)) {
      const res = await apiLogin(s.base, account);
      expect(res.status, `${account.email} must not log in`).toBe(401);
    }
    expect(s.log()).not.toContain("demo content seeded");
    // Served over https (APP_URL): browsers are told to keep to it, on static files and pages alike (helmet in
    // app/http-server/security-headers.server.ts); a start over http (the first test, the shared e2e server) must not
    // say so.
    for (const path of ["/favicon.svg", "/about"]) {
      expect((await fetch(`${s.base}${path}`)).headers.get("strict-transport-security"), path).toMatch(
        /^max-age=31536000\b/,
      );
    }
  } finally {
    await stop(s);
  }
});

test("production with demo content opted in gives the demo accounts random passwords that no log shows", async ({
  js,
}) => {
  test.skip(!js, "server-level check, run once");
  const s = await start(
    {
      NODE_ENV: "production",
      SESSION_SECRET: "a-production-secret-0123456789",
      APP_URL: "https://example.org",
      SEED_DEMO: "true",
    },
    port() + 2,
  );
  try {
    await expect.poll(() => s.log()).toContain("demo content seeded");
    expect(s.log()).not.toMatch(/password/i);
    expect((await apiLogin(s.base, DEMO.admin)).status).toBe(401);
  } finally {
    await stop(s);
  }
});

test("production without a secret or with test hooks refuses to start, with one clear line", async ({ js }) => {
  test.skip(!js, "server-level check, run once");
  const noSecret = await start({ NODE_ENV: "production" }, port() + 3, { mayExit: true });
  expect(await stop(noSecret)).not.toBe(0);
  expect(noSecret.log()).toContain("SESSION_SECRET is required in production");
  const hooks = await start(
    { NODE_ENV: "production", SESSION_SECRET: "a-production-secret-0123456789", E2E_ERROR_ROUTE: "true" },
    port() + 4,
    { mayExit: true },
  );
  expect(await stop(hooks)).not.toBe(0);
  expect(hooks.log()).toContain("E2E_ERROR_ROUTE is a test hook");
});
