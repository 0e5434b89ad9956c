import { sqlite } from "~/platform/data/db.server";
import { newsletter, type Newsletter } from "./newsletter-figures.server";
import type { Range } from "./period-schema";

/** One line of a breakdown: what (a channel, a page...), views and daily visitors summed over the days. */
export type Line = { key: string; views: number; visitors: number };
export type Reach = {
  views: number;
  /** Daily unique visitors, summed over the days: one person on three days counts three times. */
  visitors: number;
  channels: Line[];
  languages: Line[];
  devices: Line[];
  pages: Line[];
  newsletter: Newsletter;
};

const sum = () =>
  sqlite.prepare<[string, string, string], Line>(
    `select value as key, sum(views) as views, sum(visitors) as visitors from visit_counts
     where path = '*' and kind = ? and day between ? and ? group by value order by views desc`,
  );
const topPages = () =>
  sqlite.prepare<[string, string, number], Line>(
    `select path as key, sum(views) as views, sum(visitors) as visitors from visit_counts
     where kind = 'all' and path != '*' and day between ? and ? group by path order by views desc, path limit ?`,
  );
let s: { sum: ReturnType<typeof sum>; topPages: ReturnType<typeof topPages> } | undefined;

/**
 * Reach over a range from the visit counts (visit-counter.server.ts). Visit counts are numbers of views, not of
 * people, so no line is hidden here: a page seen twice points at no one.
 */
export function reach({ from, to }: Range, pageLimit = 10): Reach {
  s ??= { sum: sum(), topPages: topPages() };
  const by = (kind: string) => s!.sum.all(kind, from, to);
  const all = by("all")[0];
  return {
    views: all?.views ?? 0,
    visitors: all?.visitors ?? 0,
    channels: by("channel").filter((line) => line.key !== "internal"),
    languages: by("lang"),
    devices: by("device"),
    pages: s.topPages.all(from, to, pageLimit),
    newsletter: newsletter({ from, to }),
  };
}

export type NotFound = { term: string; area: string; searches: number; empty: number };

/** What people looked for and did not find: the terms with searches that found nothing, most asked first. */
export function notFound({ from, to }: Range, limit = 20): NotFound[] {
  return sqlite
    .prepare<[string, string, number], NotFound>(
      `select term, area, sum(searches) as searches, sum(empty_searches) as empty from search_terms
       where day between ? and ? group by area, term having sum(empty_searches) > 0
       order by empty desc, term limit ?`,
    )
    .all(from, to, limit);
}
