import type { APIRequestContext } from "@playwright/test";
import { HtmlValidate, type Message } from "html-validate";
import { loginAs } from "../support/auth";
import { DEMO, expect, sameOrigin, test } from "../support/fixtures";

/**
 * Every public page's HTML, as the server sends it, checked offline the way the W3C checker would (issue 16: the
 * contact form's honeypot carried autocomplete="nope", which the checker rejects).
 *
 * "html-validate:standard" is the preset for what the HTML standard allows (content models, attributes and their
 * values, ids, autocomplete tokens); "a11y" and "document" add what a checked document needs besides (labels,
 * headings, references, no duplicate landmarks). The "recommended" preset's remaining rules are left out because
 * they are about style, not validity: attr-case (React writes charSet, srcSet), void-style (<meta/>),
 * no-inline-style, attribute-boolean-style (disabled="") and tel-non-breaking are all valid HTML.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:a11y", "html-validate:document"],
  rules: {
    // Subresource integrity guards files from another origin (a CDN); every script and stylesheet here is the
    // site's own, served from 'self' (the CSP says so), and their names already carry a content hash.
    "require-sri": "off",
    // As in "standard": ARIA 1.2 lets a list or a group be named (<ul aria-label="Tags">); the a11y preset's
    // stricter form only advises against it, and axe (run on every page) accepts it.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
});

function describe(messages: Message[], html: string) {
  const lines = html.split("\n");
  return messages.map(
    (m) =>
      `${m.ruleId} (${m.line}:${m.column}): ${m.message} near ${JSON.stringify(lines[m.line - 1]?.slice(Math.max(0, m.column - 80), m.column + 80))}`,
  );
}

async function expectValid(request: APIRequestContext, path: string, expectedStatus = 200) {
  const res = await request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBe(expectedStatus);
  expect(res.headers()["content-type"], path).toContain("text/html");
  const html = await res.text();
  const report = await validator.validateString(html, path);
  expect(
    describe(
      report.results.flatMap((r) => r.messages),
      html,
    ),
    path,
  ).toEqual([]);
  return html;
}

const PROGRAM_SLUGS = ["maternal-health", "gbv-prevention", "education", "human-rights", "climate", "refugee-support"];
const STATIC_PAGES = [
  "/",
  "/about",
  "/programs",
  ...PROGRAM_SLUGS.map((slug) => `/programs/${slug}`),
  "/contact",
  "/privacy",
  "/terms",
  "/give",
  "/give/pay",
  "/give/tell-us",
  // Issue 26, asking: the form and the page to type a code (the answer pages are checked in questions-ask.spec.ts).
  "/ask",
  "/ask/answer",
  // Issue 27
  "/offline",
  "/saved",
];
const ACCOUNT_PAGES = ["/login", "/signup", "/forgot-password", `/reset-password/${"x".repeat(43)}`, "/verify-email"];

// The server's HTML does not depend on whether the browser runs scripts: once is enough.
test.beforeEach(({ js }) => test.skip(!js, "the same HTML is checked once, in the js project"));

test("every public page's HTML validates", async ({ request }) => {
  for (const path of [...STATIC_PAGES, ...ACCOUNT_PAGES]) await expectValid(request, path);
});

test("a campaign's page validates, in three languages", async ({ request }) => {
  const give = await expectValid(request, "/give");
  const campaign = give.match(/href="(\/give\/[A-Za-z0-9_-]{16})"/)?.[1];
  expect(campaign, "a campaign linked from /give").toBeTruthy();
  for (const prefix of ["", "/rw", "/fr"]) await expectValid(request, `${prefix}${campaign}`);
});

test("the blog list, its second page, a search, a post and a missing post validate", async ({ request }) => {
  const list = await expectValid(request, "/blog");
  const post = list.match(/href="(\/blog\/[A-Za-z0-9_-]+)"/)?.[1];
  expect(post, "a post linked from /blog").toBeTruthy();
  await expectValid(request, post!);
  if (list.includes("page=2")) await expectValid(request, "/blog?page=2");
  await expectValid(request, "/blog?q=health&category=Education");
  await expectValid(request, "/blog/no-such-post", 404);
});

// Issue 27: the data saver's copies (their own <style>, data: pictures and icon, the module's inline loader).
test("the data saver's copies of the public pages validate", async ({ playwright, baseURL, ip }) => {
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": ip, "Save-Data": "on" },
  });
  const list = await expectValid(request, "/blog");
  const post = /href="(\/blog\/[\w-]+)"/.exec(list)?.[1];
  expect(post).toBeTruthy();
  for (const path of ["/", "/about", "/contact", "/give", post!]) {
    const html = await expectValid(request, path);
    expect(html, path).toMatch(/<style>/);
  }
  await request.dispose();
});

test("signed-in views and the contact form's answers validate", async ({ page }) => {
  await loginAs(page, DEMO.reader);
  for (const path of ["/", "/contact", "/account"]) await expectValid(page.request, path);
  // A refused message comes back as the page with its errors beside the fields.
  const res = await page.request.post("/contact", {
    headers: sameOrigin(),
    form: { name: "", email: "not-an-email", subject: "Validity", message: "x", type: "general" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  const html = await res.text();
  expect(html).toContain("Name is required");
  const report = await validator.validateString(html, "POST /contact");
  expect(
    describe(
      report.results.flatMap((r) => r.messages),
      html,
    ),
  ).toEqual([]);
});

test("asking's answers validate: a refused question, a confirmation with the code and help lines, a code's page", async ({
  request,
}) => {
  const validate = async (html: string, name: string) => {
    const report = await validator.validateString(html, name);
    expect(
      describe(
        report.results.flatMap((r) => r.messages),
        html,
      ),
      name,
    ).toEqual([]);
  };
  const send = (form: Record<string, string>) => request.post("/ask", { headers: sameOrigin(), form });
  const refused = await send({ question: "", topic: "", answerWay: "email", email: "nope" });
  expect(refused.status()).toBe(400);
  await validate(await refused.text(), "POST /ask (refused)");
  const sent = await send({ question: `I want to die ${Date.now()}`, topic: "mental-health", answerWay: "private" });
  expect(sent.status()).toBe(200);
  const html = await sent.text();
  expect(html).toContain("data-danger-help");
  await validate(html, "POST /ask (private, urgent)");
  const code = /data-private-code=""[^>]*>([^<]+)</.exec(html)![1]!;
  await expectValid(request, `/ask/answer/${code}`);
  await expectValid(request, "/ask/answer/AAAA-BBBB-CCCC-DDDD", 404);
});
