import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { organisationText } from "~/content/organisation";
import { useLang, useLocalePath, useT } from "~/i18n/use-language";
import { useSiteSettings } from "~/ui/root-data";
import type { PublicUser } from "~/domain/people/users.server";
import { userHasPermission } from "~/domain/people/permissions";
import { t } from "~/i18n/catalogue";
import { localizePath, type Lang } from "~/i18n/languages";
import { DonateButton } from "./donation-dialog";
import { DataSaverSwitch } from "./offline/data-saver-switch";
import { CloseIcon, MenuIcon, UserIcon } from "./icons";
import { Logo } from "./logo";

/** The links in the page's language; the admin area stays at its English paths (and in English). */
function navItems(user: PublicUser | null, lang: Lang): { to: string; label: string }[] {
  const { header } = t(lang).pages;
  const links = organisationText(lang).navLinks.map((link) => ({ to: localizePath(link.to, lang), label: link.label }));
  if (userHasPermission(user, "dashboard:view")) return [...links, { to: "/admin", label: header.admin }];
  // Authors write posts from the admin area's post screens (docs/decisions/011).
  if (userHasPermission(user, "admin-area:enter")) return [...links, { to: "/admin/blog", label: header.myPosts }];
  return links;
}

function UserBadge({ user }: { user: PublicUser }) {
  const roles: Record<string, string> = useT().pages.header.roles;
  return (
    <div className="flex items-center gap-2">
      {user.avatar ? (
        <img src={user.avatar} alt="" width={32} height={32} className="h-8 w-8 rounded-full object-cover" />
      ) : (
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserIcon className="h-4 w-4" />
        </span>
      )}
      <div className="leading-tight">
        <p className="text-sm font-semibold text-slate-900">{user.name}</p>
        <p className="text-xs capitalize text-slate-600">{roles[user.role] ?? user.role}</p>
      </div>
    </div>
  );
}

function AccountControls({ user }: { user: PublicUser | null }) {
  const { common } = useT();
  const lp = useLocalePath();
  if (!user) {
    return (
      <Link to={lp("/login")} className="btn-outline min-h-11 px-4">
        {common.login}
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-3">
      <Link
        to={lp("/account")}
        className="flex min-h-11 items-center rounded-lg hover:bg-slate-100"
        aria-label={common.yourAccount(user.name)}
      >
        <UserBadge user={user} />
      </Link>
      <Form method="post" action="/logout">
        <button type="submit" className="btn-outline min-h-11 px-4">
          {common.logout}
        </button>
      </Form>
    </div>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-slate-700 hover:text-brand-700"}`;
// On phones every link is a full-width row at least 48 px tall (tap targets), with no overlap.
const mobileNavClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-md px-3 text-base font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"}`;

/** Sticky header; the mobile menu is a <details> element, so it opens and closes without JavaScript. */
export function Header({ user }: { user: PublicUser | null }) {
  const lang = useLang();
  const { common, ask } = t(lang);
  const items = navItems(user, lang);
  const home = localizePath("/", lang);
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const { identity } = useSiteSettings();
  useEffect(() => menu.current?.removeAttribute("open"), [pathname]);
  // With JavaScript the menu also closes on Escape and on a tap outside it (a <details> does neither by itself);
  // on the static public pages the enhancement module does the same (data-menu).
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.removeAttribute("open");
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.removeAttribute("open");
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, []);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to={home}
          className="flex min-h-11 items-center gap-2 font-bold text-slate-900"
          aria-label={common.homeLink(identity.name)}
        >
          <Logo />
          <span className="hidden sm:inline">{identity.name}</span>
          <span className="sm:hidden">{identity.shortName}</span>
        </Link>
        <nav aria-label={common.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === home} className={navClass} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <DonateButton className="btn-accent px-4 py-2" />
          <AccountControls user={user} />
        </div>
        <details ref={menu} className="group lg:hidden" data-menu="">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md px-3 text-slate-800 hover:bg-slate-100">
            <MenuIcon className="h-6 w-6 group-open:hidden" />
            <CloseIcon className="hidden h-6 w-6 group-open:block" />
            <span className="text-sm font-medium group-open:hidden">{common.menu}</span>
            <span className="hidden text-sm font-medium group-open:inline">{common.close}</span>
          </summary>
          <div className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg">
            <nav aria-label={common.mobileNav} className="container-page py-4">
              <ul className="flex flex-col gap-1">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === home} className={mobileNavClass}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                {/* Issue 35: asking privately is one of the ways in; on a phone the footer is far below. */}
                <li>
                  <NavLink to={localizePath("/ask", lang)} className={mobileNavClass}>
                    {ask.links.footer}
                  </NavLink>
                </li>
              </ul>
              <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
                <DonateButton className="btn-accent min-h-11 px-4" />
                <AccountControls user={user} />
              </div>
              <DataSaverSwitch place="menu" />
            </nav>
          </div>
        </details>
      </div>
    </header>
  );
}
