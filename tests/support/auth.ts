import type { Page } from "@playwright/test";
import { accountUser, createSessionToken, sessionCookieValue } from "./sessions";

export type Credentials = { email: string; password: string };
export type LoginResult = { token: string; user: { _id: string; name: string; email: string; role: string; isVerified: boolean } };

/**
 * Signs the page's browser context in as an account. Stand-in until the accounts branch's helper (which logs in
 * through POST /api/auth/login) is merged: same signature and result, but it writes a session row directly and
 * sets the signed __session cookie. The token also works as a Bearer header.
 */
export async function loginAs(page: Page, { email, password }: Credentials): Promise<LoginResult> {
  const token = createSessionToken({ email, password });
  const url = `http://localhost:${process.env.E2E_PORT}`;
  await page.context().addCookies([{ name: "__session", value: await sessionCookieValue(token), url, httpOnly: true, sameSite: "Lax" }]);
  return { token, user: accountUser(email) };
}
