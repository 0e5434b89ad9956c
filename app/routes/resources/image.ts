import fs from "node:fs";
import { imageVariant } from "~/domain/media/image-variants.server";
import type { Route } from "./+types/image";

// The URL names the content (hash) and the variant: it can never change, so browsers and proxies keep it a year.
const IMMUTABLE = "public, max-age=31536000, immutable";

export async function loader({ params, request }: Route.LoaderArgs) {
  const variant = await imageVariant(params.hash, params.file);
  if (!variant)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if ("data" in variant) {
    // Encoded for this answer only (the disk is full): not kept by browsers, so the cached file replaces it later.
    const headers = {
      "Cache-Control": "no-store",
      "Content-Type": variant.contentType,
      "Content-Length": String(variant.data.length),
    };
    return new Response(new Uint8Array(variant.data), { headers });
  }
  const etag = `"${params.hash}-${params.file}"`;
  const headers = { "Cache-Control": IMMUTABLE, ETag: etag, "Content-Type": variant.contentType };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const body = await fs.promises.readFile(variant.file);
  return new Response(body, { headers: { ...headers, "Content-Length": String(body.length) } });
}
