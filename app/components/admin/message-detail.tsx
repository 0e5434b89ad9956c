import { Form, Link, useFetcher } from "react-router";
import type { InboxItem } from "~/routes/admin/contact-messages.server";
import { MessageStatusChip, MessageTypeChip } from "./message-chips";

type Props = { message: InboxItem; back: string; deleteHref: string; listHref: string };

/** The open message: its text, a Reply link (mailto, marks it replied), status changes and delete. */
export function MessageDetail({ message, back, deleteHref, listHref }: Props) {
  const fetcher = useFetcher();
  const mailto = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  const markReplied = () => {
    if (message.status !== "replied")
      fetcher.submit({ intent: "status", status: "replied", id: message.id, back }, { method: "post" });
  };
  return (
    <article aria-labelledby="message-subject" className="card space-y-4">
      <Link
        to={listHref}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline lg:hidden"
      >
        ← All messages
      </Link>
      <header className="space-y-1">
        <h2 id="message-subject" className="text-xl font-bold text-slate-900">
          {message.subject}
        </h2>
        <p className="text-slate-800">
          {message.name} ·{" "}
          <a href={`mailto:${message.email}`} className="break-all text-brand-800 underline">
            {message.email}
          </a>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <MessageStatusChip status={message.status} /> <MessageTypeChip type={message.type} />{" "}
          <time dateTime={message.at}>{message.atLabel}</time>
        </p>
      </header>
      <p className="whitespace-pre-wrap break-words text-slate-900">{message.message}</p>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        <a href={mailto} onClick={markReplied} className="btn-primary min-h-11">
          Reply by e-mail
        </a>
        <Form method="post">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={message.id} />
          <input type="hidden" name="back" value={back} />
          {message.status === "replied" ? (
            <button type="submit" name="status" value="read" className="btn-outline min-h-11">
              Mark as not replied
            </button>
          ) : (
            <button type="submit" name="status" value="replied" className="btn-outline min-h-11">
              Mark as replied
            </button>
          )}
        </Form>
        <Link
          to={deleteHref}
          preventScrollReset
          className="btn min-h-11 border border-red-700 text-red-800 hover:bg-red-50"
        >
          Delete
        </Link>
      </div>
    </article>
  );
}
