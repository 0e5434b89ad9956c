import { useLocation, useMatches } from "react-router";
import { pageInLanguage } from "~/utils/page-handle";
import { t as catalogue } from "~/i18n/catalogue";
import { useT } from "~/i18n/use-language";
import { LANGUAGE_NAMES, LANGUAGES, langOfPath, localizePath } from "~/i18n/languages";

/**
 * The language switcher (issue 17): plain links to this very page in each language, so it works without
 * JavaScript and keeps the page (and its query: a search stays a search); a post with a translation in that
 * language leads to the translation (issue 23, pageInLanguage). Each name is written in its own language and
 * marked with `lang`, so a screen reader pronounces it right.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const current = langOfPath(pathname);
  const t = useT();
  return (
    <nav aria-label={t.common.languages} className={className}>
      <ul className="flex flex-wrap items-center justify-end gap-x-1">
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <a
              href={pageInLanguage(matches, pathname, search, lang)}
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

/**
 * The English home page's offer of the visitor's own language (issue 17): one hidden note per other language,
 * each written in that language. The enhancement module shows at most one, once, to a browser that prefers it
 * (navigator.languages: what Accept-Language says). The server never reads the header: the page is the same for
 * everyone, cacheable, and never redirects a crawler. Without JavaScript nothing shows; the switcher is there.
 */
export function LanguageSuggestions() {
  // The notes are for the enhancement module of the server's HTML, which a client-side render (a sign-in that lands
  // on the home page) does not run; and a browser holds only its own language's catalogue (i18n/catalogue.ts).
  if (typeof document !== "undefined") return null;
  return (
    <>
      {LANGUAGES.filter((lang) => lang !== "en").map((lang) => {
        const s = catalogue(lang).common.suggestLanguage;
        return (
          <section
            key={lang}
            hidden
            data-lang-suggest={lang}
            lang={lang}
            aria-label={s.label}
            className="border-b border-brand-200 bg-brand-50"
          >
            <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-1 py-1 text-sm text-slate-900">
              <p>{s.question}</p>
              <a
                href={localizePath("/", lang)}
                hrefLang={lang}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 sm:min-h-8"
              >
                {s.link}
              </a>
              <button
                type="button"
                data-lang-suggest-dismiss=""
                className="inline-flex min-h-11 items-center rounded px-2 text-slate-700 underline underline-offset-4 hover:text-brand-800 sm:min-h-8"
              >
                {s.dismiss}
              </button>
            </div>
          </section>
        );
      })}
    </>
  );
}
