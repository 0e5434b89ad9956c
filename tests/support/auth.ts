import { expect, type Page } from "@playwright/test";
import { mailsFor, openDb, sameOrigin } from "./fixtures";

export type Credentials = { email: string; password: string };
export type LoginResult = {
  token: string;
  user: { _id: string; name: string; email: string; role: string; isVerified: boolean };
};

/**
 * Signs the page's browser context in through POST /api/auth/login. page.request shares the context's
 * cookie jar (and its X-Forwarded-For header), so the session cookie the API sets is used by later
 * page.goto calls. Returns the token and the public user.
 */
export async function loginAs(page: Page, { email, password }: Credentials): Promise<LoginResult> {
  const res = await page.request.post("/api/auth/login", { headers: sameOrigin(), data: { email, password } });
  const body = await res.json();
  expect(res.status(), `login as ${email}: ${body?.message ?? ""}`).toBe(200);
  return { token: body.token, user: body.user };
}

let emailCounter = 0;
/** An address no other test (or project, or run against the same server) uses. */
export const uniqueEmail = (label = "user") =>
  `${label}-${Date.now().toString(36)}-${process.pid}-${++emailCounter}-${Math.random().toString(36).slice(2, 6)}@example.org`;

/** Mails for an address whose subject matches, waiting (up to 10 s) until there are at least `count`. */
async function mailsMatching(email: string, subject: RegExp, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await mailsFor(email, 0)).filter((m) => subject.test(m.subject));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The six-digit code of the `count`-th verification mail the SMTP sink received for an address. */
export async function codeFromMail(email: string, count = 1): Promise<string> {
  const mails = await mailsMatching(email, /verify/i, count);
  expect(mails.length, `verification mail #${count} for ${email}`).toBeGreaterThanOrEqual(count);
  const code = mails[count - 1]!.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, "a six-digit code in the mail").toBeTruthy();
  return code!;
}

/**
 * The code of the newest verification mail to an address, once the outbox holds nothing queued for it: a newer code
 * replaces a message not yet sent, so which of several quick resends reach the inbox depends on the mail job's
 * timing, but the last one to arrive always carries the code that works.
 */
export async function latestCodeFromMail(email: string): Promise<string> {
  const db = openDb();
  const deadline = Date.now() + 10_000;
  try {
    const queued = () =>
      (
        db
          .prepare("select count(*) as n from mail_outbox where to_address = ? and status = 'queued'")
          .get(email.toLowerCase()) as { n: number }
      ).n;
    while (queued() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 150));
  } finally {
    db.close();
  }
  const mails = await mailsMatching(email, /verify/i, 1);
  const code = mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a six-digit code in the newest verification mail to ${email}`).toBeTruthy();
  return code!;
}

/** The path (/reset-password/<token>) of the `count`-th reset link mailed to an address. */
export async function resetPathFromMail(email: string, count = 1): Promise<string> {
  const mails = await mailsMatching(email, /reset/i, count);
  expect(mails.length, `reset mail #${count} for ${email}`).toBeGreaterThanOrEqual(count);
  const path = mails[count - 1]!.text.match(/https?:\/\/[^/\s]+(\/reset-password\/[A-Za-z0-9_-]+)/)?.[1];
  expect(path, "a reset link in the mail").toBeTruthy();
  return path!;
}
