import { t, translateMessage } from "../../app/i18n/catalogue";
import type { APIRequestContext, Page } from "@playwright/test";
import { codeFromMail, uniqueEmail, loginAs } from "../support/auth";
import { deletePosts, uniqueName, writableDb } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, mailsFor, openDb, sameOrigin, test } from "../support/fixtures";
import { bearer, createSessionToken } from "../support/sessions";

// New posts by e-mail (issue 17), through the real SMTP sink: subscribe without JavaScript from /rw/blog, confirm
// in Kinyarwanda, an editor publishes a Kinyarwanda post with "E-mail to subscribers", the subscriber receives it
// (HTML and text, RFC 8058 headers), unsubscribes with one POST like a mail client, and gets nothing more.
const created: string[] = [];
test.afterAll(() => deletePosts(created.splice(0)));

const editor = () => bearer(createSessionToken(DEMO.editor));
const postBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: "Inkuru ngufi y'igerageza.",
  content: "<p>Umubiri w'inkuru.</p>",
  category: "Research",
  featuredImage: "https://images.example.org/newsletter.jpg",
  featuredImageAlt: "Urubyiruko",
  ...extra,
});

/** A Kinyarwanda draft (the post's language is set the way the languages part stores it). */
async function rwDraft(request: APIRequestContext, title: string) {
  const res = await request.post("/api/blog", { headers: editor(), data: postBody(title) });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data._id as string;
  created.push(id);
  const db = writableDb();
  db.prepare("update posts set lang = 'rw' where id = ?").run(id);
  db.close();
  return id;
}

const mailsWith = async (email: string, subject: string, count = 1, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsFor(email, 0)).filter((m) => m.subject === subject);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 200));
  }
};

async function subscribeFromRwBlog(page: Page, email: string) {
  await page.goto("/rw/blog");
  const form = page
    .locator("main form")
    .filter({ has: page.getByRole("button", { name: "Iyandikishe" }) })
    .first();
  await form.getByLabel(t("rw").newsletter.emailLabel).fill(email);
  await expect(form.getByLabel("Ururimi rw'ubutumwa")).toHaveValue("rw");
  await form.getByRole("button", { name: "Iyandikishe" }).click();
  await expect(page).toHaveURL(/\/rw\/newsletter\/subscribe\?sent=1$/);
  await expect(page.getByRole("heading", { name: t("rw").newsletter.checkInboxTitle })).toBeVisible();
}

async function confirmFromMail(page: Page, email: string) {
  const [mail] = await mailsWith(email, "Emeza kwiyandikisha ku nkuru nshya");
  expect(mail, "the confirmation e-mail, in Kinyarwanda").toBeTruthy();
  expect(mail!.text).toContain("Fungura uyu murongo");
  const link = mail!.text.match(/https?:\/\/\S+\/rw\/newsletter\/confirm\/[A-Za-z0-9_-]+/)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.locator("html")).toHaveAttribute("lang", "rw");
  await page.getByRole("button", { name: "Emeza kwiyandikisha" }).click();
  await expect(page.getByRole("heading", { name: "Wiyandikishije" })).toBeVisible();
}

