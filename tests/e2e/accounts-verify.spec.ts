import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { codeFromMail, uniqueEmail } from "../support/auth";
import { expect, hydrated, test, sameOrigin } from "../support/fixtures";

/** Signs up through the API on the page's context (cookie included) and opens /verify-email. */
async function pendingAccount(page: Page) {
  const email = uniqueEmail("verify");
  const res = await page.request.post("/api/auth/signup", {
    headers: sameOrigin(),
    data: { name: "Code Tester", email, password: "Code!pass1" },
  });
  expect(res.status()).toBe(201);
  await page.goto("/verify-email");
  return email;
}

const box = (page: Page, i: number) => page.getByLabel(`Digit ${i} of 6`);
const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

/** Fires a real paste event (with clipboard data) on a box, as a browser does for Ctrl+V. */
async function paste(page: Page, i: number, text: string) {
  await box(page, i).focus();
  await box(page, i).evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test("paste fills from the first six characters and focuses the box after the last one filled", async ({
  page,
  js,
}) => {
  test.skip(!js, "paste handling needs JavaScript");
  await pendingAccount(page);
  const button = page.getByRole("button", { name: "Verify Email" });
  await expect(button).toBeDisabled();
  await paste(page, 3, "12");
  await expect(box(page, 1)).toHaveValue("1");
  await expect(box(page, 2)).toHaveValue("2");
  await expect(box(page, 3)).toHaveValue("");
  await expect(box(page, 3)).toBeFocused();
  await expect(button).toBeDisabled();
});

test("typing moves on, Backspace on an empty box moves back, six digits submit by themselves", async ({ page, js }) => {
  test.skip(!js, "focus handling and auto-submit need JavaScript");
  const email = await pendingAccount(page);
  const code = await codeFromMail(email);
  await box(page, 1).focus();
  await page.keyboard.type(code.slice(0, 2));
  await expect(box(page, 3)).toBeFocused();
  await page.keyboard.press("Backspace"); // box 3 is empty: focus goes back to box 2
  await expect(box(page, 2)).toBeFocused();
  await expect(box(page, 2)).toHaveValue(code[1]!);
  await page.keyboard.press("Backspace"); // box 2 is filled: it is cleared, focus stays
  await expect(box(page, 2)).toHaveValue("");
  await expect(box(page, 2)).toBeFocused();
  await page.keyboard.type(code.slice(1));
  // No click: the sixth digit submits the form.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Email verified successfully")).toBeVisible();
});

test("a pasted wrong code submits by itself and shows the error in red", async ({ page, js }) => {
  test.skip(!js, "auto-submit needs JavaScript");
  const email = await pendingAccount(page);
  const code = await codeFromMail(email);
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/verify-email")) posts++;
  });
  const sent = page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/verify-email"));
  await paste(page, 1, `${wrongCode(code)}999`);
  // The six boxes were posted with the first six pasted characters, one each.
  expect(new URLSearchParams((await sent).postData() ?? "").getAll("code")).toEqual([...wrongCode(code)]);
  const error = page.getByRole("alert");
  await expect(error).toHaveText("Invalid verification code");
  await expect(error).toHaveClass(/text-red-700/);
  await expect(page).toHaveURL(/\/verify-email$/);
  // The boxes empty for a fresh try (editing one box would re-send five stale digits), box 1 focused.
  for (let i = 1; i <= 6; i++) await expect(box(page, i)).toHaveValue("");
  await expect(box(page, 1)).toBeFocused();
  await expect(page.getByRole("button", { name: "Verify Email" })).toBeDisabled();
  expect(posts).toBe(1);
});

test("a wrong code, then the right one (JavaScript or not)", async ({ page, js }) => {
  const email = await pendingAccount(page);
  const code = await codeFromMail(email);
  for (let i = 0; i < 6; i++) await box(page, i + 1).fill(wrongCode(code)[i]!);
  if (!js) await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid verification code");
  for (let i = 0; i < 6; i++) await box(page, i + 1).fill(code[i]!);
  if (!js) await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Email verified successfully")).toBeVisible();
});

test("without JavaScript the whole code typed into one box works too", async ({ page, js }) => {
  test.skip(js, "with JavaScript a box holds one character");
  const email = await pendingAccount(page);
  await box(page, 1).fill(await codeFromMail(email));
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("digits typed before the page's script has run are kept, and the code still submits itself", async ({
  page,
  js,
}) => {
  test.skip(!js, "without JavaScript nothing hydrates");
  const email = await pendingAccount(page);
  const code = await codeFromMail(email);
  // A slow phone: the scripts arrive late, and the reader types the first two digits meanwhile.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/verify-email", { waitUntil: "domcontentloaded" });
  await box(page, 1).fill(code[0]!);
  await box(page, 2).fill(code[1]!);
  await hydrated(page);
  await expect(box(page, 1)).toHaveValue(code[0]!);
  await expect(box(page, 2)).toHaveValue(code[1]!);
  for (let i = 3; i <= 6; i++) await box(page, i).fill(code[i - 1]!);
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
});

test("an expired code is refused; a new code (rate-limited) works", async ({ page, js }) => {
  const email = await pendingAccount(page);
  const first = await codeFromMail(email);
  // openDb() is read-only: expire the code through a short-lived writable connection.
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "app.db"));
  db.pragma("busy_timeout = 5000");
  db.prepare("update verification_codes set expires_at = ? where user_id = (select id from users where email = ?)").run(
    Date.now() - 1000,
    email,
  );
  db.close();

  for (let i = 0; i < 6; i++) await box(page, i + 1).fill(first[i]!);
  if (!js) await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("alert")).toHaveText("This code has expired. Please ask for a new code.");

  const resend = page.getByRole("button", { name: "Send a new code" });
  await resend.click();
  await expect(
    page.getByRole("status").filter({ hasText: "A new code has been sent to your email address." }),
  ).toBeVisible();
  const second = await codeFromMail(email, 2);
  await resend.click();
  await expect(page.getByRole("status").filter({ hasText: "A new code has been sent" })).toBeVisible();
  await resend.click();
  await codeFromMail(email, 4);
  await resend.click(); // the fourth in 15 minutes
  await expect(page.getByRole("alert")).toHaveText(/Too many attempts\. Please try again in \d+ minutes\./);

  for (let i = 0; i < 6; i++) await box(page, i + 1).fill((await codeFromMail(email, 4))[i]!);
  if (!js) await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(second).toMatch(/^\d{6}$/);
});

test("after five wrong tries even the right code needs a new one", async ({ page }) => {
  const email = await pendingAccount(page);
  const code = await codeFromMail(email);
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await page.request.post("/api/auth/verify-email", {
      headers: sameOrigin(),
      data: { code: wrongCode(code) },
    });
    expect(res.status()).toBe(400);
  }
  const res = await page.request.post("/api/auth/verify-email", { headers: sameOrigin(), data: { code } });
  expect(await res.json()).toMatchObject({
    success: false,
    message: "Too many wrong attempts. Please ask for a new code.",
  });
});
