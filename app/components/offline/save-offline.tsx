import { Link } from "react-router";
import { useLocalePath, useT } from "~/i18n/use-language";
import { DownloadIcon } from "~/components/icons";

/**
 * "Save for offline · 38 KB" (issue 27) for the page it sits on: a post today, a library answer once that page
 * drops it in. Rendered hidden: the enhancement module shows it only where a service worker and the Cache Storage
 * are there, works out the size (this page's HTML and its pictures at the size this phone loaded), and saves the
 * guest copy of the page and those pictures. Without them there is nothing it could do, so nothing is shown.
 */
export function SaveOffline({ className = "btn-ghost-light" }: { className?: string }) {
  const t = useT().offline;
  const lp = useLocalePath();
  const strings = JSON.stringify({ save: t.save, saving: t.saving, saved: t.saved, saveFailed: t.saveFailed });
  return (
    <span hidden data-save-offline={strings} className="inline-flex flex-wrap items-center gap-3">
      <button type="button" className={className}>
        <DownloadIcon className="h-4 w-4" />
        <span>{t.save}</span>
      </button>
      <Link to={lp("/saved")} className="inline-flex min-h-11 items-center text-sm font-semibold underline">
        {t.goToSaved}
      </Link>
    </span>
  );
}

/**
 * Where the enhancement module lists what this phone keeps: `saved` (the /saved page, with Remove and the space
 * used) or `all` (the offline page: saved articles and the last ones read). Without it, the fallback says why.
 */
export function OfflineList({ kind }: { kind: "saved" | "all" }) {
  const t = useT().offline;
  const strings = JSON.stringify({
    empty: kind === "saved" ? t.nothingSaved : t.nothingKept,
    spaceUsed: t.spaceUsed,
    remove: t.remove,
    removed: t.removed,
  });
  return (
    <div data-offline-list={kind} data-strings={strings} aria-live="polite">
      <p className="text-slate-700">{t.needsBrowser}</p>
    </div>
  );
}
