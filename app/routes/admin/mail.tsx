import { Form, Link } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { mailAction, mailScreen, requireMailAdmin } from "./mail.server";
import { requirePageUser } from "~/server/web/access.server";
import type { Route } from "./+types/mail";

export function loader({ request, context }: Route.LoaderArgs) {
  requireMailAdmin(requirePageUser(request, context, "dashboard:view"));
  return mailScreen(new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return mailAction(request, requireMailAdmin(requirePageUser(request, context, "dashboard:view")));
}

const TABS = [
  { status: "failed", label: "Failed" },
  { status: "queued", label: "Waiting" },
  { status: "sent", label: "Sent" },
  { status: "expired", label: "Expired" },
] as const;

export default function MailOutbox({ loaderData }: Route.ComponentProps) {
  const { status, counts, messages, limit, giveUp, sms } = loaderData;
  const tab = TABS.find((t) => t.status === status)!;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Outgoing Mail</h1>
        <p className="text-slate-700">
          Codes, reset links and invitations wait here until the mail server takes them. A message that still cannot be
          sent after {giveUp} is marked failed.
        </p>
        {sms ? (
          <p className="pt-2">
            <Link to="/admin/sms" className="font-semibold text-brand-800 underline">
              Text messages (SMS): what was sent, its cost, opt-outs
            </Link>
          </p>
        ) : null}
      </div>
      <nav aria-label="Mail by status" className="flex flex-wrap gap-2">
        {TABS.map((t) => (
          <Link
            key={t.status}
            to={`/admin/mail?status=${t.status}`}
            aria-current={t.status === status ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-semibold ${t.status === status ? "border-brand-700 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}
          >
            {t.label} ({counts[t.status].toLocaleString("en")})
          </Link>
        ))}
      </nav>
      <section aria-labelledby="mail-list-title">
        <h2 id="mail-list-title" className="mb-3 font-semibold text-slate-900">
          {tab.label} messages{counts[status] > limit ? ` (newest ${limit})` : ""}
        </h2>
        {messages.length === 0 ? (
          <p className="card text-center text-slate-700">No {tab.label.toLowerCase()} messages</p>
        ) : (
          <ul className="space-y-2">
            {messages.map((m) => (
              <li key={m.id} className="card space-y-1 p-4" data-mail-id={m.id}>
                <p className="font-semibold text-slate-900">{m.kind}</p>
                <p className="break-all text-sm text-slate-800">To: {m.to}</p>
                <p className="text-sm text-slate-800">{m.subject}</p>
                <p className="text-xs text-slate-700">
                  Queued <time dateTime={m.at}>{m.atLabel}</time> · {m.attempts}{" "}
                  {m.attempts === 1 ? "attempt" : "attempts"}
                </p>
                {m.lastError ? <p className="break-words text-xs text-slate-700">Last error: {m.lastError}</p> : null}
                {m.canRetry ? (
                  <Form method="post" className="pt-2">
                    <input type="hidden" name="intent" value="retry" />
                    <input type="hidden" name="id" value={m.id} />
                    <button type="submit" className="btn-primary min-h-11" aria-label={`Retry: ${m.kind} to ${m.to}`}>
                      Retry
                    </button>
                  </Form>
                ) : null}
                {m.wayOut ? <p className="pt-1 text-sm text-slate-800">Cannot be resent. {m.wayOut}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export const meta = () => [{ title: "Outgoing Mail" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError />;
}
