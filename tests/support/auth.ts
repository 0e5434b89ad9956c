import { expect, type Page } from "@playwright/test";

export type Credentials = { email: string; password: string };
export type LoginResult = { token: string; user: { _id: string; name: string; email: string; role: string; isVerified: boolean } };

/**
 * Signs the page's browser context in through POST /api/auth/login. page.request shares the context's
 * cookie jar (and its X-Forwarded-For header), so the session cookie the API sets is used by later
 * page.goto calls. Returns the token and the public user.
 */
export async function loginAs(page: Page, { email, password }: Credentials): Promise<LoginResult> {
  const res = await page.request.post("/api/auth/login", { data: { email, password } });
  const body = await res.json();
  expect(res.status(), `login as ${email}: ${body?.message ?? ""}`).toBe(200);
  return { token: body.token, user: body.user };
}
