import type { APIRequestContext, Page } from "@playwright/test";
import { loginAs, uniqueEmail } from "../support/auth";
import { deletePosts, insertPost, uniqueName, writableDb } from "../support/blog-data";
import { DEMO, expect, openDb, sameOrigin, test } from "../support/fixtures";
import { pngOf, randomColour } from "../support/images";
import { bearer, createSessionToken } from "../support/sessions";

// Issue 14, "found by hostile tries": each hole reproduced against the production build, then shown closed.
// (The people holes are in security-holes-people.spec.ts; uploads have their own spec.)

const HOSTILE_NAMES = [
  "constructor.prototype",
  "constructor.fromEntries",
  "constructor.prototype.toString",
  "hasOwnProperty.length",
  "__proto__.polluted",
  "toString.call",
  "phones.constructor.prototype",
  "address.constructor",
];

/** A verified account written straight into the database (its own rate-limit buckets). */
function verifiedPerson() {
  const db = writableDb();
  try {
    const email = uniqueEmail("bearer");
    db.prepare("insert into users (id, name, email, password_hash, role, is_verified, created_at) values (?, 'Api Client', ?, 'x', 'user', 1, ?)").run(`t${Math.random().toString(36).slice(2, 14)}`, email, Date.now());
    return { email, password: "" };
  } finally {
    db.close();
  }
}

/** The server still answers normally: pages render, /api reads and writes work, nothing answers 500. */
async function expectServerHealthy(request: APIRequestContext) {
  for (const path of ["/", "/blog", "/about", "/contact"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).toContain("</html>");
  }
  const list = await request.get("/api/blog");
  expect(list.status()).toBe(200);
  expect((await list.json()).success).toBe(true);
  const check = await request.get("/api/auth/check-auth", { headers: bearer(createSessionToken(DEMO.reader)) });
  expect(check.status()).toBe(200);
  const login = await request.post("/api/auth/login", { data: { email: uniqueEmail("nobody"), password: "wrong password" } });
  expect(login.status()).toBe(401);
}

test("hostile field names on /admin/settings: refused unread for an editor, ignored for an admin; the server keeps working", async ({ page, request }) => {
  const form = Object.fromEntries([["section", "identity"], ...HOSTILE_NAMES.map((n) => [n, "x"])]);
  await loginAs(page, DEMO.editor);
  const asEditor = await page.request.post("/admin/settings", { headers: sameOrigin(), form, maxRedirects: 0 });
  expect(asEditor.status()).toBe(403);
  await expectServerHealthy(request);

  await loginAs(page, DEMO.admin);
  const asAdmin = await page.request.post("/admin/settings", { headers: sameOrigin(), form, maxRedirects: 0 });
  // Only unknown names: the section's required fields are missing, a clear 400, nothing saved.
  expect(asAdmin.status()).toBe(400);
  expect(await asAdmin.text()).toContain("Organisation name is required");
  await expectServerHealthy(request);
  // A multipart post with the same names changes nothing either.
  const multipart = await page.request.post("/admin/settings", { headers: sameOrigin(), multipart: form, maxRedirects: 0 });
  expect(multipart.status()).toBeLessThan(500);
  await expectServerHealthy(request);
  expect(openDb().prepare("select count(*) from site_settings where key = 'identity'").pluck().get()).toBe(0);
});

test("an author's featured: true never changes the featured post (page form and /api, JSON and multipart)", async ({ page, request }) => {
  const author = bearer(createSessionToken(DEMO.author));
  const featured = () => openDb().prepare("select id from posts where featured = 1 order by id").pluck().all() as string[];
  const ids: string[] = [];
  const ownDraft = insertPost({ status: "draft", authorEmail: DEMO.author.email });
  ids.push(ownDraft);
  try {
    const before = featured();
    const fields = { title: uniqueName("E2E featured"), excerpt: "x", content: "<p>Words</p>", category: "Research", status: "draft", featured: "true" };
    const image = { name: "c.png", mimeType: "image/png", buffer: await pngOf(randomColour()) };
    const multipart = await request.post("/api/blog", { headers: author, multipart: { ...fields, featuredImage: image } });
    expect(multipart.status()).toBe(403);
    const json = await request.post("/api/blog", { headers: author, data: { ...fields, featured: true, tags: [], featuredImage: "https://example.org/x.jpg" } });
    expect(json.status()).toBe(403);
    expect((await json.json()).message).toBe("Authors cannot feature posts; an editor chooses the featured post");
    for (const put of [
      request.put(`/api/blog/${ownDraft}`, { headers: author, data: { featured: true } }),
      request.put(`/api/blog/${ownDraft}`, { headers: author, multipart: { featured: "true", title: "Renamed" } }),
    ]) {
      expect((await put).status()).toBe(403);
    }
    expect(featured()).toEqual(before);
    expect(openDb().prepare("select title from posts where id = ?").pluck().get(ownDraft)).not.toBe("Renamed");

    // The page form: no featured box for an author, and a hand-made post with the flag is refused.
    await loginAs(page, DEMO.author);
    await page.goto(`/admin/blog/edit/${ownDraft}`);
    await expect(page.getByLabel(/Featured post/)).toHaveCount(0);
    const pagePost = await page.request.post(`/admin/blog/edit/${ownDraft}`, { headers: sameOrigin(), multipart: { title: "From the page", featured: "true" }, maxRedirects: 0 });
    expect(pagePost.status()).toBe(403);
    expect(featured()).toEqual(before);
    // Without the flag the author's edit still saves.
    const ok = await request.put(`/api/blog/${ownDraft}`, { headers: author, data: { excerpt: "Better", featured: false } });
    expect(ok.status()).toBe(200);
  } finally {
    ids.push(...(openDb().prepare("select id from posts where title like 'E2E featured%'").pluck().all() as string[]));
    deletePosts(ids);
  }
});

