import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PROGRAM_PAGES } from "~/content/program-pages";
import { t } from "~/i18n/catalogue";
import type { Lang } from "~/i18n/languages";
import type { ImageRef } from "~/utils/image-sources";
import { db } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { images } from "./schema";
import { storeImage } from "./images.server";

const illustrations = () => path.resolve(process.env.DEMO_IMAGES_DIR || "app/content/demo/images");

/**
 * The pictures of the organisation's own pages (issue 10), by slot. Each starts as a drawing made for that page
 * (page-<slot>.jpg, scripts/make-demo-images.mjs), never one of the blog's, so no two pages show the same picture;
 * its alt text, in each language, says what that drawing shows (pages.pictureAlt in the catalogues).
 */
const slot = (label: string, key: PictureSlot) => ({
  label,
  file: `page-${key}.jpg`,
  alt: t("en").pages.pictureAlt[key],
});
export const PAGE_IMAGE_SLOTS: Record<string, { label: string; file: string; alt: string }> = {
  home: slot("Home, beside the welcome", "home"),
  about: slot("About, beside our story", "about"),
  ...Object.fromEntries(
    PROGRAM_PAGES.map((p) => [`program-${p.slug}`, slot(`Program: ${p.title}`, `program-${p.slug}`)]),
  ),
};
export type PageImageSlot = keyof typeof PAGE_IMAGE_SLOTS;

const defaults = new Map<string, string>();

/**
 * At start: the default illustrations are stored like uploads (re-encoded once, then served responsive by the
 * image route). A missing file leaves its slot without a picture rather than failing the start.
 */
export async function ensurePageImages() {
  // Encoding eight pictures takes seconds on a small server: remember which source became which image.
  const memoPath = path.join(env.DATA_DIR, "cache", "page-images.json");
  let memo: Record<string, string> = {};
  try {
    memo = JSON.parse(fs.readFileSync(memoPath, "utf8"));
  } catch {
    memo = {};
  }
  for (const [slot, { file, alt }] of Object.entries(PAGE_IMAGE_SLOTS)) {
    const source = path.join(illustrations(), file);
    if (!fs.existsSync(source)) continue;
    const key = `${file}:${fs.statSync(source).size}`;
    const known = memo[key];
    if (known && db.select({ id: images.id }).from(images).where(eq(images.hash, known)).get()) {
      defaults.set(slot, known);
      continue;
    }
    const image = await storeImage(fs.readFileSync(source), { alt });
    defaults.set(slot, image.hash);
    memo[key] = image.hash;
  }
  fs.mkdirSync(path.dirname(memoPath), { recursive: true });
  fs.writeFileSync(memoPath, JSON.stringify(memo));
}

type PictureSlot = keyof ReturnType<typeof t>["pages"]["pictureAlt"];
const isPictureSlot = (slot: string): slot is PictureSlot => Object.hasOwn(t("en").pages.pictureAlt, slot);

/** What a slot's default illustration shows, in the page's language (issue 17). */
function defaultAlt(slot: string, lang: Lang): string {
  return isPictureSlot(slot) ? t(lang).pages.pictureAlt[slot] : "";
}

/**
 * The picture for a slot: the one staff chose in the settings (an /images path), else the default illustration.
 * A default illustration is described in the page's language; a picture staff chose keeps the alt text they gave
 * it (the same file may also illustrate a post, whose alt text says something else).
 */
export function pageImage(slot: string, chosen: string | undefined, lang: Lang = "en"): ImageRef | null {
  const custom = /^\/images\/([0-9a-f]{32})\//.exec(chosen ?? "")?.[1];
  const hash = custom ?? defaults.get(slot);
  if (!hash) return null;
  const row = db
    .select({ hash: images.hash, width: images.width, height: images.height, alt: images.alt })
    .from(images)
    .where(eq(images.hash, hash))
    .get();
  if (!row) return null;
  const alt = custom ? row.alt || defaultAlt(slot, lang) : defaultAlt(slot, lang);
  return { kind: "uploaded", hash: row.hash, width: row.width, height: row.height, alt };
}

export const isDefaultPageImage = (hash: string) => [...defaults.values()].includes(hash);
