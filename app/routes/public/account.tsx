import { Form } from "react-router";
import { TextField } from "~/components/auth/text-field";
import { PageHero } from "~/components/page-hero";
import { requirePageUser } from "~/server/web/access.server";
import { NewsletterAccountSection } from "~/components/newsletter-account-section";
import { accountSubscription } from "~/domain/newsletter/subscriptions.server";
import { getSessionToken } from "~/server/web/current-user.server";
import { siteDates } from "~/domain/settings/site-settings.server";
import { useFormResult } from "~/components/auth/use-form-result";
import { t as catalogue } from "~/i18n/catalogue";
import { langOfPath, langOfRequest } from "~/i18n/languages";
import { useMessage, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import { accountAction } from "./account.server";
import { accountEvents } from "./account-events.server";
import { AccountEventsSection } from "~/components/events/account-events-section";
import type { Route } from "./+types/account";

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "signed-in");
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    joined: siteDates(langOfRequest(request))(user.createdAt, "long"),
    newsletter: accountSubscription(user),
    events: accountEvents(user, langOfRequest(request)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, requirePageUser(request, context, "signed-in"), getSessionToken(context));
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card space-y-4">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT().account;
  const m = useMessage();
  const result = useFormResult(actionData);
  const intent = (actionData as { intent?: string } | undefined)?.intent;
  const mine = (name: string) =>
    intent === name
      ? result
      : { fields: {} as Record<string, string>, values: {} as Record<string, string>, topError: null };
  const done = m((actionData as { message?: string } | undefined)?.message);
  // Said in the page as well as by the toast: without JavaScript this response carries no toast.
  const alert = (name: string) =>
    intent !== name ? null : mine(name).topError ? (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {mine(name).topError}
      </p>
    ) : done ? (
      <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
        {done}
      </p>
    ) : null;
  return (
    <>
      <PageHero
        title={t.accountTitle}
        subtitle={t.accountSubtitle(
          loaderData.email,
          t.roles[loaderData.role as keyof typeof t.roles] ?? loaderData.role,
          loaderData.joined,
        )}
      />
      <div className="container-page grid max-w-3xl gap-6 py-10">
        <Section id="name-title" title={t.nameSection}>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="name" />
            {alert("name")}
            <TextField
              name="name"
              label={t.nameLabel}
              defaultValue={mine("name").values.name ?? loaderData.name}
              error={mine("name").fields.name}
              maxLength={100}
              autoComplete="name"
            />
            <button type="submit" className="btn-primary min-h-11">
              {t.saveName}
            </button>
          </Form>
        </Section>
        <Section id="password-title" title={t.passwordSection}>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="password" />
            {alert("password")}
            <TextField
              name="currentPassword"
              label={t.currentPassword}
              type="password"
              autoComplete="current-password"
              error={mine("password").fields.currentPassword}
            />
            <TextField
              name="newPassword"
              label={t.newPassword}
              type="password"
              autoComplete="new-password"
              error={mine("password").fields.newPassword}
            />
            <button type="submit" className="btn-primary min-h-11">
              {t.changePassword}
            </button>
          </Form>
        </Section>
        <AccountEventsSection events={loaderData.events} />
        <NewsletterAccountSection data={loaderData.newsletter} />
        <Section id="data-title" title={t.dataSection}>
          <p className="text-slate-700">{t.dataText}</p>
          <a href="/account/export" download className="btn-outline min-h-11 w-fit">
            {t.downloadData}
          </a>
        </Section>
        <Section id="delete-title" title={t.deleteSection}>
          <p className="text-slate-700">{t.deleteText}</p>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="delete" />
            {alert("delete")}
            <TextField
              name="password"
              label={t.deletePassword}
              type="password"
              autoComplete="current-password"
              error={mine("delete").fields.password}
            />
            <button type="submit" className="btn min-h-11 bg-red-700 text-white hover:bg-red-800">
              {t.deleteButton}
            </button>
          </Form>
        </Section>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = catalogue(langOfPath(location.pathname)).account;
  return [...pageMeta(matches, t.accountTitle, t.accountDescription), { name: "robots", content: "noindex" }];
};
