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

test("without JavaScript the checklist is guidance; with it, a live verdict", async ({ page, js }) => {
  await page.goto("/signup");
  const items = page.getByRole("list", { name: "Password checklist" }).getByRole("listitem");
  await expect(items).toHaveCount(5);
  const labels = [
    "At least 6 characters",
    "Contains uppercase letter",
    "Contains lowercase letter",
    "Contains a number",
    "Contains special character",
  ];
  for (const label of labels) await expect(items.filter({ hasText: label })).toHaveCount(1);
  await page.getByLabel("Password", { exact: true }).fill("abcdeF1!");
  if (js) {
    // Live once hydrated: the server's neutral list is replaced by the meter.
    await expect(page.getByTestId("password-strength-label")).toHaveText("Strong");
    await expect(items.and(page.locator('[data-met="true"]'))).toHaveCount(5);
  } else {
    // Nothing could update a verdict: no "Very Weak", nothing crossed out whatever is typed.
    await expect(page.getByText("A strong password has:")).toBeVisible();
    await expect(page.getByTestId("password-strength-label")).toHaveCount(0);
    await expect(page.locator("[data-met]")).toHaveCount(0);
    await expect(page.getByTestId("password-strength")).not.toContainText("✗");
  }
  await expectNoAxeViolations(page);
});

test("lone text links are 44 px tall targets on phones", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const links = [
    { path: "/login", name: "Forgot password?" },
    { path: "/login", name: "Sign up" },
    { path: "/forgot-password", name: "Back to Login" },
    { path: "/signup", name: "Login" },
    { path: `/reset-password/${"x".repeat(43)}`, name: "Request a new link" },
  ];
  for (const { path, name } of links) {
    await page.goto(path);
    const box = await page.getByRole("link", { name, exact: true }).boundingBox();
    expect(box!.height, `${path} "${name}"`).toBeGreaterThanOrEqual(44);
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
