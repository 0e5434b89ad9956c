import { batchedRows } from "./batched-rows.server";
import type { VisitKind } from "./schema";
import { dayOf } from "./visitor-hash.server";

/** One counted page view, as classified by visit-request.server.ts; `visitor` is null when not to be recognised. */
export type Visit = {
  path: string;
  lang: string;
  device: string;
  channel: string;
  utmSource: string;
  utmCampaign: string;
  visitor: string | null;
  at: Date;
};

type Row = { day: string; path: string; kind: VisitKind; value: string; views: number; visitors: number };

/**
 * Views are added up in memory and written once a second in one transaction (batched-rows.server.ts), so a guest
 * page served from the cache waits for no write. Which visitors were seen today (by their day hash, visitor-hash.server.ts) is
 * kept in memory too, and forgotten when the day turns: the database never holds a hash.
 */
const batch = batchedRows<Row>(
  `insert into visit_counts (day, path, kind, value, views, visitors) values (?, ?, ?, ?, ?, ?)
   on conflict (day, path, kind, value) do update
   set views = views + excluded.views, visitors = visitors + excluded.visitors`,
  (r) => [r.day, r.path, r.kind, r.value, r.views, r.visitors],
  "visit counts",
);
let seen = { day: "", keys: new Set<string>() };

function add(day: string, path: string, kind: VisitKind, value: string, visitorKey: string | null) {
  const row = batch.row(`${day}\t${path}\t${kind}\t${value}`, () => ({
    day,
    path,
    kind,
    value,
    views: 0,
    visitors: 0,
  }));
  row.views += 1;
  if (visitorKey !== null && !seen.keys.has(visitorKey)) {
    seen.keys.add(visitorKey);
    row.visitors += 1;
  }
}

/**
 * Counts one view: for the page (views and visitors; its facets as views) and for the whole site (`*`: views and
 * visitors of every facet). A visitor counts once a day per page, and once a day per facet value for the site.
 */
export function countVisit(visit: Visit) {
  const day = dayOf(visit.at);
  if (seen.day !== day) seen = { day, keys: new Set() };
  const facets: [VisitKind, string][] = [
    ["lang", visit.lang],
    ["device", visit.device],
    ["channel", visit.channel],
  ];
  if (visit.utmSource) facets.push(["utm_source", visit.utmSource]);
  if (visit.utmCampaign) facets.push(["utm_campaign", visit.utmCampaign]);
  const v = visit.visitor;
  add(day, visit.path, "all", "", v && `${v}\t${visit.path}`);
  add(day, "*", "all", "", v && `${v}\t*`);
  for (const [kind, value] of facets) {
    add(day, visit.path, kind, value, null);
    add(day, "*", kind, value, v && `${v}\t*\t${kind}\t${value}`);
  }
}

/** Writes what is pending (the timer's job; also called on shutdown and by tests). Never throws. */
export const flushVisits = batch.flush;
