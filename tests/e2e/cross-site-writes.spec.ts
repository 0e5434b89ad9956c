import type { Page } from "@playwright/test";
import { loginAs, uniqueEmail } from "../support/auth";
import { deletePosts, insertPost, uniqueName, writableDb } from "../support/blog-data";
import { DEMO, expect, openDb, sameOrigin, test } from "../support/fixtures";
import { bearer, createSessionToken } from "../support/sessions";

// The same-origin rule (docs/decisions/006): a write that shows any sign of another site is refused before it runs
// and changes nothing; API clients with a Bearer token and no cookie are not affected.

test("cross-site writes riding on the session cookie are refused and change nothing", async ({ page }) => {
  await loginAs(page, DEMO.reader);
  const db = openDb();
  const post = db
    .prepare("select id, likes from posts where status = 'published' order by created_at limit 1")
    .get() as { id: string; likes: number };
  const evil = { Origin: "https://evil.example" };
  for (const [type, body] of [
    ["application/x-www-form-urlencoded", "a=1"],
    ["text/plain", "a"],
    [undefined, undefined],
  ] as const) {
    const res = await page.request.post(`/api/blog/${post.id}/like`, {
      headers: { ...evil, ...(type ? { "content-type": type } : {}) },
      data: body,
    });
    expect(res.status(), `like with ${type}`).toBe(403);
  }
  expect((db.prepare("select likes from posts where id = ?").get(post.id) as { likes: number }).likes).toBe(post.likes);
  // Same origin but a form-like body: a cross-site form could send that, so it is refused too.
  const formLike = await page.request.post(`/api/blog/${post.id}/like`, {
    headers: { "content-type": "text/plain" },
    data: "x",
    failOnStatusCode: false,
  });
  expect([403, 415]).toContain(formLike.status());

  for (const path of ["/logout", "/api/auth/logout"]) {
    const res = await page.request.post(path, { headers: evil, maxRedirects: 0 });
    expect(res.status(), path).toBe(403);
  }
  const check = await page.request.get("/api/auth/check-auth");
  expect(check.status(), "still signed in").toBe(200);
  db.close();
});

/** Signs the page in and returns a function that posts a form with the victim's cookie and the given headers. */
async function victim(page: Page, account: { email: string; password: string }) {
  await loginAs(page, account);
  return (path: string, headers: Record<string, string>, form: Record<string, string>) =>
    page.request.post(path, { headers, form, maxRedirects: 0 });
}

test("cross-site page actions with no Origin but a foreign Referer or Sec-Fetch-Site are refused before they run", async ({
  page,
}) => {
  const evil: Record<string, string>[] = [
    { Referer: "https://evil.example/attack.html" },
    { "Sec-Fetch-Site": "cross-site" },
    { "Sec-Fetch-Site": "same-site" },
  ];
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
      const api = await page.request.put(
        `/api/users/${openDb().prepare("select id from users where email = ?").pluck().get(DEMO.reader.email)}`,
        { headers, data: { name } },
      );
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

/** A verified account written straight into the database (its own rate-limit buckets). */
function verifiedPerson() {
  const db = writableDb();
  try {
    const email = uniqueEmail("bearer");
    db.prepare(
      "insert into users (id, name, email, password_hash, role, is_verified, created_at) values (?, 'Api Client', ?, 'x', 'user', 1, ?)",
    ).run(`t${Math.random().toString(36).slice(2, 14)}`, email, Date.now());
    return { email, password: "" };
  } finally {
    db.close();
  }
}

test("a Bearer client and curl-like requests without cookies keep working", async ({ playwright, baseURL }) => {
  const bare = await playwright.request.newContext({ baseURL });
  try {
    const person = verifiedPerson();
    const token = createSessionToken(person);
    const check = await bare.get("/api/auth/check-auth", { headers: bearer(token) });
    expect(check.status()).toBe(200);
    const res = await bare.post("/api/contact", {
      headers: {
        ...bearer(token),
        "X-Forwarded-For": `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
      data: {
        name: "Api Client",
        email: person.email,
        subject: "Bearer",
        message: "From an API client without browser headers",
        type: "general",
      },
    });
    expect(res.status()).toBe(201);
  } finally {
    await bare.dispose();
  }
});
