import type { APIRequestContext } from "@playwright/test";
import { t } from "../../app/i18n/catalogue";
import { uniqueEmail } from "../support/auth";
import { expect, mailsFor, openDb, sameOrigin, test } from "../support/fixtures";

// Issue 23, point 1: a subscription belongs to whoever proved its address. An account that never verified the
// address it signed up with does not see, change or delete the subscription of the person who owns that inbox.

type Row = { status: string; lang: string; userId: string | null };
const row = (email: string) =>
  openDb().prepare("select status, lang, user_id as userId from subscribers where lower(email) = ?").get(email) as
    Row | undefined;

/** A guest subscribes an address and confirms it from the mail, as its owner does. */
async function guestSubscriber(request: APIRequestContext, email: string) {
  const res = await request.post("/newsletter/subscribe", { form: { email, lang: "fr" }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  const [mail] = await mailsFor(email);
  const path = mail!.text.match(/https?:\/\/[^/\s]+(\/(?:fr\/)?newsletter\/confirm\/[A-Za-z0-9_-]+)/)![1]!;
  expect((await request.post(path, { form: {} })).status()).toBe(200);
  expect(row(email)).toEqual({ status: "active", lang: "fr", userId: null });
}

test("an unverified sign-up with a subscriber's address neither sees, changes nor deletes their subscription", async ({
  page,
  request,
  js,
}) => {
  test.skip(!js, "server-level rule, run once");
  const victim = uniqueEmail("subscriber");
  await guestSubscriber(request, victim);

  // Someone signs up with that address and never verifies it (they cannot: the code goes to the victim).
  const password = "Stranger!pass1";
  const signup = await page.request.post("/api/auth/signup", {
    headers: sameOrigin(),
    data: { name: "Stranger", email: victim, password },
  });
  expect(signup.status()).toBe(201);

  await page.goto("/account");
  const section = page.locator("section", {
    has: page.getByRole("heading", { name: t("en").newsletter.accountTitle }),
  });
  await expect(section).toBeVisible();
  await expect(section.getByText(t("en").newsletter.accountVerifyFirst)).toBeVisible();
  await expect(page.getByText(t("en").newsletter.accountActive(victim))).toHaveCount(0);
  const exported = await (await page.request.get("/account/export")).json();
  expect(exported.newsletter).toBeNull();

  const forms: Record<string, string>[] = [{ intent: "lang", lang: "rw" }, { intent: "unsubscribe" }];
  for (const form of forms) {
    const res = await page.request.post("/newsletter/account", { headers: sameOrigin(), form, maxRedirects: 0 });
    expect(res.status()).toBeLessThan(500);
    expect(row(victim), `after intent=${form.intent}`).toEqual({ status: "active", lang: "fr", userId: null });
  }

  // Deleting that account leaves the subscription with its owner.
  const gone = await page.request.post("/account", {
    headers: sameOrigin(),
    form: { intent: "delete", password },
    maxRedirects: 0,
  });
  expect(gone.status()).toBe(302);
  expect(openDb().prepare("select count(*) from users where lower(email) = ?").pluck().get(victim)).toBe(0);
  expect(row(victim)).toEqual({ status: "active", lang: "fr", userId: null });
});
