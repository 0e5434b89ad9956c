import { createHash } from "node:crypto";
import { brotliAndGzip } from "~/platform/http/compress-text.server";
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { sharedGeneration } from "./shared-generation.server";
import {
  cacheKey,
  chooseEncoding,
  dropGuestPages,
  guestKey,
  GUEST_ENTRY_TTL_MS,
  guestPages,
  isGuestRequest,
  type GuestEntry,
} from "./guest-cache.server";
import { guestStoreContext, renderFailedContext } from "./guest-page.server";
import { firstViewCopies } from "./first-view-copies.server";
import { signedInFromGuestCopy, type GuestCache, type PersonalParts } from "./signed-in-splice.server";
import { expressSignals, headersOf, requestUrl, type Next, type Req, type Res } from "./express-io.server";
import type { RequestSignals } from "~/platform/http/origin.server";
import { splitSlots } from "~/utils/personal-slots";
import { dataSaverOf, dataSaverOffer } from "~/platform/offline/data-saver";

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

type Options = {
  build: ServerBuild;
  mode?: string;
  onView?: (request: RequestSignals & { method: string }, postId: string) => void;
  personal?: PersonalParts;
};

// Headers that belong to one exchange, not to the page.
const NOT_STORED = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "keep-alive",
  "etag",
  "set-cookie",
]);

/**
 * Express middleware in front of the React Router handler (app/http-server/guest-pages.server.ts wires it). A guest's GET or HEAD of a stored
 * page is answered from memory; a guest's GET otherwise is rendered here and stored if the app marked it
 * (guest-page.server.ts). Everything else (cookies, Authorization, other methods, .data requests) goes on to
 * the usual handler untouched. Sits after `compression()`; what it sends precompressed sets `res.locals.guestCached`
 * so the compression filter leaves it alone.
 */
export function guestPageCache({ build, mode = "production", onView, personal }: Options) {
  const handle = createRequestHandler(build, mode);
  const inflight = new Map<string, Promise<GuestEntry | null>>();
  // Writes by another connection reach guests at once, checked on every lookup (a microsecond): alone, any commit
  // (a script, the sqlite3 shell, the test suite); one of several workers, another worker's invalidation.
  const shared = sharedGeneration();
  guestPages.announce = shared.announce;
  const noticeOutsideWrites = () => {
    if (shared.changedElsewhere()) dropGuestPages();
  };

  const countView = (req: Req, entry: GuestEntry) => {
    if (!entry.viewPostId || !onView || req.method !== "GET") return;
    onView(expressSignals(req), entry.viewPostId);
  };

  /**
   * A guest's render of `rendered` (the key, else the address asked), stored when the app marked it storable.
   * `headers` are the guest's request headers; `abortOn` ties the render to a client that may go away.
   */
  const renderGuest: GuestCache["renderGuest"] = async (
    rendered,
    pathname,
    search,
    req,
    headers,
    abortOn,
    saveData,
  ) => {
    const generation = guestPages.generation;
    const context = new RouterContextProvider();
    const response = await handle(toRequest(req, abortOn, rendered, headers), context);
    const page = context.get(guestStoreContext);
    if (!page) return { response, entry: null, stored: false };
    const identity = Buffer.from(await response.arrayBuffer());
    const lite = dataSaverOf(headers.get("cookie"), saveData);
    const entry = await toEntry(response, identity, page.viewPostId ?? null, page.splice === true, lite);
    const storedKey = cacheKey(pathname, search, page.query);
    guestPages.learn(pathname, page.query);
    // Not stored when rendered from another address than its key (the first visit of a page, with extra
    // parameters: the next visit renders from the key), when rendering failed mid-stream, or when a write
    // happened while this page was being made.
    const stored = rendered === storedKey && !context.get(renderFailedContext) && generation === guestPages.generation;
    const offer = dataSaverOffer(headers.get("cookie"), saveData, headers.get("ect"), headers.get("downlink"));
    if (stored) guestPages.pages.set(guestKey(storedKey, headers.get("cookie"), saveData, offer), entry);
    return { response: null, entry, stored };
  };

  /** One render per stored copy at a time: many readers of one shared link at once wait for the first. */
  const guestEntry = async (
    storeKey: string | null,
    render: () => Promise<{ entry: GuestEntry | null; stored: boolean; response: Response | null }>,
  ) => {
    const pending = storeKey ? inflight.get(storeKey) : undefined;
    if (pending) {
      const entry = await pending.catch(() => null);
      if (entry) return { entry, response: null, waited: true, stored: true };
    }
    let settle: (entry: GuestEntry | null) => void = () => {};
    if (storeKey && !pending) inflight.set(storeKey, new Promise((resolve) => (settle = resolve)));
    try {
      const { entry, stored, response } = await render();
      settle(stored ? entry : null);
      return { entry, response, waited: false, stored };
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (storeKey && !pending) inflight.delete(storeKey);
    }
  };

  /** Where a GET of this address is stored: its key (null for a path never stored) and the store's key. */
  const whereStored = (req: Req, deviceCookie: string | undefined) => {
    const url = req.originalUrl;
    const at = url.indexOf("?");
    const pathname = at === -1 ? url : url.slice(0, at);
    const search = at === -1 ? "" : url.slice(at);
    const query = guestPages.queryOf.get(pathname);
    const key = query ? cacheKey(pathname, search, query) : null;
    // The data saver's version of a page is stored apart (issue 27); `key` stays the address rendered.
    const saveData = req.headers["save-data"];
    const saver = Array.isArray(saveData) ? saveData[0] : saveData;
    const offer = dataSaverOffer(deviceCookie, saver, one(req.headers.ect), one(req.headers.downlink));
    return {
      url,
      pathname,
      search,
      key,
      saveData: saver,
      storeKey: key ? guestKey(key, deviceCookie, saver, offer) : null,
    };
  };

  // A first view's copy is compressed as hard as the data saver's: made once, for a reader on their first bytes.
  const forReader = firstViewCopies((headers, identity, viewPostId) =>
    compressEntry(headers, identity, viewPostId, false, "strongest"),
  );

  const signedIn = personal
    ? signedInFromGuestCopy(personal, { whereStored, guestEntry, renderGuest, noticeOutsideWrites })
    : null;

  return async function guestCache(req: Req, res: Res, next: Next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!isGuestRequest(req.headers.cookie, req.headers.authorization)) {
      if (signedIn && req.method === "GET") return signedIn(req, res, next);
      return next();
    }
    const { url, pathname, search, key, saveData, storeKey } = whereStored(req, req.headers.cookie);
    if (pathname.endsWith(".data")) return next();
    noticeOutsideWrites();

    const hit = storeKey ? guestPages.pages.get(storeKey) : undefined;
    if (hit) {
      countView(req, hit);
      return send(req, res, await forReader(req, storeKey, hit), "HIT");
    }
    if (req.method === "HEAD") return next();

    try {
      // A known page is rendered from its key, not the address asked: links on it (Donate keeps the query) must
      // not carry one visitor's utm_source or fbclid to the next.
      const { entry, response, waited } = await guestEntry(storeKey, () =>
        renderGuest(key ?? url, pathname, search, req, headersOf(req), res, saveData),
      );
      if (response) return await sendResponse(res, response);
      if (!entry) return next(); // unreachable: a render gives a response or an entry
      if (waited) countView(req, entry);
      return send(req, res, await forReader(req, storeKey, entry), waited ? "HIT" : "MISS");
    } catch (error) {
      next(error);
    }
  };
}

