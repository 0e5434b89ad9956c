import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { isGuestRequest } from "./guest-cache.server";
import { CONNECTION_HINTS, wantsConnectionHints } from "~/platform/offline/data-saver";
import { isSignedIn } from "~/platform/http/viewer.server";
import { testHooksEnabled } from "~/platform/ops/test-hooks.server";

/** What a route says about its page when a guest may be given a stored copy (docs/decisions/021). */
export type GuestPage = {
  /** The query parameters the loader reads, in a fixed order; any other parameter is dropped from the key. */
  query: readonly string[];
  /** A post page: each cached hit counts a view of this post by the rules of views.server.ts. */
  viewPostId?: string | null;
  /**
   * Issue 28 (docs/decisions/031): for a signed-in reader this page differs from the guest's only inside its
   * PersonalSlot markers, so a signed-in GET may be answered with the stored guest copy and the reader's own
   * parts spliced in. Say so only when every personal thing on the page (form prefills, role-only links...) is
   * inside a slot.
   */
  splice?: boolean;
};

/** A page that reads no query parameter. */
export const NO_QUERY: GuestPage = { query: [] };
/** A page that reads no query parameter, whose only personal parts are the layout's (header, notice). */
export const NO_QUERY_SPLICE: GuestPage = { query: [], splice: true };

const routeSaysContext = createContext<GuestPage | null>(null);
/** Set by the middleware below once the response is known to be storable; read by the cache after the body ends. */
export const guestStoreContext = createContext<GuestPage | null>(null);
/** Set by entry.server when rendering failed after the status was sent: the page is incomplete, never stored. */
export const renderFailedContext = createContext<boolean>(false);

/**
 * A loader calls this to say: "what I return is the same for every guest". Only the page's own loader knows
 * that (a draft, a preview, a personalised form are not), so a route is cacheable only by calling it.
 */
export function guestPage(context: Readonly<RouterContextProvider>, page: GuestPage) {
  (context as RouterContextProvider).set(routeSaysContext, { ...page, query: [...page.query, ...LAYOUT_QUERY] });
}

/** Whether the route said its page is the same for every guest (the guest cache then makes its copies). */
export const routeSaysGuestPage = (context: Readonly<RouterContextProvider>) => context.get(routeSaysContext) !== null;

/**
 * Read on every public page: `?donate=1` renders the layout's donation dialog open (without JavaScript); with
 * the test hooks on, `?__fail` makes a loader fail (test-hooks.server.ts).
 */
const LAYOUT_QUERY = testHooksEnabled() ? ["donate", "__fail"] : ["donate"];

/**
 * Browsers and a CDN may keep a guest page but must ask us each time (a 304 costs us a hash lookup), so a
 * change is seen at once everywhere: no purge API needed. Vary: a CDN keeps one copy per encoding and never
 * gives it to anyone with a cookie (signed in, a flash message, a kept draft) or an Authorization header; the data
 * saver (issue 27: `Save-Data`, or its cookie) is another version of the page.
 */
export const GUEST_CACHE_CONTROL = "public, max-age=0, must-revalidate";
export const GUEST_VARY = `Cookie, Authorization, Accept-Encoding, Save-Data, ${CONNECTION_HINTS}`;

/** Stored only if the route said so AND nothing about this response is personal or failed. */
export const guestPageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  const page = context.get(routeSaysContext);
  if (!page) return response;
  const storable =
    request.method === "GET" &&
    isGuestRequest(request.headers.get("cookie"), request.headers.get("authorization")) &&
    !isSignedIn(context) &&
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    !response.headers.has("Cache-Control");
  if (!storable) return response;
  response.headers.set("Cache-Control", GUEST_CACHE_CONTROL);
  response.headers.set("Vary", GUEST_VARY);
  // Issue 35: the connection hints the data saver's offer reads (platform/offline/data-saver.ts), asked only where
  // they could change the page (a data saver's first view counts its bytes).
  if (wantsConnectionHints(request.headers.get("cookie"), request.headers.get("save-data")))
    response.headers.set("Accept-CH", CONNECTION_HINTS);
  context.set(guestStoreContext, page);
  return response;
};
