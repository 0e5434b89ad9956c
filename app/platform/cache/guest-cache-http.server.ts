import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { sqlite } from "~/platform/data/db.server";
import {
  cacheKey,
  chooseEncoding,
  guestKey,
  GUEST_ENTRY_TTL_MS,
  guestPages,
  invalidateGuestPages,
  isGuestRequest,
  type GuestEntry,
} from "./guest-cache.server";
import { guestStoreContext, renderFailedContext } from "./guest-page.server";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The parts of Express's req/res used here (the project has no Express types; serve.mjs is plain JavaScript). */
type Req = IncomingMessage & {
  originalUrl: string;
  protocol: string;
  hostname: string;
  get(name: string): string | undefined;
  app?: { enabled(setting: string): boolean };
};
type Res = ServerResponse & { locals: Record<string, unknown> };
type Next = (error?: unknown) => void;
type Options = { build: ServerBuild; mode?: string; onView?: (request: Request, postId: string) => void };

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
 * Express middleware in front of the React Router handler (scripts/serve.mjs). A guest's GET or HEAD of a stored
 * page is answered from memory; a guest's GET otherwise is rendered here and stored if the app marked it
 * (guest-page.server.ts). Everything else (cookies, Authorization, other methods, .data requests) goes on to
 * the usual handler untouched. Sits after `compression()`; what it sends precompressed sets `res.locals.guestCached`
 * so the compression filter leaves it alone.
 */
export function guestPageCache({ build, mode = "production", onView }: Options) {
  const handle = createRequestHandler(build, mode);
  const inflight = new Map<string, Promise<GuestEntry | null>>();
  // SQLite bumps data_version when another connection commits (a script, the sqlite3 shell, the test suite):
  // writes that never passed through invalidateGuestPages() still reach guests at once. A microsecond a request.
  const dataVersion = sqlite.prepare("pragma data_version").pluck();
  let seenVersion = dataVersion.get();
  const noticeOutsideWrites = () => {
    const version = dataVersion.get();
    if (version !== seenVersion) {
      seenVersion = version;
      invalidateGuestPages();
    }
  };

  const countView = (req: Req, entry: GuestEntry) => {
    if (!entry.viewPostId || !onView || req.method !== "GET") return;
    onView(new Request(requestUrl(req), { method: req.method, headers: headersOf(req) }), entry.viewPostId);
  };

  return async function guestCache(req: Req, res: Res, next: Next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!isGuestRequest(req.headers.cookie, req.headers.authorization)) return next();
    const url = req.originalUrl;
    const at = url.indexOf("?");
    const pathname = at === -1 ? url : url.slice(0, at);
    if (pathname.endsWith(".data")) return next();
    noticeOutsideWrites();
    const query = guestPages.queryOf.get(pathname);
    const key = query ? cacheKey(pathname, at === -1 ? "" : url.slice(at), query) : null;
    // The data saver's version of a page is stored apart (issue 27); `key` stays the address rendered.
    const saveData = req.headers["save-data"];
    const stored = (k: string) => guestKey(k, req.headers.cookie, Array.isArray(saveData) ? saveData[0] : saveData);

    const hit = key ? guestPages.pages.get(stored(key)) : undefined;
    if (hit) {
      countView(req, hit);
      return send(req, res, hit, "HIT");
    }
    if (req.method === "HEAD") return next();

    // Many readers of one shared link at once: one render, the others wait for it and count as hits.
    const pending = key ? inflight.get(stored(key)) : undefined;
    if (pending) {
      const entry = await pending.catch(() => null);
      if (entry) {
        countView(req, entry);
        return send(req, res, entry, "HIT");
      }
    }

    let settle: (entry: GuestEntry | null) => void = () => {};
    if (key && !pending) inflight.set(stored(key), new Promise((resolve) => (settle = resolve)));
    try {
      const generation = guestPages.generation;
      const context = new RouterContextProvider();
      // A known page is rendered from its key, not the address asked: links on it (Donate keeps the query) must
      // not carry one visitor's utm_source or fbclid to the next.
      const rendered = key ?? url;
      const response = await handle(toRequest(req, res, rendered), context);
      const page = context.get(guestStoreContext);
      if (!page) {
        settle(null);
        return await sendResponse(res, response);
      }
      const identity = Buffer.from(await response.arrayBuffer());
      const entry = await toEntry(response, identity, page.viewPostId ?? null);
      const storedKey = cacheKey(pathname, at === -1 ? "" : url.slice(at), page.query);
      guestPages.learn(pathname, page.query);
      // Not stored when rendered from another address than its key (the first visit of a page, with extra
      // parameters: the next visit renders from the key), when rendering failed mid-stream, or when a write
      // happened while this page was being made.
      if (rendered === storedKey && !context.get(renderFailedContext) && generation === guestPages.generation) {
        guestPages.pages.set(stored(storedKey), entry);
        settle(entry);
      } else settle(null);
      return send(req, res, entry, "MISS");
    } catch (error) {
      settle(null);
      next(error);
    } finally {
      if (key && !pending) inflight.delete(stored(key));
    }
  };
}

async function toEntry(response: Response, identity: Buffer, viewPostId: string | null): Promise<GuestEntry> {
  const headers = [...response.headers].filter(([name]) => !NOT_STORED.has(name.toLowerCase()));
  const [br, gzip] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gz(identity, { level: 9 }),
  ]);
  const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const bytes =
    identity.length + br.length + gzip.length + headers.reduce((n, [k, v]) => n + k.length + v.length, 0) + 200;
  return { headers, identity, br, gzip, etag, viewPostId, bytes, expires: Date.now() + GUEST_ENTRY_TTL_MS };
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

function requestUrl(req: Req, path = req.originalUrl) {
  // As @react-router/express builds it: the Host header's port, the app's idea of the protocol and host name.
  const forwarded = req.app?.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const port = Number.parseInt(forwarded ?? req.get("host")?.split(":")[1] ?? "", 10);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return `${req.protocol}://${hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}${path}`;
}

function headersOf(req: Req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** A GET as the React Router adapter makes it, aborted if the client goes away. */
function toRequest(req: Req, res: Res, path: string) {
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(requestUrl(req, path), { method: req.method, headers: headersOf(req), signal: controller.signal });
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
