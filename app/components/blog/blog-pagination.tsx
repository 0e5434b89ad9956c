import { Link } from "react-router";
import { ArrowLeftIcon, ArrowRightIcon } from "~/components/icons";
import { formatNumber } from "~/i18n/intl";
import { localizePath } from "~/i18n/languages";
import { useLang, useT } from "~/i18n/use-language";
import { blogListHref, pageWindow } from "~/utils/pagination";

type Props = {
  page: number;
  pages: number;
  filters?: { q?: string; category?: string };
  hrefFor?: (page: number) => string;
};

/** Ordinary links, so paging works without JavaScript and every page can be bookmarked and crawled. */
export function BlogPagination({ page, pages, filters = {}, hrefFor }: Props) {
  const lang = useLang();
  const t = useT().blog;
  if (pages <= 1) return null;
  const href = hrefFor ?? ((p: number) => localizePath(blogListHref(filters, p), lang));
  const item = "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold";
  return (
    <nav aria-label={t.pagination} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              to={href(page - 1)}
              rel="prev"
              className={`${item} border border-slate-300 text-slate-800 hover:bg-slate-100`}
            >
              <ArrowLeftIcon className="h-4 w-4" /> <span className="sr-only sm:not-sr-only">{t.previous}</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="px-1 text-slate-600" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-label={t.pageNumber(formatNumber(p, lang))}
                aria-current={p === page ? "page" : undefined}
                className={`${item} ${p === page ? "bg-brand-700 text-white" : "border border-slate-300 text-slate-800 hover:bg-slate-100"}`}
              >
                {formatNumber(p, lang)}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link
              to={href(page + 1)}
              rel="next"
              className={`${item} border border-slate-300 text-slate-800 hover:bg-slate-100`}
            >
              <span className="sr-only sm:not-sr-only">{t.next}</span> <ArrowRightIcon className="h-4 w-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
