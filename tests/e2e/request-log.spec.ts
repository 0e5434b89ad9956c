import { randomBytes } from "node:crypto";
import http from "node:http";
import routes from "../../app/routes";
import { SECRET_PARAM } from "../../app/platform/ops/secret-paths";
import { expect, test } from "../support/fixtures";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";

// One server of this spec's own, so its log can be read. Server-level checks run once; the error screen is
// looked at in both browser projects.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let s: OwnServer;

// Each browser project runs in its own worker, so each gets a server on its own port.
test.beforeAll(async ({}, info) => {
  const port = ownPort("requestLog", info.project.name === "js" ? 0 : 1);
  s = await startOwnServer(
    { APP_MODE: "local", SESSION_SECRET: "request-log-secret-0123456789", E2E_ERROR_ROUTE: "true" },
    port,
  );
});
test.afterAll(async () => {
  await stopOwnServer(s);
});

type Line = {
  level: number;
  time: string;
  msg: string;
  requestId?: string;
  req?: { method: string; path: string };
  res?: { status: number };
  ms?: number;
  userId?: string;
};
const lines = (): Line[] =>
  s
    .log()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Line);
const lineFor = async (id: string) => {
  await expect.poll(() => lines().some((l) => l.requestId === id && l.msg.startsWith("request"))).toBe(true);
  return lines().find((l) => l.requestId === id && l.msg.startsWith("request"))!;
};

test("every response carries X-Request-Id and one log line, static files and early refusals included", async ({
  js,
}) => {
  test.skip(!js, "server-level check, run once");
  const page = await fetch(`${s.base}/about?utm_source=x`);
  const css = await fetch(`${s.base}/favicon.svg`);
  const tooBig = await fetch(`${s.base}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(10 * 1024 * 1024) },
    body: "a=1",
  }).catch(() => null);
  const traced = await fetch(`${s.base}/api/blog`, { method: "PROPFIND" });
  const unknown = await fetch(`${s.base}/api/no-such-route`);
  expect(await unknown.json()).toMatchObject({ success: false, requestId: unknown.headers.get("x-request-id") });
  for (const res of [page, css, traced]) expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  const pageLine = await lineFor(page.headers.get("x-request-id")!);
  expect(pageLine).toMatchObject({ req: { method: "GET", path: "/about?utm_source=x" }, res: { status: 200 } });
  expect(typeof pageLine.ms).toBe("number");
  expect(new Date(pageLine.time).getTime()).toBeGreaterThan(Date.now() - 60_000);
  expect((await lineFor(css.headers.get("x-request-id")!)).res!.status).toBe(200);
  expect((await lineFor(traced.headers.get("x-request-id")!)).res!.status).toBe(501);
  if (tooBig) expect(tooBig.headers.get("x-request-id")).toBeTruthy();
  // A client cannot choose the id that ends up in the log.
  const forged = await fetch(`${s.base}/about`, { headers: { "x-request-id": "forged-by-the-client" } });
  expect(forged.headers.get("x-request-id")).not.toContain("forged");
});

test("an /api error names its request id, the log line names the signed-in user, and no secret reaches the log", async ({
  js,
}) => {
  test.skip(!js, "server-level check, run once");
  const password = "DemoReader#2026";
  const login = await fetch(`${s.base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "reader@example.org", password }),
  });
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const missing = await fetch(`${s.base}/api/blog/no-such-post`, { headers: { authorization: `Bearer ${token}` } });
  expect(missing.status).toBe(404);
  const body = (await missing.json()) as { success: boolean; requestId: string };
  expect(body).toMatchObject({ success: false, requestId: missing.headers.get("x-request-id") });
  expect((await lineFor(body.requestId)).userId).toBe(user._id);

  const resetToken = "a".repeat(43);
  const reset = await fetch(`${s.base}/reset-password/${resetToken}?token=also-secret&code=123456`);
  const resetLine = await lineFor(reset.headers.get("x-request-id")!);
  expect(resetLine.req!.path).toBe("/reset-password/:token?token=%5Bredacted%5D&code=%5Bredacted%5D");
  const log = s.log();
  for (const secret of [password, token, resetToken, "also-secret", "123456"]) expect(log).not.toContain(secret);
});

test("the error screen shows the reference that the log has", async ({ page }) => {
  const response = await page.goto(`${s.base}/__test/error`);
  expect(response!.status()).toBe(500);
  const id = response!.headers()["x-request-id"]!;
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText(id)).toBeVisible();
  await expect.poll(() => lines().some((l) => l.requestId === id && l.msg === "unexpected error")).toBe(true);
});

// ---- Issue 23: no secret URL segment reaches the log, for any route that carries one, in any language or form ----

