import { LANGUAGES, type Lang } from "~/i18n/languages";

type Member = { id: string; lang: Lang };

/**
 * Where a post is read in each language (issue 23): its published translation in that language, else the post itself
 * with the interface in that language. English paths, to go through localizePath. The one rule behind the language
 * switcher, the hreflang alternates and the sitemap: "Français" on an English post with a French version opens the
 * French version, not a French frame around the English text.
 */
export function postLanguagePaths(post: Member, translations: readonly Member[]): Record<Lang, string> {
  const byLang = new Map(translations.map((t) => [t.lang, t.id]));
  byLang.set(post.lang, post.id);
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, `/blog/${byLang.get(lang) ?? post.id}`])) as Record<
    Lang,
    string
  >;
}