/** A rendered page as stored: the app's headers without those of one exchange, compressed (compressEntry). */
async function toEntry(
  response: Response,
  identity: Buffer,
  viewPostId: string | null,
  splice: boolean,
  lite: boolean,
): Promise<GuestEntry> {
  const headers = [...response.headers].filter(([name]) => !NOT_STORED.has(name.toLowerCase()));
  return compressEntry(headers, identity, viewPostId, splice, lite ? "strongest" : "usual");
}

/**
 * Each copy is compressed once, when stored. A data saver's copy and a first view's are for a reader who pays for
 * their first bytes: brotli 11 (about 60 ms of a pool thread for a long post, once) makes it 1.2 KB smaller than 9
 * (15 ms), which is what the others keep.
 */
async function compressEntry(
  headers: [string, string][],
  identity: Buffer,
  viewPostId: string | null,
  splice: boolean,
  level: "strongest" | "usual",
): Promise<GuestEntry> {
  const { br, gzip } = await brotliAndGzip(identity, level === "strongest" ? 11 : 9);
  const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const bytes =
    identity.length + br.length + gzip.length + headers.reduce((n, [k, v]) => n + k.length + v.length, 0) + 200;
  // Cut at its personal parts once, here (subarrays of `identity`: no copy); a page without them is never spliced.
  const split = splice ? splitSlots(identity) : null;
  const slots = split && split.names.length > 0 ? split : null;
  return { headers, identity, br, gzip, etag, viewPostId, slots, bytes, expires: Date.now() + GUEST_ENTRY_TTL_MS };
}

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}

function send(req: Req, res: Res, entry: GuestEntry, state: "HIT" | "MISS") {
  res.locals.guestCached = true;
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("ETag", entry.etag);
  res.setHeader("X-Cache", state);
  if (matches(req.headers["if-none-match"], entry.etag)) {
    res.statusCode = 304;
    return res.end();
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = encoding ? entry[encoding] : entry.identity;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
}

/** A GET as the React Router adapter makes it, aborted if the client goes away. */
function toRequest(req: Req, res: Res | null, path: string, headers = headersOf(req)) {
  let controller: AbortController | null = new AbortController();
  res?.on("finish", () => (controller = null));
  res?.on("close", () => controller?.abort());
  return new Request(requestUrl(req, path), { method: "GET", headers, signal: controller.signal });
}

/** What @react-router/express does with a response it did not store: status, headers, the body streamed. */
async function sendResponse(res: Res, response: Response) {
  if (res.destroyed || res.writableEnded) return void (await response.body?.cancel());
  res.statusMessage = response.statusText;
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.appendHeader(name, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
