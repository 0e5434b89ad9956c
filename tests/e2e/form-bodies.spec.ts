import type { APIRequestContext } from "@playwright/test";
import { loginAs, uniqueEmail } from "../support/auth";
import { DEMO, expect, openDb, sameOrigin, test } from "../support/fixtures";
import { bearer, createSessionToken } from "../support/sessions";

// What page actions accept: their own form, nothing else (a 400 with the page's message, never a 500), and only
// the field names their zod schema declares (/admin/settings posts nested names; the admin check runs before the
// body is read).

const PAGE_ACTIONS = ["/login", "/signup", "/forgot-password", "/reset-password/abc", "/verify-email", "/contact"];

test("non-form bodies to page actions are a 400 with the page's message, never a 500", async ({ request }) => {
  for (const path of PAGE_ACTIONS) {
    for (const [type, body] of [
      ["application/json", '{"email":"a@b.c"}'],
      ["text/plain", "email=a@b.c"],
      ["multipart/form-data", "--x\r\n"],
      [undefined, undefined],
    ] as const) {
      const res = await request.post(path, {
        headers: type ? { "content-type": type } : {},
        data: body,
        maxRedirects: 0,
      });
      // The contact page sends guests to login first (302); every other answer is the page's 400.
      expect([400, 302], `${path} with ${type}`).toContain(res.status());
      if (path !== "/contact") {
        expect(res.status(), `${path} with ${type}`).toBe(400);
        expect(await res.text()).toContain("Please submit the form again");
      }
    }
  }
});

test("a signed-in like form with a JSON body is a 400, and the like is not toggled", async ({ page }) => {
  await loginAs(page, DEMO.reader);
  const db = openDb();
  // A demo post (other specs add and delete their own E2E posts meanwhile, and like demo posts: so the reader's own
  // like is what must not change, not the post's total).
  const post = db
    .prepare("select id from posts where status = 'published' and title not like 'E2E%' order by created_at limit 1")
    .get() as { id: string };
  const readerLike = () =>
    db
      .prepare("select count(*) from post_likes l join users u on u.id = l.user_id where l.post_id = ? and u.email = ?")
      .pluck()
      .get(post.id, DEMO.reader.email);
  const before = readerLike();
  const res = await page.request.post(`/blog/${post.id}`, {
    headers: { "content-type": "application/json", ...sameOrigin() },
    data: "{}",
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  expect(readerLike()).toBe(before);
  db.close();
});

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
  const login = await request.post("/api/auth/login", {
    data: { email: uniqueEmail("nobody"), password: "wrong password" },
  });
  expect(login.status()).toBe(401);
}

test("hostile field names on /admin/settings: refused unread for an editor, ignored for an admin; the server keeps working", async ({
  page,
  request,
}) => {
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
  const multipart = await page.request.post("/admin/settings", {
    headers: sameOrigin(),
    multipart: form,
    maxRedirects: 0,
  });
  expect(multipart.status()).toBeLessThan(500);
  await expectServerHealthy(request);
  expect(openDb().prepare("select count(*) from site_settings where key = 'identity'").pluck().get()).toBe(0);
});
