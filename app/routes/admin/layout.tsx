import { NavLink, Outlet } from "react-router";
import { requirePageUser } from "~/domain/auth/access.server";
import type { Route } from "./+types/layout";

export function loader({ request, context }: Route.LoaderArgs) {
  requirePageUser(request, context, "writer");
  return null;
}

const LINKS = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/blog", label: "Blog posts" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/contact-messages", label: "Messages" },
];

export default function AdminLayout() {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label="Admin" className="container-page flex h-14 items-center gap-4 overflow-x-auto">
          <NavLink to="/" className="font-bold text-brand-800">← Site</NavLink>
          {LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.end} className={({ isActive }) => `text-sm font-medium ${isActive ? "text-brand-700" : "text-slate-700"}`}>
              {l.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="container-page py-8"><Outlet /></main>
    </div>
  );
}
