import { env } from "~/platform/ops/env.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { privateScope } from "~/platform/http/rate-limit.server";
import { giftIdOfToken } from "./token.server";

/**
 * Who is asking for a MoMo gift (issue 33): a repeat of an unsettled gift is shown that gift only when the same
 * client asks. The client is recognised by the gift's own status token, kept in an httpOnly cookie on the browser (or
 * API client) that started it, or, for a double tap whose first answer never arrived, by the same address and browser
 * within a few seconds (a keyed digest, stored on the gift; never the address itself).
 */
export type GiftClient = { address: string; key: string; heldGiftIds: string[] };

export const HELD_COOKIE = "momo_gifts";
/** Only the gift's endpoints get the cookie: any cookie takes a visitor out of the guest cache on every other page. */
const COOKIE_PATHS = ["/give/pay", "/rw/give/pay", "/fr/give/pay", "/api/donations/momo"];
const KEEP = 5;

function heldTokens(request: Request): string[] {
  const cookie = request.headers.get("cookie") ?? "";
  const tokens = new Set<string>();
  for (const part of cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name !== HELD_COOKIE || !value) continue;
    for (const token of value.split("~").slice(0, KEEP)) if (giftIdOfToken(token)) tokens.add(token);
  }
  return [...tokens];
}

export function giftClientOf(request: Request): GiftClient {
  const address = clientIp(request);
  const agent = (request.headers.get("user-agent") ?? "").slice(0, 300);
  return {
    address,
    key: privateScope("momo-client", `${address}|${agent}`),
    heldGiftIds: heldTokens(request).map((t) => giftIdOfToken(t)!),
  };
}

/** The Set-Cookie values that add `token` to the gifts this browser holds (newest first, a few at most, a day). */
export function holdGiftCookies(request: Request, token: string): string[] {
  const value = [token, ...heldTokens(request).filter((t) => t !== token)].slice(0, KEEP).join("~");
  const secure = env.APP_URL.startsWith("https://") ? "; Secure" : "";
  return COOKIE_PATHS.map((p) => `${HELD_COOKIE}=${value}; Path=${p}; Max-Age=86400; SameSite=Lax; HttpOnly${secure}`);
}
