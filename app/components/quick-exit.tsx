import type { MouseEvent } from "react";
import { useT } from "~/i18n/use-language";
import { forgetTypedText } from "~/utils/typed-before-hydration";

/**
 * Where the quick exit goes: a search page, the most ordinary thing to have open on a shared phone, that loads
 * fast on a weak connection and carries nothing about this site (rel="noreferrer": no Referer is sent).
 */
export const QUICK_EXIT_URL = "https://www.google.com/";
/** Without JavaScript the link goes through /exit first (issue 34, routes/resources/quick-exit.ts). */
export const QUICK_EXIT_PATH = "/exit";

/**
 * "Quick exit" (issue 17): a plain link to a neutral site (through /exit since issue 34, so the browser forgets the
 * page it leaves), so it works without JavaScript; the enhancement module
 * (data-quick-exit) replaces the history entry instead, so Back does not return here, and Escape pressed twice
 * does the same. Nothing is counted; /exit is one line in the request log like any request (no address, no text).
 *
 * Issue 23: the public layout renders it right after the skip link (a keyboard reaches it at once) on the pages
 * whose route asks for it (PageHandle.quickExit), in a strip at the bottom of the screen that belongs to it alone: the page is
 * padded by that strip's height (--quick-exit-space, set with the `quick-exit-page` class on <html>), flash
 * messages and toasts rise above it, and keyboard focus scrolls controls into view above it (scroll-padding).
 * So nothing covers the exit, and the exit covers nothing. The link itself stays a small pill in the corner.
 */
export function QuickExit() {
  const t = useT().common.quickExit;
  return (
    <aside aria-label={t.label} className="quick-exit-bar" data-quick-exit-bar="">
      <QuickExitLink />
      <span id="quick-exit-hint" hidden>
        {t.hint}
      </span>
    </aside>
  );
}

/**
 * On a screen React has hydrated (a visitor who came from a hydrated page moves client-side into the public pages,
 * where the enhancement module is not loaded): what public-enhance.js does on the static pages. Every box is
 * emptied (issue 34: nothing typed stays for Back on a shared phone), the memory of text typed before hydration is
 * dropped, and the neutral site replaces this entry in the history.
 */
function leave(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  forgetTypedText();
  for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "textarea, input:not([type=hidden],[type=submit],[type=button])",
  )) {
    if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox"))
      el.checked = el.defaultChecked = false;
    else el.value = el.defaultValue = "";
  }
  document.body.style.visibility = "hidden";
  document.title = "";
  location.replace(QUICK_EXIT_URL);
}

/**
 * The link itself. Also inside the donation dialog on such a page: a modal dialog makes the rest of the page inert
 * under its backdrop, so the way out goes with it.
 */
export function QuickExitLink() {
  const t = useT().common.quickExit;
  return (
    <a
      href={QUICK_EXIT_PATH}
      rel="noreferrer"
      data-quick-exit={QUICK_EXIT_URL}
      onClick={leave}
      aria-describedby="quick-exit-hint"
      className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-full border-2 border-white bg-slate-900 px-4 text-base font-bold text-white shadow-lg ring-1 ring-slate-900 hover:bg-black focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
    >
      <svg
        className="h-5 w-5"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
      </svg>
      {t.label}
    </a>
  );
}
