import { useT } from "~/i18n/use-language";

/**
 * Where the quick exit goes: a search page, the most ordinary thing to have open on a shared phone, that loads
 * fast on a weak connection and carries nothing about this site (rel="noreferrer": no Referer is sent).
 */
export const QUICK_EXIT_URL = "https://www.google.com/";

/** The program pages whose readers may share a phone with the person they fear (issue 17). */
const QUICK_EXIT_PROGRAMS = new Set(["gbv-prevention", "maternal-health", "human-rights"]);

/**
 * "Quick exit" (issue 17): a plain link to a neutral site, so it works without JavaScript; the enhancement module
 * (data-quick-exit) replaces the history entry instead, so Back does not return here, and Escape pressed twice
 * does the same. Fixed at the bottom corner, a small pill (not a bar) so it hides little of a 360 px screen, and
 * first in the page's order so a keyboard reaches it at once. Nothing is counted or logged.
 */
export function QuickExit() {
  const t = useT().reach;
  return (
    <>
    <a
      href={QUICK_EXIT_URL}
      rel="noreferrer"
      data-quick-exit=""
      aria-describedby="quick-exit-hint"
      className="fixed bottom-[max(1rem,env(safe-area-inset-bottom))] right-3 z-40 inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-white bg-slate-900 px-4 text-base font-bold text-white shadow-lg ring-1 ring-slate-900 hover:bg-black focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
    >
      <svg className="h-5 w-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
      </svg>
      {t.quickExit}
    </a>
    <span id="quick-exit-hint" hidden>{t.quickExitHint}</span>
    </>
  );
}

/** One line on a program page: the quick exit on the three programs about violence, maternal health and rights. */
export function ProgramQuickExit({ slug }: { slug: string }) {
  return QUICK_EXIT_PROGRAMS.has(slug) ? <QuickExit /> : null;
}
