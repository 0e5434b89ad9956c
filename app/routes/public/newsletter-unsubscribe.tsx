import { Form } from "react-router";
import { NewsletterPage } from "~/components/newsletter-page";
import { subscriberByToken, unsubscribeByToken } from "~/domain/newsletter/subscriptions.server";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/utils/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import { data } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";

// The List-Unsubscribe URL and the link in every newsletter. RFC 8058: a GET must not unsubscribe (link scanners),
// so it shows one button; a POST unsubscribes at once, whatever its body, without cookie or Origin (a mail
// client's one-click; the same-origin rule exempts exactly this route, platform/origin.server.ts).
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
  if (actionData?.done || (loaderData.out && !actionData)) {
    return (
      <NewsletterPage title={s.unsubscribedTitle}>
        <p role="status" className="text-slate-700">{s.unsubscribed}</p>
      </NewsletterPage>
    );
  }
  if (!loaderData.valid || actionData) {
    return (
      <NewsletterPage title={s.unsubscribeTitle}>
        <p role="alert" className="text-slate-700">{s.unsubscribeInvalid}</p>
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage title={s.unsubscribeTitle}>
      <p className="text-slate-700">{s.unsubscribeIntro}</p>
      <Form method="post" reloadDocument>
        <button type="submit" className="btn-primary min-h-11">{s.unsubscribeButton}</button>
      </Form>
    </NewsletterPage>
  );
}

export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta(t(langOfPath(location.pathname)).newsletter.unsubscribeTitle),
  { name: "robots", content: "noindex" },
];

export const handle = STATIC_PAGE;
