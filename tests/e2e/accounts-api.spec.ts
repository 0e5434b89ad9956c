import { loginAs } from "../support/auth";
import { DEMO, expect, test } from "../support/fixtures";

const PUBLIC_USER_KEYS = ["_id", "avatar", "createdAt", "email", "isVerified", "lastLogin", "name", "role"];

test.describe("POST /api/auth/login", () => {
  test("answers token and public user, and sets the session cookie", async ({ request }) => {
    const res = await request.post("/api/auth/login", { data: { email: "  Reader@Example.org ", password: DEMO.reader.password } });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, token: expect.any(String), user: { email: DEMO.reader.email, role: "user", isVerified: true } });
    expect(Object.keys(body.user).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(body.user.lastLogin).not.toBeNull();
    expect(res.headers()["set-cookie"]).toMatch(/__session=.+HttpOnly/i);
  });

  test("wrong password or unknown e-mail is a 401 with the same message", async ({ request }) => {
    const wrong = await request.post("/api/auth/login", { data: { email: DEMO.reader.email, password: "nope-nope" } });
    const unknown = await request.post("/api/auth/login", { data: { email: "nobody@example.org", password: "nope-nope" } });
    expect(wrong.status()).toBe(401);
    expect(unknown.status()).toBe(401);
    expect(await wrong.json()).toEqual({ success: false, message: "Invalid email or password" });
    expect(await unknown.json()).toEqual({ success: false, message: "Invalid email or password" });
  });

  test("bad input is a 400 with field errors; bad JSON and wrong content type are 400s", async ({ request }) => {
    const bad = await request.post("/api/auth/login", { data: { email: "not-an-email" } });
    expect(bad.status()).toBe(400);
    const body = await bad.json();
    expect(body).toMatchObject({ success: false, message: expect.any(String), errors: { email: expect.any(String), password: expect.any(String) } });
    const notJson = await request.post("/api/auth/login", { headers: { "content-type": "application/json" }, data: "{oops" });
    expect(notJson.status()).toBe(400);
    const form = await request.post("/api/auth/login", { form: { email: DEMO.reader.email, password: DEMO.reader.password } });
    expect(form.status()).toBe(400);
    const get = await request.get("/api/auth/login");
    expect(get.status()).toBe(405);
  });

  test("a password over 72 bytes is refused with a clear message", async ({ request }) => {
    const res = await request.post("/api/auth/login", { data: { email: DEMO.reader.email, password: "é".repeat(40) } });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toMatch(/at most 72 bytes/);
  });
});

test("loginAs signs the page in for later navigations", async ({ page }) => {
  const { user, token } = await loginAs(page, DEMO.editor);
  expect(user.role).toBe("editor");
  expect(token.length).toBeGreaterThan(20);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
});
