import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { chooseEncoding } from "~/platform/cache/guest-cache.server";
import { brotliAndGzip } from "./compress-text.server";

const TYPES: Record<string, string> = {
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
};
// The site's stylesheet is 60 KB, its largest script chunk under 100 KB; anything far larger goes on to the
// ordinary handler (compressed on the fly).
const MAX_BYTES = 512 * 1024;
const NAME = /^[\w-]+(?:\.[\w-]+)*\.(?:css|js)$/;

type Entry = { br: Buffer; gzip: Buffer; type: string };
type Res = ServerResponse & { locals?: Record<string, unknown> };

/**
 * The build's stylesheets and scripts (/assets, named by their content, immutable) compressed once at the
 * strongest settings, brotli 11 and gzip 9, instead of on every answer at the `compression` middleware's quick
 * default: the site's stylesheet is 8.5 KB rather than 10.2 KB, the enhancement module 4.0 KB rather than 4.7 KB,
 * for every guest's first visit (issue 27). Made on first request, kept in memory; a name that is no file is not
 * remembered. Anything it does not answer (no compression accepted, a Range, an empty or unknown file) goes on to
 * `express.static` as before. Mounted at /assets by app/http-server/static-files.server.ts, after the security
 * headers.
 */
export function precompressedAssets(dir: string) {
  const root = path.resolve(dir);
  const made = new Map<string, Promise<Entry | null>>();

  const make = async (name: string): Promise<Entry | null> => {
    const body = await fs.promises.readFile(path.join(root, name)).catch(() => null);
    if (!body || body.length === 0 || body.length > MAX_BYTES) return null;
    const { br, gzip } = await brotliAndGzip(body, 11);
    return { br, gzip, type: TYPES[path.extname(name)]! };
  };

  return async function assets(req: IncomingMessage, res: Res, next: (error?: unknown) => void) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = decodeURIComponentSafe((req.url ?? "").split("?")[0]!.slice(1));
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (!name || !NAME.test(name) || req.headers.range || !encoding) return next();
    let job = made.get(name);
    if (!job) {
      job = make(name);
      made.set(name, job);
    }
    const entry = await job.catch(() => null);
    if (!entry) {
      made.delete(name);
      return next();
    }
    const etag = `W/"${name}.${encoding}"`;
    res.setHeader("Content-Type", entry.type);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", etag);
    if (req.headers["if-none-match"]?.split(",").some((t) => t.trim() === etag)) {
      res.statusCode = 304;
      return res.end();
    }
    const body = entry[encoding];
    // Already encoded: the `compression` middleware leaves a response with a Content-Encoding alone.
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

function decodeURIComponentSafe(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return "";
  }
}
