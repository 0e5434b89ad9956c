import { codeFromMail, latestCodeFromMail, loginAs, uniqueEmail } from "../support/auth";
import { DEMO, expect, test } from "../support/fixtures";

const PUBLIC_USER_KEYS = ["_id", "avatar", "createdAt", "email", "isVerified", "lastLogin", "name", "role"];

test.describe("POST /api/auth/login", () => {
  test("answers token and public user, and sets the session cookie", async ({ request }) => {
    const res = await request.post("/api/auth/login", {
      data: { email: "  Reader@Example.org ", password: DEMO.reader.password },
    });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { email: DEMO.reader.email, role: "user", isVerified: true },
    });
    expect(Object.keys(body.user).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(body.user.lastLogin).not.toBeNull();
    expect(res.headers()["set-cookie"]).toMatch(/__session=.+HttpOnly/i);
  });

  test("wrong password or unknown e-mail is a 401 with the same message", async ({ request }) => {
    const wrong = await request.post("/api/auth/login", { data: { email: DEMO.reader.email, password: "nope-nope" } });
    const unknown = await request.post("/api/auth/login", {
      data: { email: "nobody@example.org", password: "nope-nope" },
    });
    expect(wrong.status()).toBe(401);
    expect(unknown.status()).toBe(401);
    expect(await wrong.json()).toEqual({
      success: false,
      message: "Invalid email or password",
      requestId: expect.any(String),
    });
    expect(await unknown.json()).toEqual({
      success: false,
      message: "Invalid email or password",
      requestId: expect.any(String),
    });
  });

  test("bad input is a 400 with field errors; bad JSON and wrong content type are 400s", async ({ request }) => {
    const bad = await request.post("/api/auth/login", { data: { email: "not-an-email" } });
    expect(bad.status()).toBe(400);
    const body = await bad.json();
    expect(body).toMatchObject({
      success: false,
      message: expect.any(String),
      errors: { email: expect.any(String), password: expect.any(String) },
    });
    const notJson = await request.post("/api/auth/login", {
      headers: { "content-type": "application/json" },
      data: "{oops",
    });
    expect(notJson.status()).toBe(400);
    const form = await request.post("/api/auth/login", {
      form: { email: DEMO.reader.email, password: DEMO.reader.password },
    });
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

test.describe("sign-up, verification, session check and logout through the API", () => {
  test("the whole flow with a Bearer token, and its error statuses", async ({ request, playwright, baseURL, ip }) => {
    const email = uniqueEmail("api");
    const signup = await request.post("/api/auth/signup", {
      data: { name: "Api User", email, password: "Api!pass1", role: "admin", isVerified: true },
    });
    expect(signup.status()).toBe(201);
    const created = await signup.json();
    expect(created).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { email, name: "Api User", role: "user", isVerified: false },
    });
    expect(Object.keys(created.user).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(signup.headers()["set-cookie"]).toContain("__session=");
    const bearer = { Authorization: `Bearer ${created.token}` };

    // Another password for a taken e-mail (the same password again is a repeated sign-up: mail-outbox.spec.ts).
    const again = await request.post("/api/auth/signup", {
      data: { name: "Again", email: email.toUpperCase(), password: "Other!pass2" },
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      message: "An account with this email already exists",
      requestId: expect.any(String),
    });

    // A client without cookies, with only the Bearer header (SPEC §7).
    const bare = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": ip, ...bearer },
    });
    const check = await bare.get("/api/auth/check-auth");
    expect(check.status()).toBe(200);
    expect((await check.json()).user).toMatchObject({ email, isVerified: false });
    await bare.dispose();

    const code = await codeFromMail(email);
    const wrong = await request.post("/api/auth/verify-email", {
      headers: bearer,
      data: { code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status()).toBe(400);
    expect((await wrong.json()).message).toBe("Invalid verification code");
    const malformed = await request.post("/api/auth/verify-email", { headers: bearer, data: { code: "12ab" } });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).errors).toHaveProperty("code");

    const verify = await request.post("/api/auth/verify-email", { headers: bearer, data: { code } });
    expect(verify.status()).toBe(200);
    expect(await verify.json()).toMatchObject({ success: true, user: { email, isVerified: true } });
    const twice = await request.post("/api/auth/verify-email", { headers: bearer, data: { code } });
    expect(twice.status()).toBe(409);
    const resendVerified = await request.post("/api/auth/resend-code", { headers: bearer });
    expect(resendVerified.status()).toBe(409);

    const logout = await request.post("/api/auth/logout", { headers: bearer });
    expect(await logout.json()).toEqual({ success: true, message: "Logged out successfully" });
    const after = await request.get("/api/auth/check-auth", { headers: bearer });
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual({ success: false, message: "Not authenticated", requestId: expect.any(String) });

    const login = await request.post("/api/auth/login", { data: { email, password: "Api!pass1" } });
    expect((await login.json()).user).toMatchObject({ isVerified: true, lastLogin: expect.any(String) });
  });

  test("check-auth, verify-email and resend-code without a session are 401s", async ({ request }) => {
    expect((await request.get("/api/auth/check-auth")).status()).toBe(401);
    expect(
      (
        await request.get("/api/auth/check-auth", { headers: { Authorization: "Bearer not-a-real-token-at-all-000" } })
      ).status(),
    ).toBe(401);
    expect((await request.post("/api/auth/verify-email", { data: { code: "123456" } })).status()).toBe(401);
    expect((await request.post("/api/auth/resend-code")).status()).toBe(401);
    // Logging out without a session is harmless.
    expect((await request.post("/api/auth/logout")).status()).toBe(200);
  });

  test("sign-up validates its fields and caps the name length", async ({ request }) => {
    const res = await request.post("/api/auth/signup", {
      data: { name: "x".repeat(101), email: "bad", password: "123" },
    });
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors).sort()).toEqual(["email", "name", "password"]);
    const notJson = await request.post("/api/auth/signup", {
      headers: { "content-type": "text/plain" },
      data: "hello",
    });
    expect(notJson.status()).toBe(400);
  });

  test("resend-code sends a new code that replaces the old one, 3 at most, then 429", async ({ request }) => {
    const email = uniqueEmail("resend");
    const { token } = await (
      await request.post("/api/auth/signup", { data: { name: "Resend", email, password: "Resend!1" } })
    ).json();
    const bearer = { Authorization: `Bearer ${token}` };
    const first = await codeFromMail(email);
    const resend = await request.post("/api/auth/resend-code", { headers: bearer });
    expect(await resend.json()).toEqual({ success: true, message: "A new code has been sent to your email address." });
    const second = await codeFromMail(email, 2);
    // Two random six-digit codes coincide once in a million runs; the old one must then be dead.
    expect(second).not.toBe(first);
    expect((await request.post("/api/auth/verify-email", { headers: bearer, data: { code: first } })).status()).toBe(
      400,
    );
    await request.post("/api/auth/resend-code", { headers: bearer });
    await request.post("/api/auth/resend-code", { headers: bearer });
    const limited = await request.post("/api/auth/resend-code", { headers: bearer });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    const latest = await latestCodeFromMail(email);
    expect((await request.post("/api/auth/verify-email", { headers: bearer, data: { code: latest } })).status()).toBe(
      200,
    );
  });

  test("login is limited to 5 failures per account, then 429 with Retry-After", async ({ request }) => {
    const email = uniqueEmail("locked");
    await request.post("/api/auth/signup", { data: { name: "Locked", email, password: "Locked!1" } });
    for (let i = 0; i < 5; i++)
      expect((await request.post("/api/auth/login", { data: { email, password: "wrong" } })).status()).toBe(401);
    const limited = await request.post("/api/auth/login", { data: { email, password: "Locked!1" } });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(60);
    expect((await limited.json()).message).toMatch(/Too many attempts/);
  });
});
