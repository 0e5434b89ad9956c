import { passwordStrength } from "~/utils/password-strength";

const BAR_COLOURS = ["bg-red-600", "bg-orange-500", "bg-yellow-500", "bg-lime-600", "bg-green-600"];

/**
 * SPEC §5: the strength label, a four-segment meter and the checklist. Rendered by the server too (all
 * unmet for an empty password), then live as the visitor types. aria-live announces the label only.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { score, label, criteria } = passwordStrength(password);
  return (
    <div id={id} className="mt-3 space-y-2" data-testid="password-strength">
      <div className="flex items-center justify-between text-xs text-slate-700">
        <span>Password strength</span>
        <span aria-live="polite" className="font-semibold" data-testid="password-strength-label">{label}</span>
      </div>
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`h-1.5 flex-1 rounded-full ${i < score ? BAR_COLOURS[score] : "bg-slate-200"}`} />
        ))}
      </div>
      <ul className="space-y-1 text-xs" aria-label="Password checklist">
        {criteria.map((c) => (
          <li key={c.label} className={`flex items-center gap-2 ${c.met ? "text-green-700" : "text-slate-600"}`} data-met={c.met}>
            <span aria-hidden="true" className="w-3 text-center font-bold">{c.met ? "✓" : "✗"}</span>
            {c.label}
            <span className="sr-only">{c.met ? "(met)" : "(not met)"}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
