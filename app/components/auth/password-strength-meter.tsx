import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/i18n/use-language";
import { PASSWORD_CRITERIA, passwordStrength } from "~/utils/password-strength";

const BAR_COLOURS = ["bg-red-600", "bg-orange-500", "bg-yellow-500", "bg-lime-600", "bg-green-600"];

/**
 * SPEC §5: the strength label, a four-segment meter and the checklist, live as the visitor types. The server (and
 * the first render in the browser, so hydration matches) shows the checklist as neutral guidance with no verdict:
 * without JavaScript nothing could update it, and a frozen "Very Weak" with every rule crossed out would be wrong
 * whatever was typed. aria-live announces the label only.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const hydrated = useHydrated();
  const t = useT().account;
  if (!hydrated) return <PasswordGuidance id={id} />;
  const { score, criteria } = passwordStrength(password);
  const label = t.strengthLabels[score];
  return (
    <div id={id} className="mt-3 space-y-2" data-testid="password-strength" data-live="true">
      <div className="flex items-center justify-between text-xs text-slate-700">
        <span>{t.strengthTitle}</span>
        <span aria-live="polite" className="font-semibold" data-testid="password-strength-label">
          {label}
        </span>
      </div>
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`h-1.5 flex-1 rounded-full ${i < score ? BAR_COLOURS[score] : "bg-slate-200"}`} />
        ))}
      </div>
      <ul className="space-y-1 text-xs" aria-label={t.checklist}>
        {criteria.map((c) => (
          <li
            key={c.key}
            className={`flex items-center gap-2 ${c.met ? "text-green-700" : "text-slate-600"}`}
            data-met={c.met}
          >
            <span aria-hidden="true" className="w-3 text-center font-bold">
              {c.met ? "✓" : "✗"}
            </span>
            {t.criteria[c.key]}
            <span className="sr-only">{c.met ? t.met : t.notMet}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The checklist as advice: a strong password has these (SPEC §5 calls it guidance, not blocking). */
function PasswordGuidance({ id }: { id?: string }) {
  const t = useT().account;
  return (
    <div id={id} className="mt-3 space-y-2" data-testid="password-strength" data-live="false">
      <p className="text-xs text-slate-700">{t.strongHas}</p>
      <ul className="space-y-1 text-xs text-slate-700" aria-label={t.checklist}>
        {PASSWORD_CRITERIA.map((c) => (
          <li key={c.key} className="flex items-center gap-2">
            <span aria-hidden="true" className="h-1.5 w-1.5 shrink-0 rounded-full bg-slate-400" />
            {t.criteria[c.key]}
          </li>
        ))}
      </ul>
    </div>
  );
}
