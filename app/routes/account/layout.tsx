import { Link, Outlet } from "react-router";
import { Logo } from "~/components/logo";
import { LanguageSwitcher } from "~/components/language-switcher";
import { useLocalePath } from "~/i18n/use-language";
import { useSiteSettings } from "~/ui/root-data";

/** Account screens have no common layout (SPEC §2): a centred card and a way home. */
export default function AccountLayout() {
  const lp = useLocalePath();
  const { name } = useSiteSettings().identity;
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-br from-brand-50 to-white px-4 py-10">
      {/* A banner landmark, so that every piece of content sits in one (axe "region"). */}
      <header className="mb-8 flex flex-col items-center gap-2">
        <LanguageSwitcher />
        <Link to={lp("/")} className="flex min-h-11 items-center gap-2 font-bold text-slate-900">
          <Logo /> {name}
        </Link>
      </header>
      <main className="w-full max-w-md">
        <Outlet />
      </main>
    </div>
  );
}