type RouteConf = { path?: string; index?: boolean; children?: RouteConf[] };
/** Every full path of the route table (app/routes.ts), the way React Router nests them. */
const fullPaths = (entries: RouteConf[], parent = ""): string[] =>
  entries.flatMap((e) => {
    const here = [parent, e.path ?? ""].filter(Boolean).join("/");
    return [...(e.path ? [`/${here}`] : []), ...fullPaths(e.children ?? [], here)];
  });
const secretRoutes = () =>
  [...new Set(fullPaths(routes as RouteConf[]))].filter((p) =>
    p.split("/").some((seg) => seg.startsWith(":") && SECRET_PARAM.test(seg.slice(1))),
  );

/** One request over a raw HTTP/1.1 connection: exactly the request line and headers given (no client clean-up). */
function raw(method: string, target: string, headers: Record<string, string> = {}, body?: string) {
  const { hostname, port } = new URL(s.base);
  return new Promise<{ status: number; id: string }>((resolve, reject) => {
    const req = http.request({
      host: hostname,
      port,
      method,
      path: target,
      headers: { connection: "close", ...headers },
      setHost: !("host" in headers),
    });
    req.on("response", (res) => {
      res.resume();
      resolve({ status: res.statusCode!, id: String(res.headers["x-request-id"] ?? "") });
      req.destroy();
    });
    req.on("error", reject);
    if (body !== undefined) req.end(body);
    else if (headers["content-length"])
      req.flushHeaders(); // announce a body and never send it
    else req.end();
  });
}

test("every route with a secret parameter, in every language and URL form, leaves no secret in the log", async ({
  js,
}) => {
  test.skip(!js, "server-level check, run once");
  const paths = secretRoutes();
  // The route table's secret routes today (a route added later is walked too): reset, confirm and unsubscribe in
  // each language, the API's reset and the staff preview link.
  for (const known of [
    "/reset-password/:token",
    "/rw/reset-password/:token",
    "/fr/newsletter/confirm/:secret",
    "/rw/newsletter/unsubscribe/:token",
    "/preview/:token",
    "/api/auth/reset-password/:token",
  ]) {
    expect(paths).toContain(known);
  }
  const secrets: string[] = [];
  const fresh = () => {
    const secret = randomBytes(24).toString("base64url");
    secrets.push(secret);
    return secret;
  };
  const fill = (path: string, secret: string, literal = (seg: string) => seg) =>
    path
      .split("/")
      .map((seg) => (seg.startsWith(":") ? (SECRET_PARAM.test(seg.slice(1)) ? secret : "x1") : literal(seg)))
      .join("/");
  const json = { "content-type": "application/x-www-form-urlencoded" };
  const { host } = new URL(s.base);
  for (const path of paths) {
    const plain = await raw("GET", fill(path, fresh()));
    expect((await lineFor(plain.id)).req!.path, path).toBe(path);
    await Promise.all([
      raw("GET", `${fill(path, fresh())}/`),
      raw("GET", `${fill(path, fresh())}.data`),
      raw("GET", `${fill(path, fresh())}.data?_routes=root`),
      raw(
        "GET",
        fill(path, fresh(), (seg) => seg.toUpperCase()),
      ),
      raw(
        "GET",
        fill(path, fresh(), (seg) => (seg ? `%${seg.charCodeAt(0).toString(16)}${seg.slice(1)}` : seg)),
      ),
      raw("GET", `/blog/..${fill(path, fresh())}`),
      raw("GET", `${fill(path, fresh())}%zz`), // a malformed escape: the router would print the path in a warning
      raw("GET", `/${fill(path, fresh())}`),
      raw("GET", `/__manifest?version=1&paths=${encodeURIComponent(`/blog,${fill(path, fresh())}`)}`),
      raw("GET", `/login?redirectTo=${encodeURIComponent(fill(path, fresh()))}`),
      raw("GET", `http://${host}${fill(path, fresh())}`),
      raw("POST", fill(path, fresh()), json, "a=1"),
      raw("POST", `${fill(path, fresh())}.data`, json, "a=1"),
      raw("POST", fill(path, fresh()), { ...json, "content-length": String(20 * 1024 * 1024) }),
      raw("GET", fill(path, fresh()), { host: "127.0.0.1:99999" }),
    ]);
  }
  await expect.poll(() => lines().filter((l) => l.msg.startsWith("request")).length).toBeGreaterThan(paths.length * 15);
  const log = s.log();
  const leaked = secrets.filter((secret) => log.includes(secret));
  expect(leaked.map((secret) => log.split("\n").find((l) => l.includes(secret)))).toEqual([]);
});
