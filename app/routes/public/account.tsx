import { Form } from "react-router";
import { TextField } from "~/components/auth/text-field";
import { PageHero } from "~/components/page-hero";
import { requirePageUser } from "~/domain/auth/access.server";
import { NewsletterAccountSection } from "~/components/newsletter-account-section";
import { accountSubscription } from "~/domain/newsletter/subscriptions.server";
import { getSessionToken } from "~/domain/platform/request-context.server";
import { formatDate } from "~/utils/dates";
import { readFormResult } from "~/utils/form-result";
import { pageMeta } from "~/utils/meta";
import { accountAction } from "./account.server";
import type { Route } from "./+types/account";

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "signed-in");
  return { name: user.name, email: user.email, role: user.role, joined: formatDate(user.createdAt, "long"), newsletter: accountSubscription(user) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, requirePageUser(request, context, "signed-in"), getSessionToken(context));
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card space-y-4">
      <h2 id={id} className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const result = readFormResult(actionData);
  const intent = (actionData as { intent?: string } | undefined)?.intent;
  const mine = (name: string) => (intent === name ? result : { fields: {} as Record<string, string>, values: {} as Record<string, string>, topError: null });
  const done = (actionData as { message?: string } | undefined)?.message;
  // Said in the page as well as by the toast: without JavaScript this response carries no toast.
  const alert = (name: string) =>
    intent !== name ? null : mine(name).topError ? (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{mine(name).topError}</p>
    ) : done ? (
      <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">{done}</p>
    ) : null;
  return (
    <>
      <PageHero title="Your account" subtitle={`${loaderData.email} · ${loaderData.role} · member since ${loaderData.joined}`} />
      <div className="container-page grid max-w-3xl gap-6 py-10">
        <Section id="name-title" title="Your name">
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="name" />
            {alert("name")}
            <TextField name="name" label="Name" defaultValue={mine("name").values.name ?? loaderData.name} error={mine("name").fields.name} maxLength={100} autoComplete="name" />
            <button type="submit" className="btn-primary min-h-11">Save name</button>
          </Form>
        </Section>
        <Section id="password-title" title="Change password">
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="password" />
            {alert("password")}
            <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" error={mine("password").fields.currentPassword} />
            <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" error={mine("password").fields.newPassword} />
            <button type="submit" className="btn-primary min-h-11">Change password</button>
          </Form>
        </Section>
        <NewsletterAccountSection data={loaderData.newsletter} />
        <Section id="data-title" title="Your data">
          <p className="text-slate-700">Download everything we hold about you: your profile, the posts you liked and the messages you sent.</p>
          <a href="/account/export" download className="btn-outline min-h-11 w-fit">Download my data (JSON)</a>
        </Section>
        <Section id="delete-title" title="Delete your account">
          <p className="text-slate-700">This removes your account, your likes and your messages for good. It cannot be undone.</p>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="delete" />
            {alert("delete")}
            <TextField name="password" label="Your password, to confirm" type="password" autoComplete="current-password" error={mine("delete").fields.password} />
            <button type="submit" className="btn min-h-11 bg-red-700 text-white hover:bg-red-800">Delete my account</button>
          </Form>
        </Section>
      </div>
    </>
  );
}

export const meta = () => [...pageMeta("Your account", "Your name, password and data."), { name: "robots", content: "noindex" }];
