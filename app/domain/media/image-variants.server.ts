import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { MASTER_IMAGE_WIDTH, TINY_IMAGE_WIDTH, widthsFor, type ImageFormat } from "~/utils/image-sources";
import { db } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { isStorageFailure } from "~/platform/http/errors.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { originalPath, withEncodeSlot, writeFileAtomic } from "./images.server";
import { images } from "./schema";
import { loadSharp } from "./sharp.server";

const HASH = /^[0-9a-f]{32}$/;
const FILE = /^([1-9][0-9]{2,3}|tiny)\.(jpg|webp)$/;
const CONTENT_TYPES: Record<ImageFormat, string> = { jpg: "image/jpeg", webp: "image/webp" };

export const variantsDir = () => path.join(env.DATA_DIR, "cache", "images");

/** A cached file, or (when the disk is full and it cannot be cached) the bytes encoded for this one answer. */
export type ImageVariant =
  { file: string; contentType: string } | { data: Buffer; contentType: string; uncached: true };

// Two first requests for the same variant share one encode.
const inflight = new Map<string, Promise<void>>();

const pipelineFor = async (source: string, width: number, format: ImageFormat) => {
  const pipeline = (await loadSharp())(source).resize({ width, withoutEnlargement: true });
  // The data saver's placeholder (issue 27): a few hundred bytes, shown blurred until the reader taps it.
  if (width === TINY_IMAGE_WIDTH) return pipeline.webp({ quality: 40, effort: 4 });
  // Qualities chosen for slow connections: a 800 px WebP of a photo is typically 30 to 60 kB.
  return format === "webp"
    ? pipeline.webp({ quality: 72, effort: 4 })
    : pipeline.jpeg({ quality: 76, mozjpeg: true, progressive: true });
};

async function encode(source: string, target: string, width: number, format: ImageFormat) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Whole or not at all: a reader sees the whole file or none, and a failure leaves nothing behind.
  writeFileAtomic(target, await (await pipelineFor(source, width, format)).toBuffer());
}

/**
 * The file for /images/<hash>/<width>.<format>, made on first request and kept in DATA_DIR/cache.
 * Only widths the page offers for this picture (or the master's own "1600.jpg") exist; anything else is null (404).
 */
export async function imageVariant(hash: string | undefined, file: string | undefined): Promise<ImageVariant | null> {
  if (!hash || !file || !HASH.test(hash)) return null;
  const match = FILE.exec(file);
  if (!match) return null;
  const width = match[1] === "tiny" ? TINY_IMAGE_WIDTH : Number(match[1]);
  const format = match[2] as ImageFormat;
  if (width === TINY_IMAGE_WIDTH && format !== "webp") return null;
  const image = db.select({ width: images.width }).from(images).where(eq(images.hash, hash)).get();
  if (!image) return null;
  if (width !== MASTER_IMAGE_WIDTH && width !== TINY_IMAGE_WIDTH && !widthsFor(image.width).includes(width))
    return null;
  const source = originalPath(hash);
  if (!fs.existsSync(source)) return null;
  const contentType = CONTENT_TYPES[format];
  if (width === MASTER_IMAGE_WIDTH && format === "jpg") return { file: source, contentType };

  const target = path.join(variantsDir(), hash, file);
  if (!fs.existsSync(target)) {
    let job = inflight.get(target);
    if (!job) {
      job = withEncodeSlot(() => encode(source, target, width, format)).finally(() => inflight.delete(target));
      inflight.set(target, job);
    }
    try {
      await job;
    } catch (error) {
      // Reads keep working on a full disk: encode for this answer only, without the cache.
      if (!isStorageFailure(error)) throw error;
      log.warn({ hash, file, error: errorInfo(error) }, "image variant not cached: storage full or failing");
      return {
        data: await withEncodeSlot(async () => (await pipelineFor(source, width, format)).toBuffer()),
        contentType,
        uncached: true,
      };
    }
  }
  return { file: target, contentType };
}

/**
 * The data saver's placeholder of a picture (tiny.webp, a few hundred bytes), for writing into the page itself
 * (issue 27: a request's headers alone weigh more than it). Null when there is no such picture or it cannot be made.
 */
export async function tinyPlaceholder(hash: string): Promise<Buffer | null> {
  try {
    const variant = await imageVariant(hash, "tiny.webp");
    if (!variant) return null;
    return "data" in variant ? variant.data : fs.readFileSync(variant.file);
  } catch (error) {
    log.warn({ hash, error: errorInfo(error) }, "tiny placeholder not written into the page");
    return null;
  }
}
