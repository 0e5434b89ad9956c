import { randomBytes } from "node:crypto";
import { QUICK_EXIT_URL } from "~/components/quick-exit";
import { env } from "~/platform/ops/env.server";

/**
 * GET /exit: the quick exit without JavaScript (issue 34). Chromium now keeps even `Cache-Control: no-store` pages
 * in its back/forward cache, typed text and all, and brings them back on Back; it drops them when a cookie of
 * their site changes. So the plain link comes here first: a cookie of a few seconds with a random value (it means
 * nothing and is read by nobody) makes the browser forget the page just left, and the answer sends it on to the
 * neutral site at once, without a Referer. With JavaScript the enhancement goes straight to the neutral site,
 * replacing the page in the history, and empties its boxes first.
 */
export function loader() {
  const secure = env.APP_URL.startsWith("https://") ? "; Secure" : "";
  return new Response(null, {
    status: 303,
    headers: {
      Location: QUICK_EXIT_URL,
      "Set-Cookie": `yoh-exit=${randomBytes(6).toString("hex")}; Max-Age=5; Path=/; HttpOnly; SameSite=Lax${secure}`,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
