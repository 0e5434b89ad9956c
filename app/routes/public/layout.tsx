import { Outlet } from "react-router";
import { DonationProvider } from "~/components/donation-dialog";
import { Footer } from "~/components/footer";
import { Header } from "~/components/header";
import { LanguageSwitcher } from "~/components/language-switcher";
import { useT } from "~/i18n/use-language";
import { useCurrentUser } from "~/utils/root-data";

export default function PublicLayout() {
  const user = useCurrentUser();
  const t = useT();
  return (
    <DonationProvider>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">
        {t.common.skipToContent}
      </a>
      {/* Above the sticky header and scrolled away with the page: always there on arrival, never in the way. */}
      <div className="border-b border-slate-200 bg-slate-50">
        <LanguageSwitcher className="container-page" />
      </div>
      <Header user={user} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </DonationProvider>
  );
}
