import { helpLines } from "~/content/help-lines";
import { useLang, useT } from "~/i18n/use-language";

/** The free help lines as tap-to-call links: the help box under sensitive posts and answers, and the pages of asking. */
export function HelpLinesList({ large = false }: { large?: boolean }) {
  const lang = useLang();
  return (
    <ul className="mt-3 space-y-2">
      {helpLines(lang).map((line) => (
        <li key={line.number} className="flex flex-wrap items-baseline gap-x-3">
          <a
            href={`tel:${line.number}`}
            className={`inline-flex min-h-11 min-w-11 items-center font-bold text-brand-800 underline ${large ? "text-2xl" : "text-xl"}`}
          >
            {line.number}
          </a>
          <span className="text-slate-800">{line.label}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Put first on the confirmation page when a question shows signs of danger (issue 26) or the asker said they are in
 * danger now (issue 34), before anything else: its title is then the page's main heading.
 */
export function DangerHelp({ said = false }: { said?: boolean }) {
  const t = useT().ask.danger;
  return (
    <section
      aria-labelledby="danger-title"
      className="rounded-2xl border-2 border-red-700 bg-red-50 p-5"
      data-danger-help=""
    >
      <h1 id="danger-title" className="text-xl font-bold text-red-900 sm:text-2xl">
        {t.title}
      </h1>
      {/* Issue 34: the asker's own "yes, in danger now" is said back to them, not "what you wrote". */}
      <p className="mt-1 text-slate-900">{said ? t.saidText : t.text}</p>
      <HelpLinesList large />
      <p className="mt-3 text-slate-900">{t.isange}</p>
    </section>
  );
}
