import { HelpLinesList } from "~/components/questions/help-lines-list";
import { useLocalePath, useT } from "~/i18n/use-language";

/**
 * Helplines under a post on a sensitive topic; each number is a tap-to-call link. The last line is for a reader who
 * shares a phone with someone they fear (issue 17): a visited page stays in the browser's history. A page that is not a
 * post (a library answer, issue 26) says its own `intro`.
 */
export function HelpBox({ intro }: { intro?: string } = {}) {
  const { pages, ask } = useT();
  const { helpBox } = pages;
  const lp = useLocalePath();
  return (
    <aside aria-labelledby="help-title" className="mt-10 rounded-2xl border-2 border-brand-600 bg-brand-50 p-5">
      <h2 id="help-title" className="text-lg font-bold text-brand-900">
        {helpBox.title}
      </h2>
      <p className="mt-1 text-slate-800">{intro ?? helpBox.intro}</p>
      <HelpLinesList />
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
