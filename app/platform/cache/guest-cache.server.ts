/**
 * The guest page cache's store (docs/decisions/021): whole public pages as guests get them, kept in this process,
 * precompressed, bounded by bytes, dropped at once by `invalidateGuestPages()` on any write a guest could see.
 * The HTTP side is guest-cache-http.server.ts; what a route must do to be stored is guest-page.server.ts.
 */

/** One stored page: the app's headers and the body in each encoding, with a weak ETag shared by all three. */
export type GuestEntry = {
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** A post page: a hit still counts a view of this post (views.server.ts rules). */
  viewPostId: string | null;
  /** The page cut at its personal parts, when its route allows a signed-in reader to be served from it. */
  slots: SlotSplit | null;
  bytes: number;
  expires: number;
  /** A first-time visitor's copy (first-view-copies.server.ts): the ETag of the stored copy it was made from. */
  of?: string;
};

import { dataSaverOf, onlyDeviceCookies, type DataSaverOffer } from "~/platform/offline/data-saver";
import type { SlotSplit } from "~/utils/personal-slots";

/** A least-recently-used map bounded by the bytes of its values (a Map keeps insertion order: first = oldest). */
export class ByteLru<V extends { bytes: number; expires: number }> {
  private map = new Map<string, V>();
  private total = 0;
  constructor(readonly maxBytes: number) {}

  get size() {
    return this.map.size;
  }
  get bytes() {
    return this.total;
  }

  get(key: string, now = Date.now()): V | undefined {
    const value = this.map.get(key);
    if (!value) return undefined;
    this.map.delete(key);
    if (value.expires <= now) {
      this.total -= value.bytes;
      return undefined;
    }
    this.map.set(key, value);
    return value;
  }

  /** False when the value alone would take more than an eighth of the budget (one page must not flush the rest). */
  set(key: string, value: V): boolean {
    if (value.bytes > this.maxBytes / 8) return false;
    this.delete(key);
    this.map.set(key, value);
    this.total += value.bytes;
    for (const [oldest, old] of this.map) {
      if (this.total <= this.maxBytes) break;
      this.map.delete(oldest);
      this.total -= old.bytes;
    }
    return true;
  }

  delete(key: string) {
    const value = this.map.get(key);
    if (!value) return;
    this.map.delete(key);
    this.total -= value.bytes;
  }

  clear() {
    this.map.clear();
    this.total = 0;
  }
}

/**
 * The key of a page: its path and only the query parameters the page reads (the route says which when its
 * response is stored), in the route's order. Unknown parameters (utm_source, fbclid, ?x=1) and blank ones
 * (`?q=&category=`, an untouched filter form: blank means "not given" on this site) are dropped, so they cannot
 * add entries; a repeated parameter counts once, as URLSearchParams.get() reads it.
 */
export function cacheKey(pathname: string, search: string, query: readonly string[]): string {
  if (query.length === 0 || search.length <= 1) return pathname;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of query) {
    const value = given.get(name);
    if (value !== null && value.trim() !== "") kept.set(name, value);
  }
  const normal = kept.toString();
  return normal ? `${pathname}?${normal}` : pathname;
}

/**
 * A guest as far as the cache is concerned: no cookie at all and no Authorization. Every cookie this site sets
 * changes the page (__session: the header and rights; __toast: a flash message; __contact_draft: the contact
 * form's prefill), and so would any added later; a guest reading shared links carries none. The same rule as a
 * CDN honouring `Vary: Cookie, Authorization`.
 */
export function isGuestRequest(cookie: string | null | undefined, authorization: string | null | undefined) {
  // The data saver's cookie (issue 27) is a choice of the device, not a person: the page varies by it, and the
  // key says so (guestKey).
  return !authorization && (!cookie || cookie.trim() === "" || onlyDeviceCookies(cookie));
}

/**
 * The stored copy's key: the page's key, which of its two versions (data saver on or off), and the data saver's
 * offer it carries (issue 35: shown only to a reader who has not chosen, so never stored into anyone else's copy).
 */
export function guestKey(
  pageKey: string,
  cookie: string | null | undefined,
  saveData: string | null | undefined,
  offer: DataSaverOffer = null,
) {
  const key = dataSaverOf(cookie, saveData) ? `${pageKey} [data-saver]` : pageKey;
  return offer ? `${key} [offer-${offer}]` : key;
}

/** br, else gzip, else the plain bytes; an encoding with q=0 is refused. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? (name === "x-gzip" ? 0 : (accepted.get("*") ?? 0))) > 0;
  if (ok("br")) return "br";
  if (ok("gzip") || ok("x-gzip")) return "gzip";
  return null;
}

/** Stored pages live at most this long: view and like counts on a cached page lag by at most this much. */
export const GUEST_ENTRY_TTL_MS = 5_000;
/** Memory bound of the cache (bodies in three encodings and headers). ~18 KB per post page: ~1,800 pages. */
export const GUEST_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Paths whose query list is known, bounded so that a crawl of random paths cannot grow it without end. */
const MAX_KNOWN_PATHS = 20_000;

function createStore() {
  return {
    pages: new ByteLru<GuestEntry>(GUEST_CACHE_MAX_BYTES),
    /** Which query parameters each stored path reads, learned from the route when its page was stored. */
    queryOf: new Map<string, readonly string[]>(),
    /** Bumped by every invalidation: a page rendered from data read before it is not stored after it. */
    generation: 0,
    /**
     * Paths whose guest render gave nothing to splice a signed-in page into (not stored, or no personal marks):
     * not rendered as a guest's again for a signed-in reader until the next write (decision 031).
     */
    noSplice: new Set<string>(),
    markNoSplice(pathname: string) {
      if (this.noSplice.size >= MAX_KNOWN_PATHS) this.noSplice.clear();
      this.noSplice.add(pathname);
    },
    /** In a server of several worker processes: tells the others their copies are stale (shared-generation.server.ts). */
    announce: null as (() => void) | null,
    learn(pathname: string, query: readonly string[]) {
      if (this.queryOf.size >= MAX_KNOWN_PATHS && !this.queryOf.has(pathname)) this.queryOf.clear();
      this.queryOf.set(pathname, query);
    },
  };
}

// One store per process, shared by the app and the Express layer even if the module were evaluated twice.
const KEY = Symbol.for("app.guestPages");
const holder = globalThis as unknown as Record<symbol, ReturnType<typeof createStore> | undefined>;
export const guestPages = (holder[KEY] ??= createStore());

/**
 * Call after any write that changes what a guest sees (posts, their authors' names, settings, page pictures).
 * Drops every stored page: the cheapest rule that is always right (a post's title is on its page, on /blog, its
 * category page, search results...). Works inside a better-sqlite3 transaction too: it is synchronous, so no
 * page can be rendered between the write and this call; a render already under way is not stored (generation).
 */
export function invalidateGuestPages() {
  dropGuestPages();
  guestPages.announce?.();
}

/** Empties this process's copies only: another process's write, already announced (guest-cache-http.server.ts). */
export function dropGuestPages() {
  guestPages.generation++;
  guestPages.pages.clear();
  guestPages.noSplice.clear();
}
