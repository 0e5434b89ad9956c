import { localizePath, type Lang } from "~/i18n/languages";

/**
 * What a route's `handle` may say about its page, beside STATIC_PAGE (static-page.ts). Each answer is read from the
 * route's own loader data, so the page decides once, and the root and the layout only ask:
 * `export const handle: PageHandle<Route.ComponentProps["loaderData"]> = { ...STATIC_PAGE, quickExit: (d) => … }`.
 */
export type PageHandle<Data> = {
  hydrate?: false;
  /**
   * A page on a sensitive topic (issues 17 and 23): the root shows the quick exit first in the page and gives it a
   * strip of the screen of its own, which messages and the page's end stay above.
   */
  quickExit?: (data: Data) => boolean;
  /**
   * This page's English path in a language where it is not the same page at another prefix (a post whose
   * translation is another post): the language switcher and the hreflang alternates go there (issue 23).
   */
  languagePaths?: (data: Data) => Partial<Record<Lang, string>>;
};

type Match = { handle?: unknown; loaderData?: unknown } | undefined | null;

/** Each matched route that has loaded data and says `key`, with that data (a route that failed says nothing). */
function answers<K extends "quickExit" | "languagePaths">(matches: readonly Match[], key: K) {
  return matches.flatMap((m) => {
    const ask = (m?.handle as PageHandle<unknown> | undefined)?.[key];
    return typeof ask === "function" && m?.loaderData != null
      ? [ask(m.loaderData) as ReturnType<NonNullable<PageHandle<unknown>[K]>>]
      : [];
  });
}

export const hasQuickExit = (matches: readonly Match[]) => answers(matches, "quickExit").some(Boolean);

/**
 * This page in `lang`: where a route says it is (a post's translation), else the same path in that language; the
 * query is kept (a search stays a search). The language switcher and the hreflang alternates both ask here.
 */
export function pageInLanguage(matches: readonly Match[], pathname: string, search: string, lang: Lang): string {
  const said = answers(matches, "languagePaths").find((paths) => paths?.[lang])?.[lang];
  return localizePath((said ?? pathname) + search, lang);
}
