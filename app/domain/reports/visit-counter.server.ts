import { sqlite } from "~/platform/data/db.server";
import { errorInfo, log } from "~/platform/ops/log.server";
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
 * Views are added up in memory and written once a second in one transaction (FLUSH_MS), so a guest page served
 * from the cache waits for no write. Which visitors were seen today (by their day hash, visitor-hash.server.ts) is
 * kept in memory too, and forgotten when the day turns: the database never holds a hash.
 */
export const FLUSH_MS = 1000;
const pending = new Map<string, Row>();
let seen = { day: "", keys: new Set<string>() };
let timer: NodeJS.Timeout | null = null;

function add(day: string, path: string, kind: VisitKind, value: string, visitorKey: string | null) {
  const key = `${day}\t${path}\t${kind}\t${value}`;
  let row = pending.get(key);
  if (!row) pending.set(key, (row = { day, path, kind, value, views: 0, visitors: 0 }));
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
  timer ??= setTimeout(flushVisits, FLUSH_MS).unref();
}

const upsert = () =>
  sqlite.prepare<[string, string, string, string, number, number]>(
    `insert into visit_counts (day, path, kind, value, views, visitors) values (?, ?, ?, ?, ?, ?)
     on conflict (day, path, kind, value) do update
     set views = views + excluded.views, visitors = visitors + excluded.visitors`,
  );
let statement: ReturnType<typeof upsert> | undefined;

/** Writes what is pending (the timer's job; also called on shutdown and by tests). Never throws. */
export function flushVisits() {
  if (timer) clearTimeout(timer);
  timer = null;
  if (pending.size === 0) return;
  const rows = [...pending.values()];
  pending.clear();
  try {
    statement ??= upsert();
    const write = statement;
    sqlite.transaction(() => {
      for (const r of rows) write.run(r.day, r.path, r.kind, r.value, r.views, r.visitors);
    })();
  } catch (error) {
    // Counting is never worth a failed page: the views of this second are lost, and the log says so.
    log.warn({ rows: rows.length, error: errorInfo(error) }, "visit counts not written");
  }
}
