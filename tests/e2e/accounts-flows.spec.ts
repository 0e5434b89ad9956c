import type { Page } from "@playwright/test";
import { codeFromMail, resetPathFromMail, uniqueEmail } from "../support/auth";
import { DEMO, expect, hydrated, test } from "../support/fixtures";

/** Types a code into the six boxes one by one (with JavaScript the last one submits the form). */
async function enterCode(page: Page, code: string, js: boolean) {
  for (let i = 0; i < 6; i++) await page.getByLabel(`Digit ${i + 1} of 6`).fill(code[i]!);
  if (!js) await page.getByRole("button", { name: "Verify Email" }).click();
}

async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("sign up, verify with the e-mailed code, log out and log in again", async ({ page, js }) => {
  const email = uniqueEmail("flow");
  await signUp(page, "Grace Mukamana", email, "Flow!pass1");
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole("heading", { name: "Verify Your Email" })).toBeVisible();
  await expect(page.getByText("Enter the 6-digit code sent to your email address.")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const code = await codeFromMail(email);
  await enterCode(page, code, js);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Email verified successfully")).toBeVisible();
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Grace Mukamana").first()).toBeVisible();

  await banner.getByRole("button", { name: "Logout" }).click();
  await expect(banner.getByRole("link", { name: "Login" })).toBeVisible();
  await banner.getByRole("link", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await logIn(page, email, "Flow!pass1");
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByText("Grace Mukamana").first()).toBeVisible();
});

test("sign-up errors: a registered e-mail, and the field rules", async ({ page, js }) => {
  await signUp(page, "Someone", DEMO.reader.email, "Any!pass1");
  await expect(page.getByRole("alert")).toHaveText("An account with this email already exists");
  await expect(page.getByLabel("Email Address")).toHaveValue(DEMO.reader.email);
  // The server never echoes the password; with JavaScript the field simply keeps what was typed.
  if (!js) await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await signUp(page, "Someone", uniqueEmail("short"), "abc");
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
});

test("login: wrong password shows the red error; the link to sign-up and forgot-password", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
  await expect(page.getByText("Don't have an account?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  await logIn(page, DEMO.reader.email, "not-the-password");
  const error = page.getByRole("alert");
  await expect(error).toHaveText("Invalid email or password");
  await expect(error).toHaveClass(/text-red-700/);
  await expect(page).toHaveURL(/\/login$/);
});

test("login goes back to the protected page it came from, never off-site", async ({ page }) => {
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fusers$/);
  await logIn(page, DEMO.editor.email, DEMO.editor.password);
  await expect(page).toHaveURL(/\/admin\/users$/);

  await page.context().clearCookies();
  await page.goto("/login?redirectTo=//evil.example/steal");
  await logIn(page, DEMO.reader.email, DEMO.reader.password);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test("login replaces the history entry", async ({ page, js }) => {
  test.skip(!js, "a plain form POST always adds a history entry");
  await page.goto("/about");
  await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  // /about is a static page, so this is a full load of /login: its client must run the form, not the browser.
  await expect(page).toHaveURL(/\/login$/);
  await hydrated(page);
  await logIn(page, DEMO.reader.email, DEMO.reader.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test("forgot password, then reset through the e-mailed link", async ({ page, request, js }) => {
  const email = uniqueEmail("forgot");
  await request.post("/api/auth/signup", { data: { name: "Forgetful", email, password: "Old!pass1" } });

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    page.getByText(`If an account exists for ${email}, you will receive a password reset link shortly.`),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");

  await page.goto(await resetPathFromMail(email));
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("New!pass2");
  await page.getByLabel("Confirm New Password", { exact: true }).fill("Different!3");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Passwords do not match" }).first()).toBeVisible();
  // The password is unchanged: the mismatch stopped the request (JS) or the server refused it (no JS).
  expect((await request.post("/api/auth/login", { data: { email, password: "Old!pass1" } })).status()).toBe(200);

  await page.getByLabel("New Password", { exact: true }).fill("New!pass2");
  await page.getByLabel("Confirm New Password", { exact: true }).fill("New!pass2");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("Password reset successfully, redirecting to login page...").first()).toBeVisible();
  // The earlier attempt's red notice does not stay stacked above the green one (read at once: waiting would let
  // its own 4 s run out).
  expect(await page.getByText("Passwords do not match").count()).toBe(0);
  if (js) await expect(page).toHaveURL(/\/reset-password\//); // still here for 2 s
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await logIn(page, email, "New!pass2");
  await expect(page).toHaveURL(/\/$/);
  expect((await request.post("/api/auth/login", { data: { email, password: "Old!pass1" } })).status()).toBe(401);
});

test("a used or unknown reset link says so and offers a new one", async ({ page }) => {
  await page.goto(`/reset-password/${"x".repeat(43)}`);
  await expect(page.getByText("This password reset link is invalid or has expired.")).toBeVisible();
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("the show/hide toggle and the live strength meter", async ({ page, js }) => {
  test.skip(!js, "both need JavaScript; the server renders the checklist (checked in the a11y spec)");
  await page.goto("/signup");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("abc");
  await expect(page.getByTestId("password-strength-label")).toHaveText("Very Weak");
  await password.fill("abcdeF");
  await expect(page.getByTestId("password-strength-label")).toHaveText("Fair");
  await password.fill("abcdeF1!");
  await expect(page.getByTestId("password-strength-label")).toHaveText("Strong");
  await expect(page.locator('[data-met="true"]')).toHaveCount(5);
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
});
