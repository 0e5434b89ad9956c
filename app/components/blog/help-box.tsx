import { helpLines } from "~/content/help-lines";
import { useLang, useLocalePath, useT } from "~/i18n/use-language";

/**
 * Helplines under a post on a sensitive topic; each number is a tap-to-call link. The last line is for a reader who
 * shares a phone with someone they fear (issue 17): a visited page stays in the browser's history. A page that is not a
 * post (a library answer, issue 26) says its own `intro`.
 */
export function HelpBox({ intro }: { intro?: string } = {}) {
  const lang = useLang();
  const { pages, ask } = useT();
  const { helpBox } = pages;
  const lp = useLocalePath();
  return (
    <aside aria-labelledby="help-title" className="mt-10 rounded-2xl border-2 border-brand-600 bg-brand-50 p-5">
      <h2 id="help-title" className="text-lg font-bold text-brand-900">
        {helpBox.title}
      </h2>
      <p className="mt-1 text-slate-800">{intro ?? helpBox.intro}</p>
      <ul className="mt-3 space-y-2">
        {helpLines(lang).map((line) => (
          <li key={line.number} className="flex flex-wrap items-baseline gap-x-3">
            <a
              href={`tel:${line.number}`}
              className="inline-flex min-h-11 items-center text-xl font-bold text-brand-800 underline"
            >
              {line.number}
            </a>
            <span className="text-slate-800">{line.label}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-slate-800">
        <a href={lp("/ask")} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          {ask.links.helpBox}
        </a>
      </p>
      <p className="mt-3 text-sm text-slate-800" data-help-history="">
        {helpBox.clearHistory}
      </p>
    </aside>
  );
}
