import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type Sharp from "sharp";
import { db } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { HttpError } from "~/platform/http/errors.server";
import { consume, RULES } from "~/platform/http/rate-limit.server";
import { images, type Image } from "./schema";
import { masterPath } from "~/utils/image-sources";
import { loadSharp } from "./sharp.server";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
/** Originals are normalised to at most this width; responsive variants are cut from them. */
export const MASTER_WIDTH = 1600;

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

/** Decoding is bounded: a small file can describe a huge canvas (a "decompression bomb"). 40 MP is a 7,700 px square. */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(ACCEPTED_IMAGE_TYPES);
const notAnImage = () => new HttpError(415, "The file is not an image we accept: use JPEG, PNG, WebP, GIF or AVIF");
const tooManyPixels = () =>
  new HttpError(
    413,
    `The image has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels); please send a smaller picture`,
  );

/**
 * Before any decoder runs: the type from the first bytes (never the name or the client's content type), so an
 * SVG, HEIC, PDF or text file is refused at once without taking an encode slot; then the size the header
 * declares, so a decompression bomb is refused before its pixels exist.
 */
async function checkImage(bytes: Buffer) {
  const type = await fileTypeFromBuffer(bytes.subarray(0, 4100)).catch(() => undefined);
  if (!type || !ACCEPTED.has(type.mime)) throw notAnImage();
  const sharp = await loadSharp();
  let meta: Sharp.Metadata;
  try {
    // Header only: no pixels are decoded here, so sharp's own pixel limit is not needed (ours follows).
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.width || !meta.height) throw notAnImage();
  if (meta.width * (meta.pageHeight ?? meta.height) > MAX_INPUT_PIXELS) throw tooManyPixels();
}

/** Writes a file whole or not at all: a failure (a full disk included) leaves neither a partial nor an empty file. */
export function writeFileAtomic(target: string, data: Buffer) {
  const tmp = `${target}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, target);
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    throw error;
  }
}

/**
 * Checks the type and size from the header, decodes the bytes (bounded), strips metadata, applies EXIF rotation,
 * and stores one JPEG master under its content hash. The same picture uploaded twice is stored once.
 */
export async function storeImage(
  bytes: Buffer,
  opts: { uploadedBy?: string | null; alt?: string } = {},
): Promise<Image> {
  await checkImage(bytes);
  const sharp = await loadSharp();
  let master: { data: Buffer; info: Sharp.OutputInfo };
  try {
    // No withMetadata(): sharp drops EXIF (GPS, camera, owner) and keeps only the pixels, rotated upright.
    master = await withEncodeSlot(() =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: MASTER_WIDTH, withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
    );
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw notAnImage();
  }
  const hash = createHash("sha256").update(master.data).digest("hex").slice(0, 32);
  const existing = db.select().from(images).where(eq(images.hash, hash)).get();
  if (existing) return existing;
  fs.mkdirSync(uploadsDir(), { recursive: true });
  const file = originalPath(hash);
  const hadFile = fs.existsSync(file);
  writeFileAtomic(file, master.data);
  try {
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
  } catch (error) {
    // No row, no file: a database that cannot take the row (full) must not leave an orphan picture behind.
    if (!hadFile) fs.rmSync(file, { force: true });
    throw error;
  }
}

/**
 * Every image a person sends (the editor's /api/uploads, the post form's featured image, the settings' page
 * pictures) goes through here: counted per account before anything else, refused ones included, so a burst of
 * uploads is a 429 with Retry-After instead of a queue of encodes. Seeding and start-up use storeImage directly.
 */
export async function storeUpload(bytes: Buffer, opts: { uploadedBy: string; alt?: string }): Promise<Image> {
  consume([[RULES.uploadAccount, opts.uploadedBy]]);
  return storeImage(bytes, opts);
}

/** Public URL of the master image; responsive variants live beside it (see the images resource route). */
export const imageUrl = (image: Pick<Image, "hash">) => masterPath(image.hash);
