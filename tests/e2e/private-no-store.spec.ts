import { loginAs } from "../support/auth";
import { DEMO, expect, test } from "../support/fixtures";
import { bearer, createSessionToken } from "../support/sessions";

// Anything answered to a signed-in session, and the private paths, say `private, no-store`: no shared cache or
// phone keeps a person's page; guests' public pages keep theirs.

test("private answers say no-store; guests' public pages do not", async ({ page, request }) => {
  const admin = bearer(createSessionToken(DEMO.admin));
  const cacheOf = async (res: Promise<import("@playwright/test").APIResponse>) =>
    (await res).headers()["cache-control"] ?? "";
  for (const path of ["/api/users", "/api/users/stats", "/api/contact", "/api/blog", "/api/blog?status=draft"]) {
    expect(await cacheOf(request.get(path, { headers: admin })), path).toBe("private, no-store");
  }
  await loginAs(page, DEMO.admin);
  for (const path of [
    "/admin",
    "/admin/users",
    "/admin/blog",
    "/admin/contact-messages",
    "/admin/settings",
    "/account",
    "/account/export",
    "/",
    "/blog",
  ]) {
    expect(await cacheOf(page.request.get(path)), path).toBe("private, no-store");
  }
  // Guests: the public pages and feeds keep their caching; private paths still say no-store.
  for (const path of ["/", "/blog", "/about", "/api/blog", "/rss.xml"]) {
    expect(await cacheOf(request.get(path)), path).not.toContain("no-store");
  }
  expect(await cacheOf(request.get("/api/users", { maxRedirects: 0 }))).toBe("private, no-store");
});
