import type { Page } from "@playwright/test";
import { codeFromMail, uniqueEmail } from "../support/auth";
import { expect, expectNoAxeViolations, openDb, sameOrigin, test } from "../support/fixtures";

/** A real sign-up, verified through the code the SMTP sink received, signed in on this page's context. */
async function newAccount(page: Page) {
  const email = uniqueEmail("account");
  const password = "FirstPass#1";
  const signup = await page.request.post("/api/auth/signup", {
    headers: sameOrigin(),
    data: { name: "Account Owner", email, password },
  });
  expect(signup.status()).toBe(201);
  const verify = await page.request.post("/api/auth/verify-email", {
    headers: sameOrigin(),
    data: { code: await codeFromMail(email) },
  });
  expect(verify.status()).toBe(200);
  return { email, password };
}

const login = (page: Page, email: string, password: string) =>
  page.request.post("/api/auth/login", { headers: sameOrigin(), data: { email, password } });

test("a person changes their name and password, downloads their data and deletes their account", async ({
  page,
  js,
}) => {
  // A whole journey (sign-up by e-mail, bcrypt four times, two projects at once on 2 cores): give it room.
  test.setTimeout(90_000);
  const { email, password } = await newAccount(page);
  // A post of its own per project, so the two projects' likes never mix.
  const postId = openDb()
    .prepare(
      `select id from posts where status = 'published' and slug not like 'e2e-%' order by created_at limit 1 offset ${js ? 2 : 3}`,
    )
    .pluck()
    .get() as string;
  expect(
    (await page.request.post(`/api/blog/${postId}/like`, { headers: sameOrigin(), data: { liked: true } })).status(),
  ).toBe(200);
  const likes = () => openDb().prepare("select likes from posts where id = ?").pluck().get(postId) as number;
  const likesWithMine = likes();
  expect(
    (
      await page.request.post("/api/contact", {
        headers: sameOrigin(),
        data: { name: "Account Owner", email, subject: "My question", message: "Hello" },
      })
    ).status(),
  ).toBe(201);

  await page.goto("/");
  await page
    .getByRole("link", { name: /^Your account: Account Owner/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/account$/);
  await expectNoAxeViolations(page);

  await page.getByLabel("Name", { exact: true }).fill("Renamed Owner");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Your name has been updated").first()).toBeVisible();
  expect(openDb().prepare("select name from users where email = ?").pluck().get(email)).toBe("Renamed Owner");

  await page.getByLabel("Current password").fill("wrong one");
  await page.getByLabel("New password").fill("SecondPass#2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("That password is not right").first()).toBeVisible();
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password").fill("SecondPass#2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/Your password has been changed/).first()).toBeVisible();
  expect((await login(page, email, password)).status()).toBe(401);
  expect((await login(page, email, "SecondPass#2")).status()).toBe(200);

  const download = await page.request.get("/account/export");
  expect(download.headers()["content-disposition"]).toBe('attachment; filename="my-data.json"');
  const exported = await download.json();
  expect(exported.profile).toMatchObject({ email, name: "Renamed Owner" });
  expect(exported.likes.map((l: { postId: string }) => l.postId)).toEqual([postId]);
  expect(exported.messages.map((m: { subject: string }) => m.subject)).toEqual(["My question"]);
  expect(JSON.stringify(exported)).not.toMatch(/password|\$2[aby]\$/i);

  await page.goto("/account");
  await page.getByLabel("Your password, to confirm").fill("not it");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("That password is not right").first()).toBeVisible();
  expect(openDb().prepare("select count(*) from users where email = ?").pluck().get(email)).toBe(1);
  await page.getByLabel("Your password, to confirm").fill("SecondPass#2");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  expect(openDb().prepare("select count(*) from users where email = ?").pluck().get(email)).toBe(0);
  expect(openDb().prepare("select count(*) from contact_messages where email = ?").pluck().get(email)).toBe(0);
  expect(likes()).toBe(likesWithMine - 1);
  expect((await login(page, email, "SecondPass#2")).status()).toBe(401);
});

// The last-admin rule is tested on the domain (app/domain/people/account.server.test.ts): trying it here would risk
// deleting the demo admin other tests rely on, whenever another test has just made a second admin.
test("the account page and the data download need a login", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  expect((await page.request.get("/account/export")).url()).toMatch(/\/login/);
});