test("subscribe from /rw/blog, confirm, receive a rw post, one-click unsubscribe, then nothing more", async ({
  page,
  request,
  js,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(`nl-${js ? "js" : "nojs"}`);
  await subscribeFromRwBlog(page, email);
  await expectNoAxeViolations(page);
  await confirmFromMail(page, email);
  await expectNoAxeViolations(page);

  // An editor publishes a Kinyarwanda post from the edit page with "E-mail to subscribers".
  const title = uniqueName("E2E amakuru");
  const id = await rwDraft(request, title);
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/blog/edit/${id}`);
  await page.getByLabel("Status", { exact: true }).selectOption("published");
  await page.getByLabel("E-mail to subscribers").check();
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);

  const [mail] = await mailsWith(email, title);
  expect(mail, "the new post by e-mail").toBeTruthy();
  expect(mail!.text).toContain("Soma inkuru yose");
  expect(mail!.text).toContain(`/rw/blog/${id}`);
  expect(mail!.html).toContain(`href="http://localhost:${process.env.E2E_PORT}/rw/blog/${id}"`);
  expect(mail!.html).toContain('src="https://images.example.org/newsletter.jpg"');
  expect(mail!.html).not.toMatch(/pixel|track|utm_/i);
  const unsubscribe = mail!.headers!["list-unsubscribe"]!.match(
    /^<(https?:\/\/[^>]+\/rw\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+)>$/,
  )![1]!;
  expect(mail!.headers!["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail!.html).toContain(`href="${unsubscribe}"`);

  // A mail client's one-click: POST, no cookie, no Origin.
  const oneClick = await fetch(unsubscribe, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status).toBe(200);
  const row = openDb().prepare("select status from subscribers where email = ?").get(email) as { status: string };
  expect(row.status).toBe("unsubscribed");
  // The link in the mail (a GET) shows the page that says so, and unsubscribes nobody by itself.
  await page.goto(new URL(unsubscribe).pathname);
  await expect(page.getByRole("heading", { name: "Wahagaritse kwakira inkuru" })).toBeVisible();

  // The next post reaches everyone else still subscribed, not them.
  const other = uniqueEmail("nl-still");
  await subscribeFromRwBlog(page, other);
  await confirmFromMail(page, other);
  const next = uniqueName("E2E amakuru ya kabiri");
  const nextId = await rwDraft(request, next);
  expect(
    (
      await request.put(`/api/blog/${nextId}`, { headers: editor(), data: { status: "published", newsletter: true } })
    ).status(),
  ).toBe(200);
  expect(await mailsWith(other, next)).toHaveLength(1);
  expect(await mailsWith(email, next, 1, 1_000)).toHaveLength(0);
  // Never twice: publishing it again sends nothing more.
  await request.put(`/api/blog/${nextId}`, { headers: editor(), data: { status: "draft" } });
  await request.put(`/api/blog/${nextId}`, { headers: editor(), data: { status: "published", newsletter: true } });
  expect(await mailsWith(other, next, 2, 2_000)).toHaveLength(1);
});

test("the unsubscribe page: a GET only shows a button, which unsubscribes without JavaScript", async ({ page }) => {
  const email = uniqueEmail("nl-button");
  await subscribeFromRwBlog(page, email);
  await confirmFromMail(page, email);
  const token = (
    openDb().prepare("select unsubscribe_token as t from subscribers where email = ?").get(email) as { t: string }
  ).t;
  await page.goto(`/fr/newsletter/unsubscribe/${token}`);
  expect(
    (openDb().prepare("select status from subscribers where email = ?").get(email) as { status: string }).status,
  ).toBe("active");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Se désabonner" }).click();
  await expect(page.getByRole("heading", { name: "Vous êtes désabonné" })).toBeVisible();
  expect(
    (
      await fetch(`http://localhost:${process.env.E2E_PORT}/newsletter/unsubscribe/not-a-real-token-000`, {
        method: "POST",
      })
    ).status,
  ).toBe(404);
});

test("a scheduled post is mailed once, when it goes out", async ({ request, page, js }) => {
  test.skip(!js, "server-level check, run once");
  const email = uniqueEmail("nl-sched");
  await subscribeFromRwBlog(page, email);
  await confirmFromMail(page, email);
  const title = uniqueName("E2E iteganyijwe");
  const id = await rwDraft(request, title);
  const due = new Date(Date.now() + 4_000);
  expect(
    (
      await request.put(`/api/blog/${id}`, {
        headers: editor(),
        data: { status: "scheduled", publishedAt: due.toISOString(), newsletter: true },
      })
    ).status(),
  ).toBe(200);
  expect(
    (openDb().prepare("select status from newsletter_sendings where post_id = ?").get(id) as { status: string }).status,
  ).toBe("waiting");
  expect(await mailsWith(email, title, 1, 1_000)).toHaveLength(0);
  const mails = await mailsWith(email, title, 1, 20_000);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.at).toBeGreaterThanOrEqual(due.getTime());
  await new Promise((r) => setTimeout(r, 1_500));
  expect(await mailsWith(email, title, 2, 500)).toHaveLength(1);
});

