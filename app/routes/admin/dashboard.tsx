import { Link, redirect } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { BackupsPanel } from "~/components/admin/backups-panel";
import { GivingPanel } from "~/components/admin/giving-panel";
import { RecentActivity, RecentMessages, RecentPosts, RecentUsers } from "~/components/admin/dashboard-lists";
import { dashboard } from "./dashboard.server";
import { hasAccess } from "~/domain/auth/access.server";
import { requirePageUser } from "~/server/web/access.server";
import type { Route } from "./+types/dashboard";

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "admin-area:enter");
  // Authors have no dashboard: their place in the admin area is their posts.
  if (!hasAccess(user, "dashboard:view")) throw redirect("/admin/blog");
  return dashboard({
    admin: hasAccess(user, "mail:manage") && hasAccess(user, "backups:download"),
    giving: hasAccess(user, "donations:view"),
  });
}

const QUICK_ACTIONS = [
  { to: "/admin/blog/create", label: "Create New Blog Post" },
  { to: "/admin/blog", label: "Manage Blog Posts" },
  { to: "/admin/users", label: "Manage Users" },
  { to: "/admin/contact-messages", label: "View Messages" },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { figures, failedMail, recentPosts, firstUsers, messages, activity, backups, giving } = loaderData;
  const stats = [
    { label: "Total Posts", value: figures.totalPosts },
    { label: "Published", value: figures.published },
    { label: "Total Users", value: figures.totalUsers },
    { label: "Messages", value: figures.messages },
    { label: "New Messages", value: figures.newMessages },
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Admin Dashboard</h1>
          <p className="text-slate-700">Manage your blog and monitor performance</p>
        </div>
        <Link to="/admin/blog/create" className="btn-primary min-h-11">
          Create New Post
        </Link>
      </div>
      <dl
        className={`grid grid-cols-2 gap-3 sm:grid-cols-3 ${failedMail === null ? "lg:grid-cols-6" : "lg:grid-cols-4 xl:grid-cols-7"}`}
      >
        {stats.map((s) => (
          <div key={s.label} className="card p-4">
            <dt className="text-sm font-medium text-slate-700">{s.label}</dt>
            <dd className="text-3xl font-bold text-slate-900" data-stat={s.label}>
              {s.value.toLocaleString("en")}
            </dd>
          </div>
        ))}
        {/* Issue 15: posts authors submitted, with the way to them (the list filtered to "Pending review"). */}
        <div className={`card p-4 ${figures.needsReview > 0 ? "border-amber-300 bg-amber-50" : ""}`}>
          <dt className="text-sm font-medium text-slate-700">Needs Review</dt>
          <dd className="text-3xl font-bold text-slate-900" data-stat="Needs Review">
            {figures.needsReview.toLocaleString("en")}
          </dd>
          {figures.needsReview > 0 ? (
            <dd>
              <Link
                to="/admin/blog?status=pending"
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
              >
                Review posts
              </Link>
            </dd>
          ) : null}
        </div>
        {failedMail === null ? null : (
          <div className={`card p-4 ${failedMail > 0 ? "border-red-300 bg-red-50" : ""}`}>
            <dt className="text-sm font-medium text-slate-700">Failed Mail</dt>
            <dd className="text-3xl font-bold text-slate-900" data-stat="Failed Mail">
              {failedMail.toLocaleString("en")}
            </dd>
            <dd>
              <Link
                to="/admin/mail"
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
              >
                View outgoing mail
              </Link>
            </dd>
          </div>
        )}
      </dl>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <RecentPosts posts={recentPosts} />
          <RecentUsers users={firstUsers} />
        </div>
        <div className="space-y-6">
          <section aria-labelledby="quick-actions" className="card">
            <h2 id="quick-actions" className="mb-3 font-semibold text-slate-900">
              Quick Actions
            </h2>
            <ul className="grid gap-2">
              {QUICK_ACTIONS.map((a) => (
                <li key={a.to}>
                  <Link to={a.to} className="btn-outline min-h-11 w-full">
                    {a.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          {giving ? <GivingPanel giving={giving} /> : null}
          {backups ? <BackupsPanel status={backups} back="/admin" /> : null}
          <RecentMessages messages={messages} />
          <RecentActivity activity={activity} />
        </div>
      </div>
    </div>
  );
}

export const meta = () => [{ title: "Admin Dashboard" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError />;
}
