import { Outlet, useLocation, useMatches } from "react-router";
import { DonationProvider } from "~/components/donation-dialog";
import { Footer } from "~/components/footer";
import { AccountParts } from "~/components/account-parts";
import { LanguageSuggestions, LanguageSwitcher } from "~/components/language-switcher";
import { INTL_LOCALES } from "~/i18n/languages";
import { useLang, useT } from "~/i18n/use-language";
import { isStaticPage } from "~/utils/static-page";
import { hasQuickExit } from "~/utils/page-handle";
import { QuickExit } from "~/components/quick-exit";
import { DataSaverOffer } from "~/components/offline/data-saver-switch";

export default function PublicLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const matches = useMatches();
  const staticPage = isStaticPage(matches);
  return (
    <DonationProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t.common.skipToContent}
      </a>
      {/* On a sensitive page, the way out comes right after the skip link; the root reserves its strip (app.css). */}
      {hasQuickExit(matches) ? <QuickExit /> : null}
      {/* Only on the English home page, hidden: the enhancement module shows the one the browser prefers. */}
      {pathname === "/" ? <LanguageSuggestions /> : null}
      {/* Above the sticky header and scrolled away with the page: always there on arrival, never in the way. */}
      <div className="border-b border-slate-200 bg-slate-50">
        <LanguageSwitcher className="container-page" />
      </div>
      {/* Issue 35: a reader who has not chosen, on Save-Data or a slow connection, is offered the data saver. */}
      <DataSaverOffer />
      {/* Issue 28: the header and the unverified notice, one personal part (docs/decisions/031). */}
      <AccountParts />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      {staticPage ? <EnhanceStrings /> : null}
    </DonationProvider>
  );
}

/**
 * What the enhancement module says (toasts, Like, Copy), in the page's language. It runs without React, so it reads
 * them from here: a JSON data block, which is never run as a script (the CSP's script-src does not apply to it).
 */
function EnhanceStrings() {
  const lang = useLang();
  const t = useT();
  const json = JSON.stringify({
    ...t.common.enhance,
    notification: t.common.toast.notification,
    locale: INTL_LOCALES[lang],
  }).replace(/</g, "\\u003c");
  return <script type="application/json" id="enhance-strings" dangerouslySetInnerHTML={{ __html: json }} />;
}
