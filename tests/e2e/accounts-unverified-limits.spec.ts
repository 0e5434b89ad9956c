import type { Page } from "@playwright/test";
import { uniqueEmail } from "../support/auth";
import { deletePosts, insertPost } from "../support/blog-data";
import { expect, openDb, sameOrigin, test } from "../support/fixtures";
import { bearer } from "../support/sessions";

// What an account whose address is not verified yet may not do: like posts or send messages (the notice that
// tells them so is accounts-unverified.spec.ts).

async function signUpUnverified(page: Page) {
  const email = uniqueEmail("unverified");
  const res = await page.request.post("/api/auth/signup", {
    headers: sameOrigin(),
    data: { name: "Not Yet", email, password: "Unver!1x" },
  });
  expect(res.status()).toBe(201);
  return { email, token: (await res.json()).token as string };
}

test("unverified accounts may neither like posts nor send messages, on pages and /api alike", async ({
  page,
  request,
}) => {
  const post = insertPost({ status: "published" });
  try {
    const { email, token } = await signUpUnverified(page);
    const likeApi = await request.post(`/api/blog/${post}/like`, { headers: bearer(token) });
    expect(likeApi.status()).toBe(403);
    const likeCookie = await page.request.post(`/api/blog/${post}/like`, { headers: sameOrigin() });
    expect(likeCookie.status()).toBe(403);
    const likePage = await page.request.post(`/blog/${post}`, {
      headers: sameOrigin(),
      form: { liked: "true" },
      maxRedirects: 0,
    });
    expect(likePage.status()).toBe(302);
    // The code page, with the way back to the post (issue 23.12).
    expect(likePage.headers()["location"]).toBe(`/verify-email?redirectTo=${encodeURIComponent(`/blog/${post}`)}`);
    const likeFetcher = await page.request.post(`/blog/${post}`, {
      headers: sameOrigin(),
      form: { liked: "true", js: "1" },
      maxRedirects: 0,
    });
    expect(likeFetcher.status()).toBe(403);

    const message = {
      name: "Not Yet",
      email,
      subject: `Unverified ${Date.now()}`,
      message: "Hello from an unconfirmed address",
      type: "general",
    };
    const contactApi = await request.post("/api/contact", { headers: bearer(token), data: message });
    expect(contactApi.status()).toBe(403);
    expect((await contactApi.json()).message).toBe("Please verify your email address before sending a message");
    const contactPage = await page.request.post("/contact", { headers: sameOrigin(), form: message });
    expect(contactPage.status()).toBe(403);
    expect(await contactPage.text()).toContain("Please verify your email address before sending a message");

    const db = openDb();
    expect(db.prepare("select count(*) from post_likes where post_id = ?").pluck().get(post)).toBe(0);
    expect(db.prepare("select count(*) from contact_messages where subject = ?").pluck().get(message.subject)).toBe(0);
  } finally {
    deletePosts([post]);
  }
});
