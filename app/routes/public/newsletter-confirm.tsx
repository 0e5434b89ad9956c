import { NewsletterOneButtonPage } from "~/components/newsletter-page";
import { confirmSubscription, pendingByConfirmSecret } from "~/domain/newsletter/subscriptions.server";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
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
  const state = actionData?.confirmed ? "done" : !loaderData.valid || actionData ? "invalid" : "ask";
  return <NewsletterOneButtonPage state={state} text={s.confirmPage} />;
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta(matches, t(langOfPath(location.pathname)).newsletter.confirmPage.title),
  { name: "robots", content: "noindex" },
];

export const handle = STATIC_PAGE;
