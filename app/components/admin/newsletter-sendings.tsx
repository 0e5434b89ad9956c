import { Link } from "react-router";
import { LANGUAGE_NAMES, type Lang } from "~/i18n/languages";

type Sending = {
  id: string;
  postId: string | null;
  title: string;
  lang: Lang;
  status: string;
  total: number;
  queued: number;
  sent: number;
  failed: number;
  dropped: number;
  when: string;
};
const STATUS: Record<string, string> = {
  waiting: "Waiting for the post to go out",
  sending: "Sending",
  done: "Done",
  cancelled: "Stopped",
};

/** Each post e-mailed to subscribers, with its messages counted in the outbox. */
export function NewsletterSendings({ sendings }: { sendings: Sending[] }) {
  const n = (x: number) => x.toLocaleString("en");
  return (
    <section aria-labelledby="sendings-title">
      <h2 id="sendings-title" className="mb-3 font-semibold text-slate-900">
        Posts e-mailed to subscribers
      </h2>
      {sendings.length === 0 ? (
        <p className="card text-center text-slate-700">No post has been e-mailed yet</p>
      ) : (
        <ul className="space-y-2">
          {sendings.map((s) => (
            <li key={s.id} className="card space-y-1 p-4" data-sending={s.postId ?? ""}>
              <p className="font-semibold text-slate-900">
                {s.postId ? (
                  <Link to={`/admin/blog/edit/${s.postId}`} className="underline">
                    {s.title}
                  </Link>
                ) : (
                  s.title
                )}
              </p>
              <p className="text-sm text-slate-700">
                {LANGUAGE_NAMES[s.lang]} · {STATUS[s.status] ?? s.status} · {s.when}
              </p>
              <p className="text-sm text-slate-800" data-sending-counts>
                {n(s.total)} queued · {n(s.queued)} waiting · {n(s.sent)} sent · {n(s.failed)} failed
                {s.dropped ? ` · ${n(s.dropped)} not sent (unsubscribed)` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
