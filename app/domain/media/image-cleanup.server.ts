import fs from "node:fs";
import path from "node:path";
import { eq, inArray, lt, sql } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { images } from "./schema";
import { postRevisions, posts } from "~/domain/blog/schema";
import { siteSettings } from "~/domain/settings/schema";
import { campaigns } from "~/domain/giving/schema";
import { originalPath } from "./images.server";
import { isDefaultPageImage } from "./page-images.server";
import { variantsDir } from "./image-variants.server";

/** Is the image still shown anywhere: as a featured image, inside a post's HTML, or in the site settings? */
function inUse(image: { id: string; hash: string }) {
  if (isDefaultPageImage(image.hash)) return true;
  const byPost = db
    .select({ one: sql`1` })
    .from(posts)
    .where(sql`${posts.featuredImageId} = ${image.id} or instr(${posts.content}, ${image.hash}) > 0`)
    .limit(1)
    .get();
  if (byPost) return true;
  // A revision may be restored: its pictures stay until it leaves the history (the start-up sweep then takes them).
  const byRevision = db
    .select({ one: sql`1` })
    .from(postRevisions)
    .where(sql`instr(${postRevisions.content}, ${image.hash}) > 0`)
    .limit(1)
    .get();
  if (byRevision) return true;
  // A campaign's cover picture, or a picture inside one of its stories (issue 25).
  const byCampaign = db
    .select({ one: sql`1` })
    .from(campaigns)
    .where(
      sql`${campaigns.coverImageId} = ${image.id} or instr(${campaigns.story} || ${campaigns.storyRw} || ${campaigns.storyFr}, ${image.hash}) > 0`,
    )
    .limit(1)
    .get();
  if (byCampaign) return true;
  return !!db
    .select({ one: sql`1` })
    .from(siteSettings)
    .where(sql`instr(${siteSettings.value}, ${image.hash}) > 0`)
    .limit(1)
    .get();
}

function removeFiles(hash: string) {
  fs.rmSync(originalPath(hash), { force: true });
  fs.rmSync(path.join(variantsDir(), hash), { recursive: true, force: true });
}

/**
 * After a post lost an image (replaced, removed, post deleted), drop the images nobody shows any more: the row,
 * the original and its cached variants. Ids and hashes of our own /images/ URLs are both accepted.
 */
export function releaseImages(refs: { ids?: (string | null | undefined)[]; hashes?: string[] }) {
  const ids = (refs.ids ?? []).filter((id): id is string => !!id);
  const hashes = refs.hashes ?? [];
  if (ids.length === 0 && hashes.length === 0) return 0;
  const candidates = db
    .select({ id: images.id, hash: images.hash })
    .from(images)
    .where(
      sql`${ids.length ? inArray(images.id, ids) : sql`0`} or ${hashes.length ? inArray(images.hash, hashes) : sql`0`}`,
    )
    .all();
  let removed = 0;
  for (const image of candidates) {
    if (inUse(image)) continue;
    db.delete(images).where(eq(images.id, image.id)).run();
    removeFiles(image.hash);
    removed++;
  }
  return removed;
}

/** The hashes of our own images a post's HTML shows (/images/<hash>/<file>). */
export function imageHashesIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\/images\/([0-9a-f]{32})\//g)].map((m) => m[1]!))];
}

/**
 * Images uploaded from the editor for a post that was never saved: swept at start-up once they are a day old,
 * so a half-written post (saved in the browser as a draft) keeps its pictures for a while.
 */
export function sweepUnusedImages(olderThanMs = 24 * 60 * 60 * 1000) {
  const old = db
    .select({ id: images.id })
    .from(images)
    .where(lt(images.createdAt, new Date(Date.now() - olderThanMs)))
    .all();
  return releaseImages({ ids: old.map((i) => i.id) });
}
