import type { Page } from "@playwright/test";
import { uniqueEmail } from "../support/auth";
import { DEMO, expect, test, type Mail } from "../support/fixtures";
import { startE2eStack } from "../support/e2e-stack.mjs";
import { ownPort } from "../support/own-server";

// Issue 24.3: the organisation's name and contacts come from its settings everywhere. An admin renames it (and its
// first e-mail) at /admin/settings; then every page title in three languages, the header and footer, the JSON-LD,
// the feeds, the privacy and terms texts and the e-mails (sender, subject, body) carry the new name, and the
// built-in one is in none of them. Renaming disturbs every spec that reads the name, so this file starts its own
// stack (server and SMTP sink, tests/support/e2e-stack.mjs) on ports of its own.
test.describe.configure({ mode: "serial", timeout: 240_000 });

const BUILT_IN = { name: "Youth One Health Rwanda", shortName: "YOH Rwanda", email: "info@youthonehealth.rw" };
const RENAMED = { name: "Kivu Youth Health Collective", shortName: "KYHC", email: "hello@kivu-youth.example" };
const OLD_WORDS = [BUILT_IN.name, BUILT_IN.shortName, BUILT_IN.email];
const LANGS = ["", "/rw", "/fr"] as const;

let stack: Awaited<ReturnType<typeof startE2eStack>> & { base: string };

test.beforeAll(async ({}, testInfo) => {
  // Once, with JavaScript: what it checks is what the server writes (titles, feeds, JSON-LD, mails), and the public
  // pages run no framework script either way. The settings form without JavaScript is admin-settings.spec's.
  // Skipped here, before a stack is started for nothing.
  test.skip(testInfo.project.use.javaScriptEnabled === false, "the server's words, checked once");
  testInfo.setTimeout(120_000);
  const port = ownPort("organisationName", 0);
  const started = await startE2eStack({ port, smtpPort: port + 1 });
  stack = { ...started, base: `http://localhost:${port}` };
});

test.afterAll(async () => {
  if (!stack) return;
  await stack.stop();
  stack.server.removeData();
});

async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = stack.sink.mails(to) as Mail[];
    const found = mails.find((m) => subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail matching ${subject} to ${to} (got: ${mails.map((m) => m.subject).join(" / ")})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const guestGet = async (url: string) => {
  const res = await fetch(stack.base + url);
  expect(res.status, url).toBe(200);
  return res.text();
};
const withoutOld = (text: string, where: string) =>
  expect(
    OLD_WORDS.filter((old) => text.includes(old)),
    where,
  ).toEqual([]);

/** Saves the Organisation section's name and short name and the first contact e-mail through the settings page. */
async function rename(page: Page, to: typeof RENAMED) {
  await page.goto(`${stack.base}/admin/settings`);
  const identity = page.getByRole("region", { name: "Organisation" });
  await identity.getByLabel("Name", { exact: true }).fill(to.name);
  await identity.getByLabel("Short name").fill(to.shortName);
  await page.getByRole("region", { name: "Contact details" }).getByLabel("E-mail 1").fill(to.email);
  await identity.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText("Saved Organisation, Contact details: the public pages show them now").first(),
  ).toBeVisible();
}

