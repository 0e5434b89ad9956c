import { useLocation } from "react-router";
import { useT } from "~/i18n/use-language";
import { useDataSaver } from "~/ui/root-data";

/**
 * The footer's "Data saver" switch (issue 27): a plain form (it works without JavaScript) that remembers the choice
 * in a cookie on this device and comes back to this page.
 */
export function DataSaverSwitch() {
  const t = useT().offline;
  const on = useDataSaver();
  const { pathname, search } = useLocation();
  return (
    <form
      method="post"
      action="/data-saver"
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
      aria-labelledby="data-saver-title"
    >
      <input type="hidden" name="on" value={on ? "0" : "1"} />
      <input type="hidden" name="back" value={pathname + search} />
      <span id="data-saver-title" className="font-semibold text-white">
        {t.dataSaver}
      </span>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-lg border border-white/40 px-3 font-semibold text-white hover:bg-white/10 sm:min-h-9"
      >
        {on ? t.dataSaverOff : t.dataSaverOn}
      </button>
      <span className="text-brand-100">{t.dataSaverHelp}</span>
    </form>
  );
}
