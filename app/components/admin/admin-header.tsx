import { useEffect, useRef } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { ArrowLeftIcon, CloseIcon, MenuIcon, UserIcon } from "~/components/icons";
import { roleLabel } from "~/domain/people/permissions";

/** `badge`: a count beside the link (questions waiting, issue 26), its urgent part said in words. */
type Item = { to: string; label: string; end: boolean; badge?: { count: number; urgent: number } };

function Badge({ badge }: { badge: Item["badge"] }) {
  if (!badge) return null;
  return (
    <>
      {" "}
      <span
        className={`ml-2 inline-block rounded-full px-2 text-xs font-bold ${badge.urgent > 0 ? "bg-red-700 text-white" : "bg-slate-200 text-slate-900"}`}
      >
        {badge.count}
        <span className="sr-only"> waiting</span>
        {badge.urgent > 0 ? `, ${badge.urgent} urgent` : null}
      </span>
    </>
  );
}
type Props = { items: readonly Item[]; user: { name: string; role: string } };

const focus = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const current = (items: readonly Item[], pathname: string) =>
  items.find((i) =>
    i.end ? pathname === i.to || pathname === `${i.to}/` : pathname === i.to || pathname.startsWith(`${i.to}/`),
  );

function Account({ user }: Pick<Props, "user">) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <UserIcon className="h-8 w-8 shrink-0 rounded-full bg-brand-50 p-1.5 text-brand-800" />
      <p className="min-w-0 leading-tight">
        <span className="block truncate text-sm font-semibold text-slate-900" title={user.name}>
          {user.name}
        </span>
        <span className="block text-xs text-slate-700">{roleLabel(user.role)}</span>
      </p>
    </div>
  );
}

/** A POST form, so logging out works without JavaScript (GET /logout only redirects). */
const Logout = () => (
  <Form method="post" action="/logout">
    <button type="submit" className={`btn-outline min-h-11 px-4 ${focus}`}>
      Logout
    </button>
  </Form>
);

/**
 * The admin area's header. From md up every section is a link in one row that wraps (nothing is cut off) with the
 * account and Logout beside it; on a phone the links, the account and Logout sit behind a "Menu" button that names
 * the current section (a <details>, so it opens without JavaScript), each link a full-width 48 px row.
 */
export function AdminHeader({ items, user }: Props) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => menu.current?.removeAttribute("open"), [pathname]);
  const here = current(items, pathname);
  const link = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ${focus} ${isActive ? "bg-brand-50 text-brand-800 underline decoration-2 underline-offset-4" : "text-slate-800 hover:bg-slate-100"}`;
  const row = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-12 items-center rounded-lg px-3 text-base font-semibold ${focus} ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"}`;
  const site = (
    <NavLink
      to="/"
      className={`inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-slate-100 ${focus}`}
    >
      <ArrowLeftIcon className="h-4 w-4" /> Site
    </NavLink>
  );
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="container-page hidden items-center gap-4 py-2 md:flex">
        <nav aria-label="Admin" className="flex min-w-0 flex-1 flex-wrap items-center gap-1">
          {site}
          {items.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.end} className={link}>
              {l.label}
              <Badge badge={l.badge} />
            </NavLink>
          ))}
        </nav>
        <div className="flex shrink-0 items-center gap-3">
          <Account user={user} />
          <Logout />
        </div>
      </div>
      <div className="container-page flex items-center justify-between gap-2 py-1 md:hidden">
        {site}
        <details ref={menu} className="group">
          <summary
            className={`flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-3 text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden ${focus}`}
          >
            <MenuIcon className="h-6 w-6 group-open:hidden" />
            <CloseIcon className="hidden h-6 w-6 group-open:block" />
            <span className="text-sm font-semibold">Menu{here ? `: ${here.label}` : ""}</span>
          </summary>
          <div className="absolute inset-x-0 z-40 mt-1 border-b border-slate-200 bg-white shadow-lg">
            <nav aria-label="Admin" className="container-page py-3">
              <ul className="flex flex-col gap-1">
                {items.map((l) => (
                  <li key={l.to}>
                    <NavLink to={l.to} end={l.end} className={row}>
                      {l.label}
                      <Badge badge={l.badge} />
                    </NavLink>
                  </li>
                ))}
              </ul>
              <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-200 pt-3">
                <Account user={user} />
                <Logout />
              </div>
            </nav>
          </div>
        </details>
      </div>
    </header>
  );
}
