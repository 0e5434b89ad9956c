import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { db } from "../platform/db.server";
import { env } from "../platform/env.server";
import { HttpError } from "../platform/errors.server";
import { images, type Image } from "../platform/schema";
import { imagePath } from "../../utils/image-sources";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
/** Originals are normalised to at most this width; responsive variants are cut from them. */
export const MASTER_WIDTH = 1600;
export const VARIANT_WIDTHS = [400, 800, 1200] as const;

/**
 * Encoding a large photo takes ~100 MB and a core for a moment; on a small VPS a burst of uploads must queue
 * instead of exhausting memory. Two at a time; the rest wait their turn.
 */
const MAX_PARALLEL_ENCODES = 2;
let activeEncodes = 0;
const waiting: (() => void)[] = [];
export async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (activeEncodes >= MAX_PARALLEL_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  activeEncodes++;
  try {
    return await work();
  } finally {
    activeEncodes--;
    waiting.shift()?.();
  }
}

export const uploadsDir = () => path.join(env.DATA_DIR, "uploads");
export const originalPath = (hash: string) => path.join(uploadsDir(), `${hash}.jpg`);

/**
 * Decodes the bytes (so a renamed non-image is refused), strips metadata, applies EXIF rotation,
 * and stores one JPEG master under its content hash. The same picture uploaded twice is stored once.
 */
export async function storeImage(bytes: Buffer, opts: { uploadedBy?: string | null; alt?: string } = {}): Promise<Image> {
  let master: { data: Buffer; info: sharp.OutputInfo };
  try {
    // No withMetadata(): sharp drops EXIF (GPS, camera, owner) and keeps only the pixels, rotated upright.
    master = await withEncodeSlot(() =>
      sharp(bytes, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: MASTER_WIDTH, withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
    );
  } catch {
    throw new HttpError(415, "The file is not an image we can read (use JPEG, PNG, WebP, GIF or AVIF)");
  }
  const hash = createHash("sha256").update(master.data).digest("hex").slice(0, 32);
  const existing = db.select().from(images).where(eq(images.hash, hash)).get();
  if (existing) return existing;
  fs.mkdirSync(uploadsDir(), { recursive: true });
  fs.writeFileSync(originalPath(hash), master.data);
  return db
    .insert(images)
    .values({
      hash,
      contentType: "image/jpeg",
      width: master.info.width,
      height: master.info.height,
      bytes: master.data.length,
      alt: opts.alt ?? "",
      uploadedBy: opts.uploadedBy ?? null,
    })
    .returning()
    .get();
}

/** Public URL of the master image; responsive variants live beside it (see the images resource route). */
export const imageUrl = (image: Pick<Image, "hash">, width?: number, format: "webp" | "jpg" = "jpg") =>
  imagePath(image.hash, width ?? MASTER_WIDTH, format);
