import { resetPathFromMail, uniqueEmail } from "../support/auth";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

const SCREENS = [
  { path: "/signup", heading: "Create Account", texts: ["Full Name", "Email Address", "Already have an account?"] },
  { path: "/login", heading: "Welcome Back", texts: ["Email Address", "Forgot password?", "Don't have an account?"] },
  { path: "/forgot-password", heading: "Forgot Password", texts: ["Email Address", "Back to Login"] },
  { path: "/verify-email", heading: "Verify Your Email", texts: ["Please log in to verify your email address."] },
];

for (const { path, heading, texts } of SCREENS) {
  test(`${path} renders its texts, has a title and passes axe`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    expect(await page.title()).toContain(heading === "Welcome Back" ? "Login" : heading);
    await expectNoAxeViolations(page);
  });
}

test("the server renders the password checklist and meter (no JavaScript needed)", async ({ page }) => {
  await page.goto("/signup");
  await expect(page.getByTestId("password-strength-label")).toHaveText("Very Weak");
  const items = page.getByRole("list", { name: "Password checklist" }).getByRole("listitem");
  await expect(items).toHaveCount(5);
  for (const label of ["At least 6 characters", "Contains uppercase letter", "Contains lowercase letter", "Contains a number", "Contains special character"]) {
    await expect(items.filter({ hasText: label })).toHaveAttribute("data-met", "false");
  }
});

test("error states and the code screen pass axe too", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email Address").fill("nobody@example.org");
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/signup");
  await page.getByLabel("Full Name").fill("A11y Person");
  await page.getByLabel("Email Address").fill(uniqueEmail("a11y"));
  await page.getByLabel("Password", { exact: true }).fill("A11y!pass");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByLabel("Digit 1 of 6")).toBeVisible();
  await expect(page.getByRole("group", { name: "Enter the 6-digit code sent to your email address." })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the reset screens pass axe (valid link, dead link, sent message)", async ({ page, request }) => {
  const email = uniqueEmail("a11y-reset");
  await request.post("/api/auth/signup", { data: { name: "Reset A11y", email, password: "Reset!a11y" } });
  await page.goto("/forgot-password");
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for");
  await expectNoAxeViolations(page);

  await page.goto(await resetPathFromMail(email));
  await expect(page.getByLabel("New Password", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Confirm New Password", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Set New Password" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/reset-password/${"y".repeat(43)}`);
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(page);
});
