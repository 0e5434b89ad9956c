import { Link, Outlet } from "react-router";
import { AdminHeader } from "~/components/admin/admin-header";
import { ADMIN_NAV } from "~/components/admin/admin-nav";
import { requirePageUser } from "~/server/web/access.server";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { timeZoneLabel } from "~/utils/dates";
import { userHasPermission } from "~/domain/people/permissions";
import { waitingCounts } from "./questions.server";
import type { Route } from "./+types/layout";

export function loader({ request, context }: Route.LoaderArgs) {
  // Authors come in for their posts; every other screen checks its own permission.
  const user = requirePageUser(request, context, "admin-area:enter");
  // Every time in the admin area is on the site's clock: said once, at the foot of each screen.
  // Questions (issue 26): the number waiting beside the link, urgent ones said apart.
  const questions = userHasPermission(user, "questions:answer") ? waitingCounts() : null;
  return { user: { name: user.name, role: user.role }, clock: timeZoneLabel(siteTimeZone()), questions };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const { questions } = loaderData;
  const links = ADMIN_NAV.filter((l) => userHasPermission(user, l.permission)).map((l) =>
    l.to === "/admin/questions" && questions && questions.waiting > 0
      ? { ...l, badge: { count: questions.waiting, urgent: questions.urgent } }
      : l,
  );
  return (
    <div className="min-h-screen bg-slate-50">
      <AdminHeader items={links} user={user} />
      <main className="container-page py-8">
        <Outlet />
      </main>
      <footer className="container-page pb-8 text-sm text-slate-700">
        <p>
          Times are {loaderData.clock}.{" "}
          {userHasPermission(user, "settings:edit") ? (
            <Link
              to="/admin/settings#time"
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              Change the site’s time zone
            </Link>
          ) : null}
        </p>
      </footer>
    </div>
  );
}
