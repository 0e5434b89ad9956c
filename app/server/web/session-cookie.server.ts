import { createCookie } from "react-router";
import { boundedMemo } from "~/utils/bounded-memo";
import { env } from "~/platform/ops/env.server";
import { SESSION_TTL_MS } from "~/domain/auth/sessions.server";

// The session's cookie and the request's credential (decision 038): react-router glue above the domain. The
// session rows, their hashed tokens and their lifetime stay in app/domain/auth/sessions.server.ts.

export const sessionCookie = createCookie("__session", {
  httpOnly: true,
  sameSite: "lax",
  secure: env.APP_URL.startsWith("https://"),
  path: "/",
  secrets: env.SESSION_SECRETS,
  maxAge: SESSION_TTL_MS / 1000,
});

export async function sessionCookieHeader(token: string) {
  return sessionCookie.serialize(token);
}

export async function clearSessionCookieHeader() {
  return sessionCookie.serialize("", { maxAge: 0 });
}

export type SessionCredential = { token: string; via: "bearer" | "cookie" };

/** The Bearer token wins over the cookie: API clients of §7 send both. */
export async function readSessionCredential(request: Request): Promise<SessionCredential | null> {
  const auth = request.headers.get("authorization");
  const bearer = auth?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/i)?.[1];
  if (bearer) return { token: bearer, via: "bearer" };
  const pair = request.headers.get("cookie")?.match(/(?:^|;\s*)(__session=[^;]*)/)?.[1];
  const value = pair ? await verifiedSession(pair) : null;
  return typeof value === "string" && value.length > 0 ? { token: value, via: "cookie" } : null;
}

// The signature's check (WebCrypto's HMAC, an async job) was 4 % of a signed-in page's CPU (issue 40): a cookie
// seen before is not checked again. Only the session's own pair is the key (never the other cookies, which may hold
// a contact draft); the session itself is still looked up on every request, so a signed-out token finds nothing.
// A real pair is 114 characters: longer ones (made up) are checked each time, so a flood of them holds at most
// 5,000 short keys (about 1 MB) and costs what it did without the memo.
const verifiedSession = boundedMemo((pair: string) => sessionCookie.parse(pair) as Promise<unknown>, {
  max: 5_000,
  longest: 160,
});

export async function readSessionToken(request: Request): Promise<string | null> {
  return (await readSessionCredential(request))?.token ?? null;
}
