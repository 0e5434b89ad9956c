import { redirect } from "react-router";
import { resolveShortLink } from "~/domain/sms/short-links.server";
import type { Route } from "./+types/short-link";

/** GET /r/:code: a short link from an SMS (issue 38) to its page on the site; unknown or expired → 404. */
export function loader({ params }: Route.LoaderArgs) {
  const target = resolveShortLink(params.code);
  if (!target)
    throw new Response("This link is unknown or has expired.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return redirect(target, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
