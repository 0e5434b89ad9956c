import { isCountableView, type ViewRequest } from "~/domain/blog/views.server";
import { PUBLIC_VIEWER } from "~/domain/blog/posts-query.server";
import { eq } from "drizzle-orm";
import { hasAccess } from "~/domain/auth/access.server";
import { users } from "~/domain/people/schema";
import { db } from "~/platform/data/db.server";
import { langOfPath, stripLang } from "~/i18n/languages";
import { loggableUrl } from "~/platform/ops/secret-paths";
import { boundedMemo } from "~/utils/bounded-memo";
import { asksNotToTrack, channelOf, deviceOf, utmValue } from "./visit-classify";
import { countVisit } from "./visit-counter.server";
import { recordSearch, searchOf } from "./search-terms.server";
import { visitorKey } from "./visitor-hash.server";

/** A finished response, as the server saw it (app/http-server/visit-counting.server.ts). */
export type FinishedPage = {
  request: ViewRequest;
  status: number;
  contentType: string;
  /** The socket's (or trusted proxy's) client address: hashed for the day, never kept. */
  address: string;
  /** The signed-in account the app found for this request, if any. */
  userId: string | undefined;
  /** The list page's X-Search-Results header (search-terms.server.ts), when it answered a search. */
  searchResults?: string | null;
  /** How many identical views this stands for (page-view-queue.server.ts); 1 when not said. */
  views?: number;
};

// Not public pages: the team's screens, accounts and sign-in, the API and the router's data requests.
const NOT_PUBLIC = /^\/(admin|api|account|login|signup|logout|verify-email|forgot-password|reset-password)(\/|$)/;

/** Anyone who may enter the admin area (the access rule): the team's own reading of the site is not reach. */
function inTheTeam(userId: string | undefined) {
  if (!userId) return false;
  const user = db.select().from(users).where(eq(users.id, userId)).get() ?? null;
  return hasAccess(user, "admin-area:enter");
}

/**
 * The page's path as counted: no query, no trailing slash, secret segments masked, at most 200 characters.
 * Remembered for the paths that hold no secret (a path with a token is worked out each time and not kept).
 */
export const countedPath = boundedMemo(
  (pathname: string) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    return loggableUrl(trimmed || "/").slice(0, 200);
  },
  { keep: (pathname, counted) => pathname.startsWith(counted) },
);

/**
 * The page a response showed, or null when it was no page view: a full page (200 or 304 HTML), or the router's
 * data for a page reached by a link with JavaScript on (`/blog.data`; `/_root.data` is `/`). A data request for
 * the very page the reader is on (its Referer) is the router refreshing it after a form was sent, not a view.
 */
export function pageOf(url: URL, status: number, contentType: string, referrer: string | null): string | null {
  if (url.pathname.endsWith(".data")) {
    if (status !== 200) return null;
    const path = url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length);
    const shown = new URL(url);
    shown.pathname = path;
    shown.searchParams.delete("_routes");
    if (referrer && referrer === shown.href) return null;
    return path;
  }
  if (status !== 200 && status !== 304) return null;
  return /^text\/html/i.test(contentType) ? url.pathname : null;
}

/**
 * Counts a public page a reader was sent, guest-cache hits included, by the same rule as post views
 * (isCountableView: no bots, prefetches or HEAD), leaving out staff. Returns whether it counted.
 */
export function countFinishedPage(finished: FinishedPage): boolean {
  const { request, status, contentType, address, userId, views = 1 } = finished;
  const url = new URL(request.url);
  const headers = request.headers;
  const page = pageOf(url, status, contentType, headers.get("referer"));
  if (page === null || NOT_PUBLIC.test(stripLang(page))) return false;
  if (!isCountableView(request, PUBLIC_VIEWER) || inTheTeam(userId)) return false;
  const agent = headers.get("user-agent") ?? "";
  const at = new Date();
  countVisit({
    path: countedPath(page),
    lang: langOfPath(page),
    device: deviceOf(agent),
    channel: channelOf(headers.get("referer"), url.hostname, url.searchParams),
    utmSource: utmValue(url.searchParams.get("utm_source")),
    utmCampaign: utmValue(url.searchParams.get("utm_campaign")),
    visitor: asksNotToTrack(headers) ? null : visitorKey(address, agent),
    views,
    at,
  });
  const search = searchOf(stripLang(page), url.searchParams, finished.searchResults ?? null);
  if (search) recordSearch(search.area, search.q, search.results, at, views);
  return true;
}
