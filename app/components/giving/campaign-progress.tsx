import { formatCalendarDay } from "~/utils/dates";
import { formatMoney } from "~/i18n/intl";
import { useLang, useT } from "~/i18n/use-language";
import type { CampaignView } from "~/domain/giving/campaign-view.server";

type Props = Pick<CampaignView, "title" | "goal" | "raised" | "gifts" | "daysLeft" | "endsOn" | "open"> & {
  /** On a dark background (the home page's band). */
  light?: boolean;
};

/**
 * A campaign's progress (issue 25): a native <progress> named after the campaign, and the same facts as text
 * beside it (raised of goal, number of gifts, days left), so no one depends on the bar.
 */
export function CampaignProgress({ title, goal, raised, gifts, daysLeft, endsOn, open, light = false }: Props) {
  const t = useT().giving;
  const lang = useLang();
  const money = (n: number) => formatMoney(n, "RWF", lang);
  const when = !open
    ? null
    : daysLeft === null
      ? endsOn
        ? null
        : t.noEndDate
      : daysLeft === 0
        ? t.lastDay
        : t.daysLeft(daysLeft);
  const text = light ? "text-brand-50" : "text-slate-700";
  return (
    <div>
      <progress
        max={goal}
        value={Math.min(raised, goal)}
        aria-label={t.progressLabel(title)}
        aria-valuetext={t.raisedOf(money(raised), money(goal))}
        className={`block h-3 w-full overflow-hidden rounded-full ${light ? "[&::-webkit-progress-bar]:bg-white/25" : "[&::-webkit-progress-bar]:bg-slate-200"} [&::-moz-progress-bar]:bg-accent-500 [&::-webkit-progress-value]:bg-accent-500 ${light ? "bg-white/25" : "bg-slate-200"}`}
      />
      <p className={`mt-2 text-sm ${light ? "text-white" : "text-slate-900"}`}>
        <strong>{t.raisedOf(money(raised), money(goal))}</strong>
        {/* The bar stops at full; past the goal the words say so. */}
        {raised >= goal ? " " : null}
        {raised >= goal ? (
          <span className="inline-flex items-center gap-1 font-semibold">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
              <path d="M8.1 14.6 3.5 10l1.4-1.4 3.2 3.2 7-7 1.4 1.4z" />
            </svg>
            {t.goalReached}
          </span>
        ) : null}
      </p>
      <p className={`text-sm ${text}`}>
        {t.gifts(gifts)}
        {when ? ` · ${when}` : ""}
        {open && endsOn && daysLeft !== null && daysLeft > 0
          ? ` · ${t.endsOn(formatCalendarDay(endsOn, "long", lang))}`
          : ""}
      </p>
    </div>
  );
}
