import { NavLink, Outlet } from "react-router";
import { ADMIN_NAV } from "~/content/admin-nav";
import { requirePageUser } from "~/domain/auth/access.server";
import { isStaffRole } from "~/utils/roles";
import type { Route } from "./+types/layout";

export function loader({ request, context }: Route.LoaderArgs) {
  // Authors come in for their posts; the staff-only screens check "staff" themselves.
  const user = requirePageUser(request, context, "writer");
  return { staff: isStaffRole(user.role), admin: user.role === "admin" };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const links = ADMIN_NAV.filter((l) => (loaderData.staff || !l.staffOnly) && (loaderData.admin || !l.adminOnly));
  const link = "inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700";
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label="Admin" className="container-page flex items-center gap-1 overflow-x-auto py-1">
          <NavLink to="/" className={`${link} text-brand-800`}>← Site</NavLink>
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.end} className={({ isActive }) => `${link} ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"}`}>
              {l.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="container-page py-8"><Outlet /></main>
    </div>
  );
}
