import { useLocation } from "react-router";
import { useT } from "~/i18n/use-language";
import { LANGUAGE_NAMES, LANGUAGES, langOfPath, localizePath } from "~/i18n/languages";

/**
 * The language switcher (issue 17): plain links to this very page in each language, so it works without
 * JavaScript and keeps the page (and its query: a search stays a search). Each name is written in its own
 * language and marked with `lang`, so a screen reader pronounces it right.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { pathname, search } = useLocation();
  const current = langOfPath(pathname);
  const t = useT();
  return (
    <nav aria-label={t.common.languages} className={className}>
      <ul className="flex flex-wrap items-center justify-end gap-x-1">
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <a
              href={localizePath(pathname + search, lang)}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? "true" : undefined}
              className="inline-flex min-h-11 items-center rounded px-2 text-sm text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline aria-[current]:font-semibold aria-[current]:text-brand-800 sm:min-h-8"
            >
              {LANGUAGE_NAMES[lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
