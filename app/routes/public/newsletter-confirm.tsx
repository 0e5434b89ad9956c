import { Form } from "react-router";
import { NewsletterPage } from "~/components/newsletter-page";
import { confirmSubscription, pendingByConfirmSecret } from "~/domain/newsletter/subscriptions.server";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/utils/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/newsletter-confirm";

// The link in the confirmation e-mail. Opening it confirms nothing (mail scanners open links); the button does.
export function loader({ params }: Route.LoaderArgs) {
  return { valid: !!pendingByConfirmSecret(params.secret) };
}

export function action({ params }: Route.ActionArgs) {
  return { confirmed: !!confirmSubscription(params.secret) };
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const s = useT().newsletter;
  if (actionData?.confirmed) {
    return (
      <NewsletterPage title={s.confirmedTitle}>
        <p role="status" className="text-slate-700">{s.confirmed}</p>
      </NewsletterPage>
    );
  }
  if (!loaderData.valid || actionData) {
    return (
      <NewsletterPage title={s.confirmTitle}>
        <p role="alert" className="text-slate-700">{s.confirmInvalid}</p>
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage title={s.confirmTitle}>
      <p className="text-slate-700">{s.confirmIntro}</p>
      <Form method="post" reloadDocument>
        <button type="submit" className="btn-primary min-h-11">{s.confirmButton}</button>
      </Form>
    </NewsletterPage>
  );
}

export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta(t(langOfPath(location.pathname)).newsletter.confirmTitle),
  { name: "robots", content: "noindex" },
];

export const handle = STATIC_PAGE;
