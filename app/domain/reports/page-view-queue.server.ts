import type { ViewRequest } from "~/domain/blog/views.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { FLUSH_MS } from "./batched-rows.server";
import { flushSearches } from "./search-terms.server";
import { flushVisits } from "./visit-counter.server";
import { countFinishedPage, type FinishedPage } from "./visit-request.server";

/*
 * Finished pages wait here for up to a second and are counted together (issue 39: counting must not slow the
 * guest pages). A response's hook only notes what the counts read; identical views (the same page, browser,
 * address, referrer and signals) are noted once with a number, so a busy second from one reader is classified,
 * hashed and added up once. Addresses and browsers stay in memory that second only, as the request itself did.
 */
const READ = ["user-agent", "referer", "sec-purpose", "purpose", "sec-gpc", "dnt"] as const;
const MOST = 5_000;

type Pending = { finished: FinishedPage; views: number };
let pending = new Map<string, Pending>();
let timer: NodeJS.Timeout | null = null;

/** What the counts read of a request, kept without the request (a Request or Express's req is not held on to). */
function snapshot(request: ViewRequest, values: string[]): ViewRequest {
  const headers = new Map(READ.map((name, i) => [name as string, values[i]]));
  return { method: request.method, url: request.url, headers: { get: (name) => headers.get(name) || null } };
}

/** Notes a finished page to count within the second (countFinishedPage's rules decide then whether it counts). */
export function queueFinishedPage(finished: FinishedPage) {
  const { request } = finished;
  const values = READ.map((name) => request.headers.get(name) ?? "");
  const key = [
    request.method,
    request.url,
    finished.status,
    finished.contentType,
    finished.address,
    finished.userId ?? "",
    finished.searchResults ?? "",
    ...values,
  ].join("\u0000");
  const known = pending.get(key);
  if (known) {
    known.views += 1;
    return;
  }
  if (pending.size >= MOST) countQueuedPages();
  pending.set(key, { finished: { ...finished, request: snapshot(request, values) }, views: 1 });
  timer ??= setTimeout(countQueuedPages, FLUSH_MS).unref();
}

/** Counts what is queued and writes it (the timer's job; also on shutdown and in tests). Never throws. */
export function countQueuedPages() {
  if (timer) clearTimeout(timer);
  timer = null;
  const queued = pending;
  pending = new Map();
  for (const { finished, views } of queued.values()) {
    try {
      countFinishedPage({ ...finished, views });
    } catch (error) {
      log.warn({ views, error: errorInfo(error) }, "page view not counted");
    }
  }
  flushVisits();
  flushSearches();
}
