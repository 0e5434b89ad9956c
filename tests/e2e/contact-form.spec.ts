import type { Page } from "@playwright/test";
import { loginAs } from "../support/auth";
import { writableDb } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";
import { bearer, createSessionToken, sessionCookieValue } from "../support/sessions";

/** Signs the page in as a fresh account (its own rate limit) through a session cookie written for it. */
async function signInFresh(page: Page) {
  const value = await sessionCookieValue(createSessionToken(freshUser()));
  await page.context().addCookies([{ name: "__session", value, url: `http://localhost:${process.env.E2E_PORT}` }]);
}

const stored = (subject: string) =>
  openDb().prepare("select count(*) from contact_messages where subject = ?").pluck().get(subject) as number;

async function fill(page: Page, subject: string, message = "We would like to volunteer at the next clinic day.") {
  await page.getByLabel("Name", { exact: true }).fill("Visitor Name");
  await page.getByLabel("Email", { exact: true }).fill("visitor@example.org");
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Type", { exact: true }).selectOption("volunteer");
  await page.getByLabel("Message", { exact: true }).fill(message);
}

/** A fresh verified account, so rate limits and messages never leak between tests. */
function freshUser() {
  const db = writableDb();
  const email = `contact-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  // Signed in through a session written for it (tests/support/sessions.ts): the password is never used.
  db.prepare(
    "insert into users (id, name, email, password_hash, role, is_verified, created_at) values (?, 'Fresh Person', ?, 'x', 'user', 1, ?)",
  ).run(`c${Math.random().toString(36).slice(2, 14)}`, email, Date.now());
  db.close();
  return { email, password: "" };
}

test("a guest's message survives the login and is one press from sending", async ({ page }) => {
  const subject = `Guest kept ${Date.now()}`;
  await page.goto("/contact");
  await fill(page, subject);
  await page.getByRole("button", { name: "Login to Send Message" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcontact%23message-us/);
  await expect(page.getByText("Please login to send a message").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute(
    "href",
    "/signup?redirectTo=%2Fcontact%23message-us",
  );
  await page.getByLabel("Email Address").fill(DEMO.reader.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.reader.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/contact#message-us$/);
  await expect(page.getByText("Welcome back: your message is below, ready to send.")).toBeVisible();
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(subject);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
    "We would like to volunteer at the next clinic day.",
  );
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("volunteer");
  await expect(page.getByText("Please login to send a message")).toBeHidden();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.").first()).toBeVisible();
  expect(stored(subject)).toBe(1);
  await expectNoAxeViolations(page);
});

test("signed-in visitors find their name and e-mail filled in", async ({ page }) => {
  await loginAs(page, DEMO.reader);
  await page.goto("/contact");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Grace Mukamana");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(DEMO.reader.email);
});

test("a filled honeypot looks sent but stores nothing", async ({ page, js }) => {
  const subject = `Bot ${Date.now()} ${js}`;
  await loginAs(page, DEMO.reader);
  await page.goto("/contact");
  await fill(page, subject);
  await page
    .locator("input[name=name__confirm]")
    .evaluate((el: HTMLInputElement) => (el.value = "http://spam.example"), undefined)
    .catch(async () => {
      await page.locator("input[name=name__confirm]").fill("http://spam.example", { force: true });
    });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.").first()).toBeVisible();
  expect(stored(subject)).toBe(0);
});

test("the sixth message within an hour is refused with 429", async ({ request }) => {
  const account = freshUser();
  const headers = bearer(createSessionToken(account));
  for (let i = 1; i <= 5; i++) {
    const res = await request.post("/api/contact", {
      headers,
      data: { name: "N", email: account.email, subject: `Limit ${i}`, message: "M" },
    });
    expect(res.status(), `message ${i}`).toBe(201);
  }
  const sixth = await request.post("/api/contact", {
    headers,
    data: { name: "N", email: account.email, subject: "Limit 6", message: "M" },
  });
  expect(sixth.status()).toBe(429);
  expect((await sixth.json()).message).toBe("You have sent several messages in the last hour. Please try again later.");
  expect(Number(sixth.headers()["retry-after"])).toBeGreaterThan(0);
});

test("on a phone a sent message comes back at the form with the result in view, and a reload sends nothing again", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInFresh(page);
  const subject = `In view ${Date.now()}`;
  await page.goto("/contact");
  await fill(page, subject);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact#message-us$/);
  const result = page.locator("#message-us").getByRole("status");
  await expect(result).toHaveText("Message sent successfully! We'll get back to you soon.");
  await expect(result).toBeInViewport();
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("");
  expect(stored(subject)).toBe(1);
  // Post/redirect/get: reloading the page is a plain GET, and the flash is said once.
  await page.reload();
  await expect(page.getByLabel("Subject", { exact: true })).toBeVisible();
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toHaveCount(0);
  expect(stored(subject)).toBe(1);
});

test("a refused message comes back at the form with the error in view", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInFresh(page);
  await page.goto("/contact");
  // Past the browser's own checks: an address it accepts and the server refuses.
  await fill(page, `Refused ${Date.now()}`);
  await page.getByLabel("Email", { exact: true }).fill("visitor@localhost");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact#message-us$/);
  const error = page.locator("#contact-email-error");
  await expect(error).toBeVisible();
  await expect(page.locator("#message-us").getByRole("heading", { name: "Send us a Message" })).toBeInViewport();
});

test("the contact cards call, open WhatsApp and write e-mail", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/contact");
  const cards = page.getByRole("region", { name: "Contact details" });
  const call = cards.getByRole("link", { name: /^\+\d/ }).first();
  await expect(call).toHaveAttribute("href", /^tel:\+\d+$/);
  await expect(cards.getByRole("link", { name: /^WhatsApp \+/ }).first()).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+$/,
  );
  const mail = cards.getByRole("link", { name: /@/ }).first();
  await expect(mail).toHaveAttribute("href", /^mailto:[^@]+@/);
  for (const link of [call, mail]) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // The trap for bots is valid HTML: no autocomplete="nope" (the W3C checker refuses it).
  await expect(page.locator("input[name=name__confirm]")).toHaveAttribute("autocomplete", "off");
  await expect(page.locator("input[name=name__confirm]")).toBeHidden();
});
