import { HELP_LINES } from "~/content/help-lines";

/** Helplines under a post on a sensitive topic; each number is a tap-to-call link. */
export function HelpBox() {
  return (
    <aside aria-labelledby="help-title" className="mt-10 rounded-2xl border-2 border-brand-600 bg-brand-50 p-5">
      <h2 id="help-title" className="text-lg font-bold text-brand-900">Where to get help</h2>
      <p className="mt-1 text-slate-800">If this post brought up something hard for you or someone you know, you do not have to face it alone.</p>
      <ul className="mt-3 space-y-2">
        {HELP_LINES.map((line) => (
          <li key={line.number} className="flex flex-wrap items-baseline gap-x-3">
            <a href={`tel:${line.number}`} className="inline-flex min-h-11 items-center text-xl font-bold text-brand-800 underline">{line.number}</a>
            <span className="text-slate-800">{line.label}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
