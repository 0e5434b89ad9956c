import { Link } from "react-router";
import { formatCount } from "~/utils/post-display";
import { PostImage } from "~/components/blog/post-image";
import { UserIcon } from "~/components/icons";
import type { dashboard } from "~/routes/admin/dashboard.server";
import { StatusChip } from "./post-table";
import { RoleChip } from "./role-chip";

type Data = ReturnType<typeof dashboard>;

function Panel({
  title,
  id,
  link,
  children,
}: {
  title: string;
  id: string;
  link?: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={id} className="font-semibold text-slate-900">
          {title}
        </h2>
        {link ? (
          <Link
            to={link.to}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
            aria-label={`${link.label}: ${title}`}
          >
            {link.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * An address that may wrap only before its "@" or a "." (and after a hyphen, as browsers do), never inside a
 * word, so a narrow phone shows it whole.
 */
function Email({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </>
  );
}

export function RecentPosts({ posts }: { posts: Data["recentPosts"] }) {
  return (
    <Panel title="Recent Posts" id="recent-posts" link={{ to: "/admin/blog", label: "View All" }}>
      <ul className="divide-y divide-slate-200">
        {posts.map((p) => (
          <li key={p.id} className="flex items-center gap-3 py-2">
            <PostImage
              image={p.image}
              alt=""
              sizes="48px"
              placeholder
              className="h-12 w-12 shrink-0 rounded-lg object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Link
                  to={`/admin/blog/edit/${p.id}`}
                  className="break-words font-medium text-slate-900 hover:underline"
                >
                  {p.title}
                </Link>
                {p.status !== "published" ? <StatusChip status={p.status} /> : null}
              </p>
              <p className="text-sm text-slate-700">
                <time dateTime={p.createdAt}>{p.createdLabel}</time> · {formatCount(p.views)} views ·{" "}
                {formatCount(p.likes)} likes
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function RecentUsers({ users }: { users: Data["firstUsers"] }) {
  return (
    <Panel title="Users" id="recent-users" link={{ to: "/admin/users", label: "Manage Users" }}>
      <ul className="divide-y divide-slate-200">
        {users.map((u) => (
          <li key={u.id} className="flex items-start gap-3 py-2">
            {u.avatar ? (
              <img src={u.avatar} alt="" className="h-9 w-9 shrink-0 rounded-full object-cover" />
            ) : (
              <UserIcon className="h-9 w-9 shrink-0 rounded-full bg-slate-100 p-2 text-slate-600" />
            )}
            {/* One column on every width: the address gets the whole line (a phone's 360 px is tight). */}
            <div className="min-w-0 flex-1">
              <p className="break-words font-medium text-slate-900">{u.name}</p>
              <p className="break-words text-sm text-slate-700">
                <Email address={u.email} />
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700">
                <RoleChip role={u.role} palette="dashboard" />
                <span>Last login: {u.lastLogin}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function RecentMessages({ messages }: { messages: Data["messages"] }) {
  return (
    <Panel title="Recent Messages" id="recent-messages" link={{ to: "/admin/contact-messages", label: "View All" }}>
      {messages.length === 0 ? (
        <p className="text-slate-700">No messages yet</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {messages.map((m) => (
            <li key={m.id} className="py-2">
              <p className="flex items-center gap-2 font-medium text-slate-900">
                {m.name}
                {m.status === "new" ? (
                  <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900">New</span>
                ) : null}
              </p>
              <p className="text-sm text-slate-800">{m.subject}</p>
              <time dateTime={m.createdAt} className="text-xs text-slate-700">
                {m.createdLabel}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function RecentActivity({ activity }: { activity: Data["activity"] }) {
  return (
    <Panel title="Recent activity" id="recent-activity">
      {activity.length === 0 ? (
        <p className="text-slate-700">No activity yet</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {activity.map((a) => (
            <li key={a.id} className="text-slate-800">
              <span className="font-semibold">{a.who}</span> {a.what}
              {a.object ? (
                <>
                  {" "}
                  <span className="italic">{a.object}</span>
                </>
              ) : null}
              {a.tail ? ` ${a.tail}` : null}
              <time dateTime={a.at} className="block text-xs text-slate-700">
                {a.atLabel}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
