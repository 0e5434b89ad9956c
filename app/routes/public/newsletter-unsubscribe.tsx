import { NewsletterOneButtonPage } from "~/components/newsletter-page";
import { subscriberByToken, unsubscribeByToken } from "~/domain/newsletter/subscriptions.server";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import { data } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";

// The List-Unsubscribe URL and the link in every newsletter. RFC 8058: a GET must not unsubscribe (link scanners),
// so it shows one button; a POST unsubscribes at once, whatever its body, without cookie or Origin (a mail
// client's one-click; the same-origin rule exempts exactly this route, platform/http/same-origin-middleware.server.ts).
export function loader({ params }: Route.LoaderArgs) {
  const row = subscriberByToken(params.token);
  return { valid: !!row, out: row?.status === "unsubscribed" };
}

export function action({ params }: Route.ActionArgs) {
  const done = !!unsubscribeByToken(params.token);
  return data({ done }, { status: done ? 200 : 404 });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const s = useT().newsletter;
  const state =
    actionData?.done || (loaderData.out && !actionData) ? "done" : !loaderData.valid || actionData ? "invalid" : "ask";
  return <NewsletterOneButtonPage state={state} text={s.unsubscribePage} />;
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta(matches, t(langOfPath(location.pathname)).newsletter.unsubscribePage.title),
  { name: "robots", content: "noindex" },
];

export const handle = STATIC_PAGE;
