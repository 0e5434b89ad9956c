import { z } from "zod";
import {
  receiveFromWebWorkers,
  sendToTheJobsWorker,
  sendsToTheJobsWorker,
} from "~/platform/ops/jobs-worker-channel.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { batchedRows, FLUSH_MS } from "./batched-rows.server";
import type { VisitKind } from "./schema";
import { dayHash, dayOf } from "./visitor-hash.server";

/**
 * One counted page view, as classified by visit-request.server.ts. `visitor` is the visitor's undated key
 * (visitorKey), made into the day's hash where it is counted; null when the visitor is not to be recognised.
 */
export type Visit = {
  path: string;
  lang: string;
  device: string;
  channel: string;
  utmSource: string;
  utmCampaign: string;
  visitor: string | null;
  /** Identical views counted together (page-view-queue.server.ts). */
  views: number;
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

function add(day: string, path: string, kind: VisitKind, value: string, views: number, visitorKey: string | null) {
  const row = batch.row(`${day}\t${path}\t${kind}\t${value}`, () => ({
    day,
    path,
    kind,
    value,
    views: 0,
    visitors: 0,
  }));
  row.views += views;
  if (visitorKey !== null && !seen.keys.has(visitorKey)) {
    seen.keys.add(visitorKey);
    row.visitors += 1;
  }
}

/** Counts one view where who was seen today is known (visitor-hash.server.ts). */
function countHere(visit: Visit) {
  const day = dayOf(visit.at);
  if (seen.day !== day) seen = { day, keys: new Set() };
  const facets: [VisitKind, string][] = [
    ["lang", visit.lang],
    ["device", visit.device],
    ["channel", visit.channel],
  ];
  if (visit.utmSource) facets.push(["utm_source", visit.utmSource]);
  if (visit.utmCampaign) facets.push(["utm_campaign", visit.utmCampaign]);
  const v = visit.visitor && dayHash(visit.visitor, visit.at);
  const n = visit.views;
  add(day, visit.path, "all", "", n, v && `${v}\t${visit.path}`);
  add(day, "*", "all", "", n, v && `${v}\t*`);
  for (const [kind, value] of facets) {
    add(day, visit.path, kind, value, n, null);
    add(day, "*", kind, value, n, v && `${v}\t*\t${kind}\t${value}`);
  }
}

/*
 * Several worker processes (docs/decisions/043): a visitor is recognised in one process only, the jobs worker, which
 * holds the day's secret and who was seen today; a web worker hands it its views once a second (through the primary,
 * app/platform/ops/jobs-worker-channel.server.ts). The jobs worker counts them when they arrive, by its own clock,
 * so a day's secret is never made again for a day that has turned. Views in flight when the jobs worker is being
 * replaced are lost (and logged by number): a count, not money.
 */
const TOPIC = "visits";
const Sent = z.object({
  path: z.string().max(200),
  lang: z.string().max(8),
  device: z.string().max(16),
  channel: z.string().max(32),
  utmSource: z.string().max(100),
  utmCampaign: z.string().max(100),
  visitor: z.string().max(64).nullable(),
  views: z.number().int().min(1).max(100_000),
});
let outgoing: Omit<Visit, "at">[] = [];
let sendTimer: NodeJS.Timeout | null = null;

function sendOutgoing() {
  if (sendTimer) clearTimeout(sendTimer);
  sendTimer = null;
  const items = outgoing;
  outgoing = [];
  try {
    if (items.length > 0 && !sendToTheJobsWorker(TOPIC, items))
      log.warn({ views: items.length }, "page views not counted: no jobs worker to hand them to");
  } catch (error) {
    log.warn({ views: items.length, error: errorInfo(error) }, "page views not counted");
  }
}

/**
 * Counts one view: for the page (views and visitors; its facets as views) and for the whole site (`*`: views and
 * visitors of every facet). A visitor counts once a day per page, and once a day per facet value for the site.
 */
export function countVisit(visit: Visit) {
  if (!sendsToTheJobsWorker()) return countHere(visit);
  const { at: _at, ...sent } = visit;
  outgoing.push(sent);
  sendTimer ??= setTimeout(sendOutgoing, FLUSH_MS).unref();
}

/** In the jobs worker of several: counts the views the web workers hand over (once per process, at start-up). */
export function countVisitsOfWebWorkers() {
  receiveFromWebWorkers(TOPIC, (items) => {
    const at = new Date();
    for (const item of items) {
      const visit = Sent.safeParse(item);
      if (visit.success) countHere({ ...visit.data, at });
    }
  });
}

/** Writes what is pending, or hands it over (the timers' job; also called on shutdown and by tests). Never throws. */
export function flushVisits() {
  sendOutgoing();
  batch.flush();
}
