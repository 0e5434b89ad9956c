import type { Page } from "@playwright/test";
import { t, translateMessage } from "../../app/i18n/catalogue";
import { loginAs, uniqueEmail } from "../support/auth";
import { postsOfSpec, uniqueName } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, hydrated, mailsFor, sameOrigin, test } from "../support/fixtures";

// Issue 23 (12): a signed-in reader whose address is not verified is told so on the public pages and /account, in
// the page's language, with "Enter your code" (a link) and "Send a new code" (a form POST: no JavaScript needed);
// every redirect on the way (liking a post, the access rule) keeps the page's language and brings them back.

const posts = postsOfSpec();
test.afterAll(posts.deleteAll);

/** A new account signed in on the page's context, its address not verified yet. */
async function unverified(page: Page, lang: "en" | "rw" | "fr" = "en") {
  const email = uniqueEmail("unverified");
  const res = await page.request.post("/api/auth/signup", {
    headers: sameOrigin(),
    data: { name: "Not Yet Verified", email, password: "Code!pass1", lang },
  });
  expect(res.status()).toBe(201);
  return email;
}

/** The six-digit code of the `count`-th mail to an address (the code e-mails are in the account's language). */
async function codeFromMail(email: string, count = 1) {
  const mails = await mailsFor(email, count);
  expect(mails.length, `mail #${count} for ${email}`).toBeGreaterThanOrEqual(count);
  return mails[count - 1]!.text.match(/\b(\d{6})\b/)![1]!;
}

const notice = (page: Page, lang: "en" | "rw" | "fr") =>
  page.getByRole("region", { name: t(lang).common.unverified.label });

async function enterCode(page: Page, lang: "en" | "rw" | "fr", code: string, js: boolean) {
  const a = t(lang).account;
  // With JavaScript the six boxes submit by themselves, once the code page's client runs.
  if (js) await hydrated(page);
  for (let i = 0; i < 6; i++) await page.getByLabel(a.digitLabel(i + 1, 6)).fill(code[i]!);
  if (!js) await page.getByRole("button", { name: a.verifyButton }).click();
}

test("on /rw/blog the notice is in Kinyarwanda: Send a new code posts a form, the code brings them back", async ({
  page,
  js,
}) => {
  const email = await unverified(page, "rw");
  const s = t("rw").common.unverified;
  await page.goto("/rw/blog");
  await expect(notice(page, "rw")).toBeVisible();
  await expect(notice(page, "rw")).toContainText(s.text);
  await expect(notice(page, "rw").getByRole("link", { name: s.enterCode })).toHaveAttribute(
    "href",
    "/rw/verify-email?redirectTo=%2Frw%2Fblog",
  );
  await expectNoAxeViolations(page);

  await notice(page, "rw").getByRole("button", { name: s.sendCode }).click();
  await expect(page).toHaveURL(/\/rw\/verify-email\?redirectTo=%2Frw%2Fblog$/);
  await expect(page.getByRole("status")).toHaveText(
    translateMessage("A new code has been sent to your email address.", "rw"),
  );
  const code = await codeFromMail(email, 2);
  await enterCode(page, "rw", code, js);
  await expect(page).toHaveURL(/\/rw\/blog$/);
  await expect(notice(page, "rw")).toHaveCount(0);
});

test("the notice on /account and /fr/account, in the page's language; none for a verified reader or a guest", async ({
  page,
}) => {
  await page.goto("/");
  await expect(notice(page, "en")).toHaveCount(0);
  await loginAs(page, DEMO.reader);
  await page.goto("/account");
  await expect(notice(page, "en")).toHaveCount(0);
  await page.context().clearCookies();
  await unverified(page);
  for (const [path, lang] of [
    ["/account", "en"],
    ["/fr/account", "fr"],
    ["/fr/programs", "fr"],
  ] as const) {
    await page.goto(path);
    await expect(notice(page, lang), path).toBeVisible();
    await expect(notice(page, lang).getByRole("link", { name: t(lang).common.unverified.enterCode })).toHaveAttribute(
      "href",
      `${lang === "en" ? "" : `/${lang}`}/verify-email?redirectTo=${encodeURIComponent(path)}`,
    );
  }
});

test("liking a post on /rw unverified goes to the Kinyarwanda code page, and the code brings them back to the post", async ({
  page,
  js,
}) => {
  const email = await unverified(page, "rw");
  const id = posts.insert({ title: uniqueName("E2E like unverified") });
  await page.goto(`/rw/blog/${id}`);
  await page.getByRole("button", { name: t("rw").blog.like, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/rw/verify-email\\?redirectTo=%2Frw%2Fblog%2F${id}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "rw");
  await expect(
    page.getByText(translateMessage("Please verify your email address to like posts", "rw")).first(),
  ).toBeVisible();
  await enterCode(page, "rw", await codeFromMail(email), js);
  await expect(page).toHaveURL(new RegExp(`/rw/blog/${id}$`));
});

test("a guest's like on /fr goes to the French login, which brings them back to the post", async ({ page }) => {
  const id = posts.insert({ title: uniqueName("E2E like guest") });
  await page.goto(`/fr/blog/${id}`);
  await page.getByRole("button", { name: t("fr").blog.loginToLike }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/login\\?redirectTo=%2Ffr%2Fblog%2F${id}$`));
});

test("the access rule sends an unverified user to the code page with the way back", async ({ page }) => {
  await unverified(page, "fr");
  // /admin is English-only (so is its code page); the rule is the one the like above goes through.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/verify-email\?redirectTo=%2Fadmin$/);
});
