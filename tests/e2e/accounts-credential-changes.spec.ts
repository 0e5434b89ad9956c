import type { APIRequestContext } from "@playwright/test";
import { codeFromMail, loginAs, resetPathFromMail, uniqueEmail } from "../support/auth";
import { DEMO, expect, mailsFor, openDb, sameOrigin, test } from "../support/fixtures";
import { bearer, createSessionToken } from "../support/sessions";

// When an address or a password changes, the links and sessions issued for the old one end: an invitation sent to
// a mistyped address, reset links, the sessions of an address an admin corrected.

const admin = () => bearer(createSessionToken(DEMO.admin));

const userRow = (id: string) =>
  openDb().prepare("select email, is_verified as verified from users where id = ?").get(id) as {
    email: string;
    verified: number;
  };

const liveLinks = (id: string) =>
  openDb()
    .prepare("select count(*) from password_reset_tokens where user_id = ? and used_at is null")
    .pluck()
    .get(id) as number;

/** The /reset-password/<token> path of the newest mail to an address that carries one. */
async function linkIn(address: string, count = 1) {
  const mails = (await mailsFor(address, count)).filter((m) => /\/reset-password\//.test(m.text));
  expect(mails.length, `a mail with a link for ${address}`).toBeGreaterThanOrEqual(count);
  return mails.at(-1)!.text.match(/https?:\/\/[^/\s]+(\/reset-password\/[A-Za-z0-9_-]+)/)![1]!;
}

/** Signs up and verifies a new account through the API; returns its address, password and Bearer token. */
async function verifiedAccount(request: APIRequestContext) {
  const email = uniqueEmail("holes");
  const password = "Holes!pass1";
  const signup = await request.post("/api/auth/signup", { data: { name: "Hole Tester", email, password } });
  expect(signup.status()).toBe(201);
  const { token, user } = await signup.json();
  const verify = await request.post("/api/auth/verify-email", {
    headers: bearer(token),
    data: { code: await codeFromMail(email) },
  });
  expect(verify.status()).toBe(200);
  return { email, password, token, id: user._id as string };
}

test("an invitation link sent to a mistyped address dies when the admin corrects it; the right address gets its own", async ({
  request,
}) => {
  const wrong = uniqueEmail("typo");
  const right = uniqueEmail("fixed");
  const invite = await request.post("/api/users", {
    headers: admin(),
    data: { name: "New Editor", email: wrong, role: "editor" },
  });
  expect(invite.status()).toBe(201);
  const id = (await invite.json()).data._id as string;
  const oldLink = await linkIn(wrong);

  const put = await request.put(`/api/users/${id}`, { headers: admin(), data: { email: right } });
  expect(put.status()).toBe(200);
  expect((await put.json()).data).toMatchObject({ email: right, isVerified: false });

  // The link in the wrong mailbox no longer sets anything.
  const stolen = await request.post(`/api/auth/${oldLink.slice(1)}`, { data: { password: "Stolen!pass1" } });
  expect(stolen.status()).toBe(400);
  expect(userRow(id)).toEqual({ email: right, verified: 0 });
  // The right address gets a fresh invitation; its link works and verifies the address.
  const newLink = await linkIn(right);
  expect(newLink).not.toBe(oldLink);
  const accepted = await request.post(`/api/auth/${newLink.slice(1)}`, { data: { password: "Rightful!pass1" } });
  expect(accepted.status()).toBe(200);
  expect(userRow(id)).toEqual({ email: right, verified: 1 });
});

test("the edit dialog's e-mail change ends reset links and sessions and asks the new address to verify", async ({
  page,
  request,
}) => {
  const person = await verifiedAccount(request);
  const forgot = await request.post("/api/auth/forgot-password", { data: { email: person.email } });
  expect(forgot.status()).toBe(200);
  const resetLink = await resetPathFromMail(person.email);
  expect(liveLinks(person.id)).toBe(1);

  const moved = uniqueEmail("moved");
  await loginAs(page, DEMO.admin);
  const res = await page.request.post("/admin/users", {
    headers: sameOrigin(),
    form: { intent: "update", id: person.id, name: "Hole Tester", email: moved, role: "user" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  expect(userRow(person.id)).toEqual({ email: moved, verified: 0 });
  expect(liveLinks(person.id)).toBe(0);
  expect((await request.get("/api/auth/check-auth", { headers: bearer(person.token) })).status()).toBe(401);
  expect((await request.post(`/api/auth/${resetLink.slice(1)}`, { data: { password: "Stolen!pass1" } })).status()).toBe(
    400,
  );
  // A code for the new address; entered by its owner, the account is verified again.
  const code = await codeFromMail(moved);
  const login = await request.post("/api/auth/login", { data: { email: moved, password: person.password } });
  expect(login.status()).toBe(200);
  const verified = await request.post("/api/auth/verify-email", {
    headers: bearer((await login.json()).token),
    data: { code },
  });
  expect(verified.status()).toBe(200);
  expect(userRow(person.id).verified).toBe(1);
});

test("a password change on /account ends outstanding reset links", async ({ page, request }) => {
  const person = await verifiedAccount(request);
  await request.post("/api/auth/forgot-password", { data: { email: person.email } });
  const resetLink = await resetPathFromMail(person.email);
  await loginAs(page, person);
  const res = await page.request.post("/account", {
    headers: sameOrigin(),
    form: { intent: "password", currentPassword: person.password, newPassword: "Changed!pass2" },
  });
  expect(res.status()).toBe(200);
  expect(liveLinks(person.id)).toBe(0);
  const reset = await request.post(`/api/auth/${resetLink.slice(1)}`, { data: { password: "Stolen!pass3" } });
  expect(reset.status()).toBe(400);
  expect(
    (await request.post("/api/auth/login", { data: { email: person.email, password: "Changed!pass2" } })).status(),
  ).toBe(200);
});
