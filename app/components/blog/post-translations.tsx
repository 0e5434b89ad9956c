import type { Lang } from "~/i18n/languages";
import { localizePath } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { GlobeIcon } from "~/components/icons";

export type PostTranslation = { id: string; lang: Lang; title: string };

/**
 * Links to the same post in its other languages (issue 17): each opens the translation in its own language's
 * pages (/rw/blog/<id>), so the reader gets the interface in the language they just chose too.
 */
export function PostTranslations({ translations }: { translations: PostTranslation[] }) {
  const t = useT().blog;
  if (translations.length === 0) return null;
  return (
    <nav aria-label={t.otherLanguages} className="mt-5">
      <ul className="flex flex-wrap gap-2">
        {translations.map((other) => (
          <li key={other.id}>
            <a
              href={localizePath(`/blog/${other.id}`, other.lang)}
              hrefLang={other.lang}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/70 px-4 text-sm font-semibold text-white underline-offset-2 hover:bg-white/10 hover:underline"
              data-translation={other.lang}
            >
              <GlobeIcon className="h-4 w-4" />
              {t.readThisIn[other.lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
