import type { Page } from "@playwright/test";
import { loginAs, uniqueEmail } from "../support/auth";
import { DEMO, expect, expectNoAxeViolations, test, sameOrigin } from "../support/fixtures";

const GUEST_ONLY = ["/signup", "/login", "/forgot-password", `/reset-password/${"x".repeat(43)}`];
const ADMIN = ["/admin", "/admin/blog", "/admin/blog/create", "/admin/users", "/admin/contact-messages"];

async function signUpUnverified(page: Page) {
  const res = await page.request.post("/api/auth/signup", {
    headers: sameOrigin(),
    data: { name: "Not Yet", email: uniqueEmail("unverified"), password: "Unver!1x" },
  });
  expect(res.status()).toBe(201);
}

test.describe("SPEC §2 access rules, enforced by the server", () => {
  test("guests on /admin routes go to /login, with the way back", async ({ page }) => {
    for (const path of ADMIN) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`));
    }
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  });

  test("signed-in but unverified users on /admin go to /verify-email, with the way back", async ({ page }) => {
    await signUpUnverified(page);
    for (const path of ADMIN) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/verify-email\\?redirectTo=${encodeURIComponent(path)}$`));
    }
    await expect(page.getByText("Enter the 6-digit code sent to your email address.")).toBeVisible();
  });

  test("verified users who are neither admin nor editor go to /", async ({ page }) => {
    await loginAs(page, DEMO.reader);
    for (const path of ADMIN) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("admins and editors reach the admin area", async ({ page }) => {
    await loginAs(page, DEMO.admin);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
    await page.context().clearCookies();
    await loginAs(page, DEMO.editor);
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/admin\/users$/);
  });

  test("a verified signed-in user on a guest-only page goes to /", async ({ page }) => {
    await loginAs(page, DEMO.reader);
    for (const path of GUEST_ONLY) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("the guest-only actions refuse a verified user too", async ({ page }) => {
    await loginAs(page, DEMO.reader);
    const res = await page.request.post("/login", {
      headers: sameOrigin(),
      form: { email: DEMO.admin.email, password: DEMO.admin.password },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/");
    expect(res.headers()["set-cookie"] ?? "").not.toContain("__session=");
  });

  test("an unverified user may still open the guest-only pages (e.g. to log in as someone else)", async ({ page }) => {
    await signUpUnverified(page);
    for (const path of GUEST_ONLY.slice(0, 3)) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test("/verify-email is open to anyone and explains itself", async ({ page }) => {
    await page.goto("/verify-email");
    await expect(page.getByRole("heading", { name: "Verify Your Email" })).toBeVisible();
    await expect(page.getByText("Please log in to verify your email address.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "/login?redirectTo=%2Fverify-email",
    );
    await expectNoAxeViolations(page);
    await loginAs(page, DEMO.reader);
    await page.goto("/verify-email");
    await expect(page.getByText("Your email address is already verified.")).toBeVisible();
  });

  test("logging out ends the session on the server", async ({ page }) => {
    const { token } = await loginAs(page, DEMO.reader);
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    const check = await page.request.get("/api/auth/check-auth", { headers: { Authorization: `Bearer ${token}` } });
    expect(check.status()).toBe(401);
  });
});

test.describe("rate limits in the pages", () => {
  test("five failed logins lock the account with a clear message", async ({ page, request }) => {
    const email = uniqueEmail("page-lock");
    await request.post("/api/auth/signup", { data: { name: "Lock Me", email, password: "Lock!me12" } });
    await page.goto("/login");
    for (let i = 0; i < 6; i++) {
      await page.getByLabel("Email Address").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(i < 5 ? "wrong-password" : "Lock!me12");
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        i < 5 ? "Invalid email or password" : "Too many attempts. Please try again in 15 minutes.",
      );
    }
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the page action answers 429 with Retry-After", async ({ request }) => {
    const email = uniqueEmail("page-429");
    for (let i = 0; i < 5; i++) await request.post("/login", { form: { email, password: "wrong" } });
    const res = await request.post("/login", { form: { email, password: "wrong" } });
    expect(res.status()).toBe(429);
    expect(Number(res.headers()["retry-after"])).toBeGreaterThan(0);
  });
});
