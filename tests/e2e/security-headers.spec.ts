import { expect, test } from "../support/fixtures";
import { headerCount, rawRequest } from "../support/raw-http";

// helmet in the server's chain (app/http-server/security-headers.server.ts) puts its headers on every response, static
// files included; the pages the app renders replace the static files' strict policy with their own (a nonce, or 'self'
// only on the static pages).

/** The policy the server gives files it serves itself: nothing may run, load or frame them. */
const STRICT = "default-src 'none';style-src 'self';img-src 'self' data:;frame-ancestors 'none'";
const ONCE = [
  "content-security-policy",
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "permissions-policy",
];

/** The hashed stylesheet and script the home page links to. */
async function assetPaths() {
  const home = (await rawRequest("/")).body.toString("utf8");
  return [home.match(/href="(\/assets\/[^"]+\.css)"/)![1]!, home.match(/src="(\/assets\/[^"]+\.js)"/)![1]!];
}

test("static files carry the security headers; hashed assets are immutable", async ({ request, page }) => {
  const favicon = await request.get("/favicon.svg");
  expect(favicon.headers()["x-content-type-options"]).toBe("nosniff");
  expect(favicon.headers()["content-security-policy"]).toContain("default-src 'none'");
  await page.goto("/");
  const css = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  const asset = await request.get(css!);
  expect(asset.headers()["cache-control"]).toContain("immutable");
  expect(asset.headers()["x-frame-options"]).toBe("DENY");
  // Pages with React on the client have a per-request nonce; the static public pages (docs/decisions/020) have no
  // inline script at all, so scripts from 'self' only.
  const html = await request.get("/login");
  expect(html.headers()["content-security-policy"]).toContain("nonce-");
  expect(html.headers()["content-security-policy"]).not.toContain("default-src 'none'");
  const home = await request.get("/");
  const homeCsp = home.headers()["content-security-policy"]!;
  expect(homeCsp.split("; ").find((d) => d.startsWith("script-src"))).toBe("script-src 'self'");
  expect(homeCsp).not.toContain("nonce-");
});

test("files under /assets, found or not, and public files carry all of helmet's headers and the strict policy, once each", async ({
  js,
}) => {
  test.skip(!js, "HTTP only: once is enough");
  for (const path of [...(await assetPaths()), "/assets/no-such-file.js", "/favicon.svg"]) {
    const res = await rawRequest(path);
    expect(res.headers["content-security-policy"], path).toBe(STRICT);
    expect(res.headers["x-content-type-options"], path).toBe("nosniff");
    expect(res.headers["x-frame-options"], path).toBe("DENY");
    expect(res.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(res.headers["cross-origin-resource-policy"], path).toBe("same-site");
    expect(res.headers["cross-origin-opener-policy"], path).toBe("same-origin");
    expect(res.headers["permissions-policy"], path).toBe("camera=(), microphone=(), geolocation=()");
    expect(res.headers["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers["x-powered-by"], path).toBeUndefined();
    // Plain http: Strict-Transport-Security only when APP_URL is https (startup-modes.spec.ts checks that start).
    expect(res.headers["strict-transport-security"], path).toBeUndefined();
    for (const name of ONCE) expect(headerCount(res, name), `${path}: ${name}`).toBe(1);
  }
});

test("whatever the app answers carries its own policy alone, never the static files' copy beside it", async ({
  js,
}) => {
  test.skip(!js, "HTTP only: once is enough");
  // A page React hydrates, a static public page (from the guest cache or not), a feed, JSON, a redirect, a 404.
  for (const path of [
    "/login",
    "/about",
    "/rw/about",
    "/rss.xml",
    "/api/blog",
    "/no-such-page",
    "/api/no-such-thing",
    "/healthz",
  ]) {
    const res = await rawRequest(path);
    for (const name of ONCE) expect(headerCount(res, name), `${path}: ${name}`).toBe(1);
    expect(res.headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(res.headers["content-security-policy"], path).not.toContain("default-src 'none'");
    expect(res.headers["x-frame-options"], path).toBe("DENY");
    expect(res.headers["x-powered-by"], path).toBeUndefined();
  }
});