test("renamed in the settings, the organisation has its new name in titles, feeds, JSON-LD, legal texts, header, footer and e-mails", async ({
  page,
}) => {
  const post = ((await (await fetch(`${stack.base}/api/blog?limit=1`)).json()) as { data: { _id: string }[] }).data[0]!
    ._id;
  const paths = [
    "/",
    "/about",
    "/programs",
    "/programs/maternal-health",
    "/blog",
    `/blog/${post}`,
    "/contact",
    "/privacy",
    "/terms",
    "/login",
    "/signup",
  ];
  const urls = LANGS.flatMap((lang) => paths.map((p) => (lang && p === "/" ? lang : lang + p)));

  // Before: the built-in name, and every page and feed a guest may be served from the cache is in it now.
  for (const url of [...urls, "/rss.xml", "/rw/rss.xml", "/fr/rss.xml"]) await guestGet(url);
  expect(await guestGet("/")).toContain(`<title>${BUILT_IN.name}</title>`);
  expect(await guestGet("/rss.xml")).toContain(BUILT_IN.name);

  expect(
    (
      await page.request.post(`${stack.base}/api/auth/login`, { headers: { Origin: stack.base }, data: DEMO.admin })
    ).status(),
  ).toBe(200);
  await rename(page, RENAMED);
  await page.context().clearCookies();

  // Every page, in three languages, to a guest: the title ends with the new name; the built-in name, short name and
  // e-mail are nowhere in the page (header, footer, donation details, structured data, text).
  for (const url of urls) {
    const res = await page.goto(stack.base + url);
    expect(res?.status(), url).toBe(200);
    expect(await page.title(), url).toContain(RENAMED.name);
    withoutOld(await page.content(), url);
    const account = /\/(login|signup)$/.test(url);
    await expect(page.getByRole("banner"), url).toContainText(RENAMED.name);
    if (!account)
      await expect(page.getByRole("contentinfo"), url).toContainText(new RegExp(`© \\d{4} ${RENAMED.name}\\.`));
    if (/\/(privacy|terms)$/.test(url)) {
      await expect(page.getByRole("main"), url).toContainText(RENAMED.name);
      await expect(page.getByRole("main"), url).toContainText(RENAMED.email);
    }
  }

  // Structured data: the home page's NGO and a post's publisher.
  await page.goto(`${stack.base}/`);
  expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)).toMatchObject({
    "@type": "NGO",
    name: RENAMED.name,
    alternateName: RENAMED.shortName,
    email: RENAMED.email,
  });
  await page.goto(`${stack.base}/blog/${post}`);
  expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)).toMatchObject({
    "@type": "BlogPosting",
    publisher: { name: RENAMED.name },
  });
  // On a phone the header shows the short name.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${stack.base}/fr`);
  await expect(page.getByRole("banner").getByText(RENAMED.shortName, { exact: true })).toBeVisible();
  // With JavaScript, going from one account screen to another is rendered in the browser: its title too.
  await page.goto(`${stack.base}/rw/login`);
  await page.getByRole("main").locator('a[href="/rw/signup"]').first().click();
  await expect(page).toHaveURL(/\/rw\/signup$/);
  await expect(page).toHaveTitle(new RegExp(`\\| ${RENAMED.name}$`));

  // The feeds, one per language.
  for (const feed of ["/rss.xml", "/rw/rss.xml", "/fr/rss.xml"]) {
    const xml = await guestGet(feed);
    expect(xml.match(/<channel>\s*<title>([^<]*)<\/title>/)?.[1], feed).toContain(RENAMED.name);
    withoutOld(xml, feed);
  }

  // E-mails, through the SMTP sink: a code mail (sign-up in Kinyarwanda, in the browser), a reset mail (English, API)
  // and a newsletter confirmation (French, the footer's form): sender, subject and body.
  const signup = uniqueEmail("orgname-rw");
  await page.goto(`${stack.base}/rw/signup`);
  await page.getByLabel("Amazina yombi").fill("Aline Uwase");
  await page.getByLabel("Imeyili").fill(signup);
  await page.getByLabel("Ijambo ry'ibanga", { exact: true }).fill("Rw!pass12");
  await page.getByRole("button", { name: "Iyandikishe" }).click();
  await expect(page).toHaveURL(/\/rw\/verify-email$/);
  const code = await mailTo(signup, /^Emeza imeyili yawe/);
  expect(code.subject).toContain(RENAMED.name);

  const forgot = await fetch(`${stack.base}/api/auth/forgot-password`, {
    method: "POST",
    headers: { "content-type": "application/json", Origin: stack.base },
    body: JSON.stringify({ email: DEMO.reader.email }),
  });
  expect(forgot.status).toBe(200);
  const reset = await mailTo(DEMO.reader.email, /password/i);
  expect(reset.subject).toBe(`Reset your ${RENAMED.name} password`);

  const subscriber = uniqueEmail("orgname-fr");
  await page.goto(`${stack.base}/fr/about`);
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Votre adresse e-mail").fill(subscriber);
  await footer.getByRole("button", { name: "S'abonner" }).click();
  await expect(page).toHaveURL(/\/fr\/newsletter\/subscribe\?sent=1$/);
  const confirm = await mailTo(subscriber, /./);

  for (const [what, mail] of [
    ["code", code],
    ["reset", reset],
    ["newsletter", confirm],
  ] as const) {
    expect(mail.from, what).toContain(RENAMED.name);
    expect(mail.text, what).toContain(RENAMED.name);
    expect(mail.html, what).toContain(RENAMED.name);
    withoutOld(JSON.stringify(mail), what);
  }

  // Renamed back, the built-in name shows again: the pages follow the settings both ways.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(
    (
      await page.request.post(`${stack.base}/api/auth/login`, { headers: { Origin: stack.base }, data: DEMO.admin })
    ).status(),
  ).toBe(200);
  await rename(page, BUILT_IN);
  await page.context().clearCookies();
  await page.goto(`${stack.base}/fr/privacy`);
  await expect(page).toHaveTitle(new RegExp(`\\| ${BUILT_IN.name}$`));
  expect(await guestGet("/rss.xml")).not.toContain(RENAMED.name);
});