/** Signs the page in and returns a function that posts a form with the victim's cookie and the given headers. */
async function victim(page: Page, account: { email: string; password: string }) {
  await loginAs(page, account);
  return (path: string, headers: Record<string, string>, form: Record<string, string>) => page.request.post(path, { headers, form, maxRedirects: 0 });
}

test("cross-site page actions with no Origin but a foreign Referer or Sec-Fetch-Site are refused before they run", async ({ page }) => {
  const evil: Record<string, string>[] = [{ Referer: "https://evil.example/attack.html" }, { "Sec-Fetch-Site": "cross-site" }, { "Sec-Fetch-Site": "same-site" }];
  const target = insertPost({ status: "published", title: uniqueName("E2E csrf target") });
  try {
    const post = await victim(page, DEMO.admin);
    const name = uniqueName("E2E csrf");
    const actions: [string, Record<string, string>][] = [
      ["/admin/users", { intent: "invite", name, email: uniqueEmail("csrf"), role: "admin" }],
      ["/admin/blog", { intent: "delete", id: target }],
      ["/admin/contact-messages", { intent: "delete", id: "whatever" }],
      ["/admin/settings", { section: "socials", facebook: "https://facebook.com/evil" }],
      ["/account", { intent: "name", name }],
      [`/blog/${target}`, { liked: "true" }],
    ];
    for (const headers of evil) {
      for (const [path, form] of actions) {
        const res = await post(path, headers, form);
        expect(res.status(), `${path} with ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.text()).toContain("Request refused");
      }
      // /api answers its JSON error for the same signals, even with an Origin-less request.
      const api = await page.request.put(`/api/users/${openDb().prepare("select id from users where email = ?").pluck().get(DEMO.reader.email)}`, { headers, data: { name } });
      expect(api.status()).toBe(403);
      expect(await api.json()).toMatchObject({ success: false, message: expect.stringContaining("Cross-site") });
    }
    // With the cookie and no browser signal at all, a write is refused too: a browser always sends one.
    expect((await post("/account", {}, { intent: "name", name })).status()).toBe(403);
    const db = openDb();
    expect(db.prepare("select count(*) from users where name = ?").pluck().get(name)).toBe(0);
    expect(db.prepare("select count(*) from posts where id = ?").pluck().get(target)).toBe(1);
    expect(db.prepare("select count(*) from post_likes where post_id = ?").pluck().get(target)).toBe(0);
    // Our own page's post still works (the name sent back unchanged).
    const current = db.prepare("select name from users where email = ?").pluck().get(DEMO.admin.email) as string;
    expect((await post("/account", sameOrigin(), { intent: "name", name: current })).status()).toBe(200);
  } finally {
    deletePosts([target]);
  }
});

test("a Bearer client and curl-like requests without cookies keep working", async ({ playwright, baseURL }) => {
  const bare = await playwright.request.newContext({ baseURL });
  try {
    const person = verifiedPerson();
    const token = createSessionToken(person);
    const check = await bare.get("/api/auth/check-auth", { headers: bearer(token) });
    expect(check.status()).toBe(200);
    const res = await bare.post("/api/contact", {
      headers: { ...bearer(token), "X-Forwarded-For": `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
      data: { name: "Api Client", email: person.email, subject: "Bearer", message: "From an API client without browser headers", type: "general" },
    });
    expect(res.status()).toBe(201);
  } finally {
    await bare.dispose();
  }
});

test("private answers say no-store; guests' public pages do not", async ({ page, request }) => {
  const admin = bearer(createSessionToken(DEMO.admin));
  const cacheOf = async (res: Promise<import("@playwright/test").APIResponse>) => (await res).headers()["cache-control"] ?? "";
  for (const path of ["/api/users", "/api/users/stats", "/api/contact", "/api/blog", "/api/blog?status=draft"]) {
    expect(await cacheOf(request.get(path, { headers: admin })), path).toBe("private, no-store");
  }
  await loginAs(page, DEMO.admin);
  for (const path of ["/admin", "/admin/users", "/admin/blog", "/admin/contact-messages", "/admin/settings", "/account", "/account/export", "/", "/blog"]) {
    expect(await cacheOf(page.request.get(path)), path).toBe("private, no-store");
  }
  // Guests: the public pages and feeds keep their caching; private paths still say no-store.
  for (const path of ["/", "/blog", "/about", "/api/blog", "/rss.xml"]) {
    expect(await cacheOf(request.get(path)), path).not.toContain("no-store");
  }
  expect(await cacheOf(request.get("/api/users", { maxRedirects: 0 }))).toBe("private, no-store");
});