test("honeypot and rate limit: a bot is answered like anyone and nothing is sent; too many are refused", async ({
  page,
  js,
}) => {
  test.skip(!js, "server-level check, run once");
  const base = `http://localhost:${process.env.E2E_PORT}`;
  const post = (body: Record<string, string>, ip: string) =>
    fetch(`${base}/rw/newsletter/subscribe`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", Origin: base, "X-Forwarded-For": ip },
      body: new URLSearchParams(body),
    });
  const bot = uniqueEmail("nl-bot");
  const trapped = await post({ email: bot, lang: "rw", nl_footer__confirm: "I am a bot" }, "10.250.1.1");
  expect(trapped.status).toBe(302);
  expect(trapped.headers.get("location")).toBe("/rw/newsletter/subscribe?sent=1");
  expect(openDb().prepare("select count(*) as n from subscribers where email = ?").get(bot)).toEqual({ n: 0 });

  const ip = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  for (let i = 0; i < 10; i++) expect((await post({ email: uniqueEmail("nl-many"), lang: "fr" }, ip)).status).toBe(302);
  const refused = await post({ email: uniqueEmail("nl-many"), lang: "fr" }, ip);
  expect(refused.status).toBe(429);
  expect(await refused.text()).toContain("Hano hamaze kwiyandikisha benshi");
  // An invalid address comes back to the form, in the page's language.
  const bad = await post({ email: "not-an-address" }, "10.250.2.2");
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain(translateMessage("Please enter a valid email address", "rw"));
  // An address already subscribed gets the same answer as a new one, and no e-mail.
  const known = uniqueEmail("nl-known");
  await subscribeFromRwBlog(page, known);
  await confirmFromMail(page, known);
  const again = await post({ email: known, lang: "rw" }, "10.250.3.3");
  expect([again.status, again.headers.get("location")]).toEqual([302, "/rw/newsletter/subscribe?sent=1"]);
  await new Promise((r) => setTimeout(r, 1_000));
  expect(await mailsWith(known, "Emeza kwiyandikisha ku nkuru nshya", 2, 500)).toHaveLength(1);
});

test("/account: subscribe with the verified address (no opt-in mail), change language, unsubscribe", async ({
  page,
}) => {
  await loginAs(page, DEMO.reader);
  const db = writableDb();
  db.prepare("delete from subscribers where lower(email) = ?").run(DEMO.reader.email);
  db.close();
  await page.goto("/fr/account");
  const section = page.locator("section", {
    has: page.getByRole("heading", { name: "Les nouveaux articles par e-mail" }),
  });
  await expect(section.getByText("Vous ne recevez pas les nouveaux articles par e-mail.")).toBeVisible();
  await section.getByLabel("Langue des e-mails").selectOption("rw");
  await section.getByRole("button", { name: "S'abonner" }).click();
  await expect(section.getByText(`Les nouveaux articles sont envoyés à ${DEMO.reader.email}.`)).toBeVisible();
  const row = () =>
    openDb().prepare("select status, lang from subscribers where lower(email) = ?").get(DEMO.reader.email);
  expect(row()).toEqual({ status: "active", lang: "rw" });
  await section.getByLabel("Langue des e-mails").selectOption("en");
  await section.getByRole("button", { name: "Enregistrer la langue" }).click();
  await expect.poll(row).toEqual({ status: "active", lang: "en" });
  await expectNoAxeViolations(page);
  // The data export holds it.
  const exported = await (await page.request.get("/account/export")).json();
  expect(exported.newsletter).toMatchObject({ email: DEMO.reader.email, language: "en", status: "active" });
  await section.getByRole("button", { name: "Se désabonner" }).click();
  await expect(section.getByText("Vous ne recevez pas les nouveaux articles par e-mail.")).toBeVisible();
  expect(row()).toEqual({ status: "unsubscribed", lang: "en" });
});

