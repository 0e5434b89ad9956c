import type { Page } from "@playwright/test";
import { loginAs, uniqueEmail } from "../support/auth";
import { DEMO, expect, expectNoAxeViolations, mailsFor, openDb, test } from "../support/fixtures";

// Issue 17: the account screens, their e-mails and their messages in Kinyarwanda and French.

const userLang = (email: string) => {
  const db = openDb();
  try {
    return (db.prepare("select lang from users where email = ?").get(email) as { lang: string } | undefined)?.lang;
  } finally {
    db.close();
  }
};

async function mailMatching(email: string, subject: RegExp) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await mailsFor(email, 0)).find((m) => subject.test(m.subject));
    if (found || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 150));
  }
}

test("sign-up in Kinyarwanda: the code e-mail is in Kinyarwanda and verifying lands on a /rw page", async ({
  page,
  js,
}) => {
  const email = uniqueEmail("rw-signup");
  await page.goto("/rw/signup");
  await expect(page.locator("html")).toHaveAttribute("lang", "rw");
  await page.getByLabel("Amazina yombi").fill("Aline Uwase");
  await page.getByLabel("Imeyili").fill(email);
  await page.getByLabel("Ijambo ry'ibanga", { exact: true }).fill("Rw!pass12");
  await page.getByRole("button", { name: "Iyandikishe" }).click();

  await expect(page).toHaveURL(/\/rw\/verify-email$/);
  await expect(page.getByRole("heading", { name: "Emeza imeyili yawe" })).toBeVisible();
  expect(userLang(email)).toBe("rw");

  const mail = await mailMatching(email, /^Emeza imeyili yawe/);
  expect(mail, "the code e-mail in Kinyarwanda").toBeTruthy();
  expect(mail!.text).toContain("Muraho Aline Uwase,");
  expect(mail!.html).toContain('lang="rw"');
  expect(mail!.text).not.toContain("verification code");
  const code = mail!.text.match(/\b(\d{6})\b/)![1]!;

  for (let i = 0; i < 6; i++) await page.getByLabel(`Umubare wa ${i + 1} muri 6`).fill(code[i]!);
  if (!js) await page.getByRole("button", { name: "Emeza imeyili" }).click();
  await expect(page).toHaveURL(/\/rw$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "rw");
});

test("a wrong password at /fr/login is told in French, and a wrong code in Kinyarwanda", async ({ page, js }) => {
  await page.goto("/fr/login");
  await page.getByLabel("Adresse e-mail").fill(DEMO.reader.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert")).toHaveText("Adresse e-mail ou mot de passe incorrect");
  await expect(page).toHaveURL(/\/fr\/login$/);

  // The API answers in English (its contract) and keeps an optional lang for the account's e-mails.
  const email = uniqueEmail("fr-api");
  const res = await page.request.post("/api/auth/signup", {
    headers: { Origin: new URL(page.url()).origin },
    data: { name: "Jean", email, password: "Fr!pass12", lang: "fr" },
  });
  expect(res.status()).toBe(201);
  expect((await res.json()).message).toBe("Account created. Check your email for the verification code.");
  expect(userLang(email)).toBe("fr");
  expect((await mailMatching(email, /^Vérifiez votre adresse e-mail/))?.text).toContain("Bonjour Jean,");

  await page.goto("/rw/verify-email");
  for (let i = 0; i < 6; i++) await page.getByLabel(`Umubare wa ${i + 1} muri 6`).fill("0");
  // With JavaScript the sixth digit sends the code by itself.
  if (!js) await page.getByRole("button", { name: "Emeza imeyili" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Kode yo kwemeza si yo|Igihe cy'iyi kode cyarangiye/);
});

test("forgot and reset password from /fr: the e-mail and the reset page are French", async ({ page, request }) => {
  const email = uniqueEmail("fr-reset");
  expect(
    (await request.post("/api/auth/signup", { data: { name: "Marie", email, password: "Old!pass1" } })).status(),
  ).toBe(201);
  await page.context().clearCookies();

  await page.goto("/fr/forgot-password");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByRole("status")).toContainText(`Si un compte existe pour ${email}`);

  const mail = await mailMatching(email, /^Réinitialisation de votre mot de passe/);
  expect(mail, "the reset e-mail in French").toBeTruthy();
  expect(mail!.text).toContain("Bonjour Marie,");
  const path = mail!.text.match(/https?:\/\/[^/\s]+(\/fr\/reset-password\/[A-Za-z0-9_-]+)/)?.[1];
  expect(path, "a link to the French reset page").toBeTruthy();

  await page.goto(path!);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { name: "Réinitialiser le mot de passe" })).toBeVisible();
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("New!pass1");
  await page.getByLabel("Confirmer le nouveau mot de passe", { exact: true }).fill("Other!pass1");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Les mots de passe ne correspondent pas" }).first(),
  ).toBeVisible();
  // Passwords are never sent back into the page: both are typed again.
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("New!pass1");
  await page.getByLabel("Confirmer le nouveau mot de passe", { exact: true }).fill("New!pass1");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  // With JavaScript the page says it is done and moves on after 2 s (SPEC §9).
  await expect(page).toHaveURL(/\/fr\/login$/, { timeout: 10_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

const SCREENS = [
  { path: "signup", heading: { rw: "Fungura konti", fr: "Créer un compte" } },
  { path: "login", heading: { rw: "Murakaza neza", fr: "Bon retour parmi nous" } },
  { path: "forgot-password", heading: { rw: "Wibagiwe ijambo ry'ibanga", fr: "Mot de passe oublié" } },
  {
    path: "reset-password/not-a-token",
    heading: { rw: "Hindura ijambo ry'ibanga", fr: "Réinitialiser le mot de passe" },
  },
  { path: "verify-email", heading: { rw: "Emeza imeyili yawe", fr: "Vérifiez votre adresse e-mail" } },
] as const;

for (const lang of ["rw", "fr"] as const) {
  test(`every account screen in ${lang} has lang=${lang}, its own words and no axe violation`, async ({ page }) => {
    // Five screens, each with an axe run: near 30 s without JavaScript on a busy machine.
    test.setTimeout(60_000);
    for (const screen of SCREENS) {
      await page.goto(`/${lang}/${screen.path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1, name: screen.heading[lang] })).toBeVisible();
      // Links stay in the page's language.
      for (const href of await page
        .locator("main a[href^='/']")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
        if (!href.startsWith("/account/export"))
          expect(href, `${screen.path}: ${href}`).toMatch(new RegExp(`^/${lang}(/|$)`));
      }
      await expectNoAxeViolations(page);
    }
  });
}

async function openAccount(page: Page) {
  await loginAs(page, DEMO.reader);
  await page.goto("/rw/account");
}

test("/rw/account is in Kinyarwanda, and its errors too", async ({ page, browser }) => {
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto("/rw/account");
  await expect(guestPage).toHaveURL(/\/rw\/login\?redirectTo=%2Frw%2Faccount$/);
  await guest.close();

  await openAccount(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "rw");
  await expect(page.getByRole("heading", { level: 1, name: "Konti yawe" })).toBeVisible();
  await expect(page.getByText(/umunyamuryango kuva/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Siba konti yawe" })).toBeVisible();
  await page.getByLabel("Ijambo ry'ibanga ukoresha ubu").fill("wrong-password");
  await page.getByLabel("Ijambo ry'ibanga rishya").fill("Another!pass1");
  await page.getByRole("button", { name: "Hindura ijambo ry'ibanga" }).click();
  await expect(page.getByText("Iryo jambo ry'ibanga si ryo")).toBeVisible();
  await expectNoAxeViolations(page);
});
