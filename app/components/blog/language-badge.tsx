import type { Lang } from "~/i18n/languages";
import { useLang, useT } from "~/i18n/use-language";
import { GlobeIcon } from "~/components/icons";

/**
 * "In Kinyarwanda" on a card whose post is written in another language than the page's (issue 17); nothing when
 * they are the same. Written in the page's language: the reader learns what language the post is in.
 */
export function LanguageBadge({ lang }: { lang: Lang }) {
  const page = useLang();
  const t = useT();
  if (lang === page) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-slate-400 bg-white px-2 py-0.5 text-xs font-semibold text-slate-800"
      data-post-lang={lang}
    >
      <GlobeIcon className="h-3.5 w-3.5" />
      {t.blog.writtenIn[lang]}
    </span>
  );
}

/** The `lang` attribute for content in `lang` on a page in another language (undefined when they agree). */
export function useContentLang(lang: Lang): Lang | undefined {
  return lang === useLang() ? undefined : lang;
}
