import { guestPages, type GuestEntry } from "./guest-cache.server";
import { headersOf, requestUrl, type Next, type Req, type Res } from "./express-io.server";
import { dataSaverOf, onlyDeviceCookies } from "~/platform/offline/data-saver";
import { testHooksEnabled } from "~/platform/ops/test-hooks.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { joinSlots, splitSlots } from "~/utils/personal-slots";

/**
 * Issue 28 (docs/decisions/031): how the app serves a signed-in reader from a stored guest copy. `cookie` is the
 * session cookie's name (the only cookie besides the device's that such a request may carry); `parts` renders the
 * person's parts named (the same components, between the same markers), counts their view of `viewPostId`, and
 * answers null when there is no valid session or anything is off: the page is then rendered whole.
 */
export type PersonalParts = {
  cookie: string;
  parts: (request: Request, page: { names: readonly string[]; viewPostId: string | null }) => Promise<string | null>;
};

type Made = { entry: GuestEntry | null; stored: boolean; response: Response | null };
/** What the guest cache lends this path (guest-cache-http.server.ts): its lookup, its one-render-at-a-time, its render. */
export type GuestCache = {
  whereStored(
    req: Req,
    deviceCookie: string | undefined,
  ): {
    url: string;
    pathname: string;
    search: string;
    key: string | null;
    saveData: string | undefined;
    storeKey: string | null;
  };
  guestEntry(
    storeKey: string | null,
    render: () => Promise<Made>,
  ): Promise<{ entry: GuestEntry | null; response: Response | null; waited: boolean; stored: boolean }>;
  renderGuest(
    rendered: string,
    pathname: string,
    search: string,
    req: Req,
    headers: Headers,
    abortOn: Res | null,
    saveData: string | undefined,
  ): Promise<Made>;
  noticeOutsideWrites(): void;
};

/** Screens that are never a guest's page, in any language: never rendered as a guest's to splice into. */
const NEVER_GUEST_PAGES = /^(?:\/(?:rw|fr))?\/(?:admin|account|api)(?:\/|$)/;

// Per exchange, or the guest's: a signed-in answer is private, and compression() encodes the new body itself.
// Accept-CH is asked on guest pages only (guest-page.server.ts): a signed-in page rendered whole has none.
const NOT_COPIED = new Set(["cache-control", "vary", "accept-ch"]);

/**
 * A signed-in GET of a page whose route allows it (`splice: true`): the stored guest copy (made now, as a guest's
 * render, when there is none) with the person's parts spliced in. Anything else, and anything off on the way (a
 * cookie besides the session and the device's: a flash message, a kept draft; a Bearer token; no valid session; a
 * slot missing or doubled; the data saver), goes on to the whole render, as before.
 */
export function signedInFromGuestCopy(personal: PersonalParts, cache: GuestCache) {
  // Whatever goes wrong on the way (a failed query, a render error) is the whole render's to answer, with its own
  // error screens (a 503 when storage fails): this path only ever saves work.
  return async function signedIn(req: Req, res: Res, next: Next) {
    let body: Buffer | null = null;
    let entry: GuestEntry | undefined;
    try {
      ({ body, entry } = await splice(req));
    } catch (error) {
      log.warn({ error: errorInfo(error) }, "signed-in splice failed: rendered whole");
    }
    if (!body || !entry) return next();
    for (const [name, value] of entry.headers) if (!NOT_COPIED.has(name.toLowerCase())) res.setHeader(name, value);
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Cache", "SPLICE");
    res.statusCode = 200;
    res.end(body);
  };

  /** The spliced page and the copy it came from, or no body: the page is then rendered whole. */
  async function splice(req: Req): Promise<{ body: Buffer | null; entry?: GuestEntry }> {
    const none = { body: null };
    const device = deviceCookiesBeside(req.headers.cookie, personal.cookie);
    if (device === null || req.headers.authorization) return none;
    // The end-to-end test compares a spliced page with its whole render.
    if (testHooksEnabled() && req.headers["x-test-whole-render"]) return none;
    const { url, pathname, search, key, saveData, storeKey } = cache.whereStored(req, device);
    if (pathname.endsWith(".data")) return none;
    // The data saver's copy carries only the CSS its guest markup uses (decision 029): a person's parts may use more.
    if (dataSaverOf(device, saveData)) return none;
    cache.noticeOutsideWrites();

    let entry = storeKey ? guestPages.pages.get(storeKey) : undefined;
    // No guest copy to be had: private screens, the API, a path whose guest render gave none since the last write.
    if (!entry && (NEVER_GUEST_PAGES.test(pathname) || guestPages.noSplice.has(pathname))) return none;
    if (!entry) {
      // No guest copy yet: make the one a guest would get (no person's cookie), not counted as a reader's view.
      const headers = headersOf(req);
      headers.delete("cookie");
      if (device) headers.set("cookie", device);
      headers.set("sec-purpose", "prefetch");
      const made = await cache.guestEntry(storeKey, () =>
        cache.renderGuest(key ?? url, pathname, search, req, headers, null, saveData),
      );
      if (made.response) await made.response.body?.cancel();
      // Only a copy as it is stored (a page whose render failed mid-stream, say, is not) is spliced.
      if (made.stored) entry = made.entry ?? undefined;
      // Not a guest's page here, or one without marks: not worth a guest's render again until the next write. (A
      // page with marks that was not stored, rendered from an address with extra parameters, is stored next time.)
      if (made.response || (made.entry && !made.entry.slots)) guestPages.markNoSplice(pathname);
    }
    if (!entry?.slots) return none;

    const rendered = key ?? url;
    const request = new Request(requestUrl(req, rendered), { method: "GET", headers: headersOf(req) });
    const html = await personal.parts(request, { names: entry.slots.names, viewPostId: entry.viewPostId });
    const parts = html === null ? null : splitSlots(Buffer.from(html));
    const body = parts ? joinSlots(entry.slots, parts) : null;
    if (!body) return none;

    return { body, entry };
  }
}

/**
 * The device's cookies ("" for none) when the request carries exactly one session cookie besides them and nothing
 * else; null otherwise (a flash message, a kept draft, any cookie added later changes the page: whole render).
 */
export function deviceCookiesBeside(cookie: string | undefined, sessionCookie: string): string | null {
  if (!cookie) return null;
  let sessions = 0;
  const device: string[] = [];
  for (const raw of cookie.split(";")) {
    const part = raw.trim();
    if (part === "") continue;
    if (part.startsWith(`${sessionCookie}=`)) sessions++;
    else if (onlyDeviceCookies(part)) device.push(part);
    else return null;
  }
  return sessions === 1 ? device.join("; ") : null;
}
