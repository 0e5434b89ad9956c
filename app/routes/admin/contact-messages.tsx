import { Link } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { FilterForm } from "~/components/admin/filter-form";
import { MessageDetail } from "~/components/admin/message-detail";
import { MessageStatusChip, MessageTypeChip } from "~/components/admin/message-chips";
import { ConfirmDeleteDialog } from "~/components/admin/server-dialog";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { requirePageUser } from "~/server/web/access.server";
import { CONTACT_FORM_TYPES } from "~/domain/people/contact-schema";
import { listHref } from "~/utils/pagination";
import { inboxAction, inboxScreen } from "./contact-messages.server";
import type { Route } from "./+types/contact-messages";

export function loader({ request, context }: Route.LoaderArgs) {
  return inboxScreen(new URL(request.url), requirePageUser(request, context, "messages:manage"));
}

export async function action({ request, context }: Route.ActionArgs) {
  return inboxAction(request, requirePageUser(request, context, "messages:manage"));
}

export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  const { messages, counts, total, page, pages, filters, back, opened, missing, confirmingDelete } = loaderData;
  const withParams = (extra: Record<string, string>) =>
    listHref("/admin/contact-messages", { ...filters, ...(page > 1 ? { page: String(page) } : {}), ...extra });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Contact Messages</h1>
      <FilterForm label="Filter messages" className="card flex flex-wrap items-end gap-3 p-4">
        <div>
          <label htmlFor="inbox-status" className="field-label">
            Status
          </label>
          <select id="inbox-status" name="status" defaultValue={filters.status} className="field-input min-h-11">
            <option value="">All ({counts.all})</option>
            <option value="new">New ({counts.new})</option>
            <option value="read">Read ({counts.read})</option>
            <option value="replied">Replied ({counts.replied})</option>
          </select>
        </div>
        <div>
          <label htmlFor="inbox-type" className="field-label">
            Type
          </label>
          <select id="inbox-type" name="type" defaultValue={filters.type} className="field-input min-h-11">
            <option value="">All types</option>
            {[...CONTACT_FORM_TYPES, "other"].map((t) => (
              <option key={t} value={t} className="capitalize">
                {t}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary min-h-11">
          Filter
        </button>
      </FilterForm>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="inbox-title" className={opened ? "hidden lg:block" : ""}>
          <h2 id="inbox-title" className="mb-3 font-semibold text-slate-900">
            All Messages ({total})
          </h2>
          {messages.length === 0 ? (
            <p className="card text-center text-slate-700">No messages yet</p>
          ) : (
            <ul className="space-y-2">
              {messages.map((m) => (
                <li key={m.id}>
                  <Link
                    to={withParams({ id: m.id })}
                    preventScrollReset
                    aria-current={opened?.id === m.id ? "true" : undefined}
                    className={`block rounded-xl border p-3 hover:bg-slate-50 ${opened?.id === m.id ? "border-brand-700 bg-brand-50" : "border-slate-200 bg-white"}`}
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-slate-900">{m.name}</span>
                      <MessageStatusChip status={m.status} /> <MessageTypeChip type={m.type} />
                    </span>
                    <span className="block break-all text-sm text-slate-700">{m.email}</span>
                    <span className="block font-medium text-slate-900">{m.subject}</span>
                    <span className="block text-sm text-slate-700">{m.preview}</span>
                    <time dateTime={m.at} className="block text-xs text-slate-700">
                      {m.atLabel}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <BlogPagination page={page} pages={pages} hrefFor={(p) => listHref("/admin/contact-messages", filters, p)} />
        </section>
        <div>
          {opened ? (
            <MessageDetail
              message={opened}
              back={back}
              deleteHref={withParams({ id: opened.id, delete: "1" })}
              listHref={back}
            />
          ) : (
            <p className="card text-center text-slate-700">
              {missing ? "That message no longer exists." : "Select a message to view details"}
            </p>
          )}
        </div>
      </div>
      {opened && confirmingDelete ? (
        <ConfirmDeleteDialog
          title="Delete message"
          titleId="delete-message-title"
          question="Are you sure you want to delete this message?"
          id={opened.id}
          back={back}
          cancelHref={withParams({ id: opened.id })}
        />
      ) : null}
    </div>
  );
}

export const meta = () => [{ title: "Contact Messages · Admin" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError title="Failed to fetch messages" />;
}
