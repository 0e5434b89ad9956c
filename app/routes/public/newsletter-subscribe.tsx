import { NewsletterForm } from "~/components/newsletter-form";
import { NewsletterPage } from "~/components/newsletter-page";
import { subscribeAction } from "./newsletter-subscribe.server";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/newsletter-subscribe";

// GET: the form on a page of its own (and, with ?sent=1, "check your inbox"); POST: the forms of the blog, the
// posts and the footer land here. Not kept for guests: it answers differently after a subscription.
export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request }: Route.ActionArgs) {
  return subscribeAction(request);
}

export default function NewsletterSubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const s = useT().newsletter;
  if (loaderData.sent && !actionData) {
    return (
      <NewsletterPage title={s.checkInboxTitle}>
        <p role="status" className="text-slate-700">
          {s.checkInbox}
        </p>
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage title={s.subscribeTitle}>
      <NewsletterForm place="page" email={actionData?.email} lang={actionData?.lang} error={actionData?.error} />
    </NewsletterPage>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const s = t(langOfPath(location.pathname)).newsletter;
  return [...pageMeta(matches, s.subscribeTitle, s.formIntro), { name: "robots", content: "noindex" }];
};

export const handle = STATIC_PAGE;
