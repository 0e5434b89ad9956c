import { loginAs, resetPathFromMail, uniqueEmail } from "../support/auth";
import { DEMO, expect, test } from "../support/fixtures";

test.describe("forgot and reset password through the API", () => {
  test("the same answer for any e-mail; the mailed link resets once and ends every session", async ({
    request,
    page,
  }) => {
    const unknown = await request.post("/api/auth/forgot-password", { data: { email: "nobody-here@example.org" } });
    expect(unknown.status()).toBe(200);
    expect(await unknown.json()).toEqual({
      success: true,
      message: "If an account exists for nobody-here@example.org, you will receive a password reset link shortly.",
    });

    const email = uniqueEmail("reset-api");
    await request.post("/api/auth/signup", { data: { name: "Reset Api", email, password: "Old!pass1" } });
    const { token: oldSession } = await loginAs(page, { email, password: "Old!pass1" });

    const forgot = await request.post("/api/auth/forgot-password", { data: { email: ` ${email.toUpperCase()} ` } });
    expect(await forgot.json()).toEqual({
      success: true,
      message: `If an account exists for ${email}, you will receive a password reset link shortly.`,
    });
    const path = await resetPathFromMail(email);
    const token = path.split("/").pop()!;

    const short = await request.post(`/api/auth/reset-password/${token}`, { data: { password: "123" } });
    expect(short.status()).toBe(400);
    expect((await short.json()).errors).toHaveProperty("password");
    const mismatch = await request.post(`/api/auth/reset-password/${token}`, {
      data: { password: "New!pass2", confirmPassword: "nope" },
    });
    expect(await mismatch.json()).toMatchObject({ success: false, message: "Passwords do not match" });

    const reset = await request.post(`/api/auth/reset-password/${token}`, { data: { password: "New!pass2" } });
    expect(reset.status()).toBe(200);
    expect(await reset.json()).toEqual({ success: true, message: "Password reset successfully" });

    const reused = await request.post(`/api/auth/reset-password/${token}`, { data: { password: "Other!pass3" } });
    expect(reused.status()).toBe(400);
    expect(await reused.json()).toEqual({
      success: false,
      message: "This password reset link is invalid or has expired",
      requestId: expect.any(String),
    });

    // Every earlier session ended, the old password no longer works, the new one does.
    const stale = await request.get("/api/auth/check-auth", { headers: { Authorization: `Bearer ${oldSession}` } });
    expect(stale.status()).toBe(401);
    expect((await request.post("/api/auth/login", { data: { email, password: "Old!pass1" } })).status()).toBe(401);
    const login = await request.post("/api/auth/login", { data: { email, password: "New!pass2" } });
    expect((await login.json()).user).toMatchObject({ email, isVerified: true });
  });

  test("bad input, unknown links and the per-account forgot limit", async ({ request }) => {
    const bad = await request.post("/api/auth/forgot-password", { data: { email: "not-an-email" } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).errors).toHaveProperty("email");
    const unknown = await request.post(`/api/auth/reset-password/${"A".repeat(43)}`, {
      data: { password: "New!pass2" },
    });
    expect(unknown.status()).toBe(400);
    const badJson = await request.post(`/api/auth/reset-password/${"A".repeat(43)}`, {
      headers: { "content-type": "application/json" },
      data: "[",
    });
    expect(badJson.status()).toBe(400);
    expect((await request.get("/api/auth/forgot-password")).status()).toBe(405);

    const email = uniqueEmail("forgot-limit");
    for (let i = 0; i < 3; i++)
      expect((await request.post("/api/auth/forgot-password", { data: { email } })).status()).toBe(200);
    const limited = await request.post("/api/auth/forgot-password", { data: { email } });
    expect(limited.status()).toBe(429);
    expect(limited.headers()["retry-after"]).toMatch(/^\d+$/);
  });

  test("demo accounts can ask for a link too (mail goes to the SMTP sink)", async ({ request }) => {
    const res = await request.post("/api/auth/forgot-password", { data: { email: DEMO.reader.email } });
    expect(res.status()).toBe(200);
    await resetPathFromMail(DEMO.reader.email);
  });
});