// Issue 23 (15): a subscription that waits for its confirmation link is said to wait, not "you do not receive new
// posts", in each language; a verified account may confirm it at once (its address is already proven).
test("/account says a subscription waits for confirmation, in the page's language, and confirms it at once", async ({
  page,
}) => {
  const email = uniqueEmail("pending-account");
  const signup = await page.request.post("/api/auth/signup", {
    headers: sameOrigin(),
    data: { name: "Waiting Reader", email, password: "Pending#12" },
  });
  expect(signup.status()).toBe(201);
  expect(
    (
      await page.request.post("/api/auth/verify-email", {
        headers: sameOrigin(),
        data: { code: await codeFromMail(email) },
      })
    ).status(),
  ).toBe(200);
  await subscribeFromRwBlog(page, email);
  const section = () => page.locator("section", { has: page.locator("#newsletter-title") });
  for (const [path, lang] of [
    ["/rw/account", "rw"],
    ["/account", "en"],
    ["/fr/account", "fr"],
  ] as const) {
    const s = t(lang).newsletter;
    await page.goto(path);
    await expect(section().getByText(s.accountPending(email)), path).toBeVisible();
    await expect(section().getByText(s.accountNone), path).toHaveCount(0);
  }
  await section()
    .getByRole("button", { name: t("fr").newsletter.accountConfirmNow })
    .click();
  await expect(section().getByText(t("fr").newsletter.accountActive(email))).toBeVisible();
  expect(openDb().prepare("select status, lang from subscribers where lower(email) = ?").get(email)).toEqual({
    status: "active",
    lang: "rw",
  });
});

test("admin: counts, search, status and language filters, CSV safe against formulas, sendings with their counts", async ({
  page,
  js,
}) => {
  test.skip(!js, "admin page, checked once");
  const db = writableDb();
  const evil = `=cmd-${Date.now()}@example.org`;
  db.prepare(
    "insert into subscribers (id, email, lang, status, unsubscribe_token, created_at) values (?, ?, 'fr', 'pending', ?, ?)",
  ).run(`t${Date.now()}`, evil, `tok${Date.now()}abcdefgh`, Date.now());
  db.close();
  await loginAs(page, DEMO.editor);
  // Other tests of this spec run at the same time and subscribe or leave: the page's count is the database's at
  // some moment while it loaded.
  const activeNow = () =>
    (openDb().prepare("select count(*) as n from subscribers where status = 'active'").get() as { n: number }).n;
  const before = activeNow();
  await page.goto("/admin/subscribers");
  await expect(page.getByRole("heading", { name: "Subscribers", level: 1 })).toBeVisible();
  const after = activeNow();
  const active = Number((await page.locator('[data-count="active"]').textContent())!.replace(/,/g, ""));
  expect(active).toBeGreaterThanOrEqual(Math.min(before, after));
  expect(active).toBeLessThanOrEqual(Math.max(before, after));
  await page.getByLabel("Search by address").fill("=cmd-");
  await page.getByLabel("Status").selectOption("pending");
  await page.getByLabel("Language").selectOption("fr");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.locator(`[data-subscriber="${evil}"]`)).toBeVisible();
  const csvHref = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  const csv = await (await page.request.get(csvHref!)).text();
  expect(csv.split("\r\n")[0]).toBe('"email","language","status","subscribed_at","confirmed_at","unsubscribed_at"');
  expect(csv).toContain(`"'${evil}","fr","pending"`);
  await expect(page.getByRole("heading", { name: "Posts e-mailed to subscribers" })).toBeVisible();
  // The newest sending's counts are the outbox's.
  const newest = openDb()
    .prepare("select id, queued from newsletter_sendings order by created_at desc limit 1")
    .get() as { id: string; queued: number } | undefined;
  if (newest) {
    const by = (status: string) =>
      (
        openDb()
          .prepare("select count(*) as n from mail_outbox where sending_id = ? and status = ?")
          .get(newest.id, status) as { n: number }
      ).n;
    await expect(page.locator("[data-sending-counts]").first()).toContainText(
      `${newest.queued} queued · ${by("queued")} waiting · ${by("sent")} sent · ${by("failed")} failed`,
    );
  } else {
    await expect(page.getByText("No post has been e-mailed yet")).toBeVisible();
  }
  await expectNoAxeViolations(page, { nameMismatch: true });
  await page.getByRole("button", { name: `Remove ${evil}` }).click();
  await expect(page.locator(`[data-subscriber="${evil}"]`)).toHaveCount(0);
  // A reader gets neither the page nor the CSV.
  await page.context().clearCookies();
  await loginAs(page, DEMO.reader);
  for (const path of ["/admin/subscribers", "/admin/subscribers.csv"]) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect([res.status(), res.headers()["location"]]).toEqual([302, "/"]);
  }
});
