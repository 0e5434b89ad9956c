import { Outlet } from "react-router";
import { AdminHeader } from "~/components/admin/admin-header";
import { ADMIN_NAV } from "~/content/admin-nav";
import { requirePageUser } from "~/domain/auth/access.server";
import { isStaffRole } from "~/utils/roles";
import type { Route } from "./+types/layout";

export function loader({ request, context }: Route.LoaderArgs) {
  // Authors come in for their posts; the staff-only screens check "staff" themselves.
  const user = requirePageUser(request, context, "writer");
  return { staff: isStaffRole(user.role), admin: user.role === "admin", user: { name: user.name, role: user.role } };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const links = ADMIN_NAV.filter((l) => (loaderData.staff || !l.staffOnly) && (loaderData.admin || !l.adminOnly));
  return (
    <div className="min-h-screen bg-slate-50">
      <AdminHeader items={links} user={loaderData.user} />
      <main className="container-page py-8"><Outlet /></main>
    </div>
  );
}
