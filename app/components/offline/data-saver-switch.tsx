import { useLocation } from "react-router";
import { useT } from "~/i18n/use-language";
import { useDataSaver, useDataSaverOffer } from "~/ui/root-data";

/**
 * The page to come back to: this page and, without JavaScript, the place of the form that was used (issue 35: not
 * the top of the page). With JavaScript the enhancement module sends the form in the background and reloads the
 * page, which keeps the reader's exact scroll position.
 */
function useBack(anchor: string) {
  const { pathname, search } = useLocation();
  return `${pathname}${search}#${anchor}`;
}

/**
 * The data saver's switch (issue 27), in the footer and in the phone's menu (issue 35): a plain form (it works
 * without JavaScript) that remembers the choice in a cookie on this device, says so with a flash message and comes
 * back to this page.
 */
export function DataSaverSwitch({ place = "footer" }: { place?: "footer" | "menu" }) {
  const t = useT().offline;
  const on = useDataSaver();
  const footer = place === "footer";
  const id = footer ? "data-saver" : "data-saver-menu";
  const back = useBack(footer ? "data-saver" : "main");
  return (
    <form
      method="post"
      action="/data-saver"
      id={id}
      className={
        footer
          ? "flex flex-wrap items-center gap-x-3 gap-y-1"
          : "mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-200 pt-4 text-sm"
      }
      // One "Data saver" landmark per page (the footer's); the menu's form is not a second one of the same name.
      aria-labelledby={footer ? `${id}-title` : undefined}
      data-saver-form=""
    >
      <input type="hidden" name="on" value={on ? "0" : "1"} />
      <input type="hidden" name="back" value={back} />
      <span id={`${id}-title`} className={footer ? "font-semibold text-white" : "font-semibold text-slate-900"}>
        {t.dataSaver}
      </span>
      <button
        type="submit"
        className={
          footer
            ? "inline-flex min-h-11 items-center rounded-lg border border-white/40 px-3 font-semibold text-white hover:bg-white/10 sm:min-h-9"
            : "btn-outline min-h-11 px-4"
        }
      >
        {on ? t.dataSaverOff : t.dataSaverOn}
      </button>
      {/* In the menu the label and the button say enough (the offer and the footer explain it): bytes count here. */}
      {footer ? <span className="text-brand-100">{t.dataSaverHelp}</span> : null}
    </form>
  );
}

/**
 * The one-line offer (issue 35) on the pages of a reader who has not chosen yet, when their browser asks for the
 * data saver (it is on: keep it, or turn it off) or their connection is slow (turn it on, or not). Either answer is
 * remembered, so it is not shown again. The guest cache keeps each offer's copy apart (guestKey).
 */
export function DataSaverOffer() {
  const t = useT().offline;
  const offer = useDataSaverOffer();
  const back = useBack("main");
  if (!offer) return null;
  const button = "inline-flex min-h-11 items-center rounded-lg px-3 font-semibold";
  return (
    <form
      method="post"
      action="/data-saver"
      className="border-b border-slate-200 bg-brand-50 text-sm text-slate-900"
      data-saver-form=""
      data-saver-offer={offer}
      // A landmark named by its own sentence: the offer is not loose content outside the page's regions (axe).
      aria-labelledby="data-saver-offer-text"
    >
      <div className="container-page flex flex-wrap items-center gap-x-3 gap-y-1 py-1">
        <input type="hidden" name="back" value={back} />
        <p id="data-saver-offer-text" className="flex-1">
          {offer === "on" ? t.offerOn : t.offerSlow}
        </p>
        <button type="submit" name="on" value="1" className={`${button} bg-brand-700 text-white`}>
          {offer === "on" ? t.offerKeep : t.dataSaverOn}
        </button>
        <button type="submit" name="on" value="0" className={`${button} text-brand-800 underline`}>
          {offer === "on" ? t.dataSaverOff : t.offerNoThanks}
        </button>
      </div>
    </form>
  );
}
