import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { DEMO_CAMPAIGNS } from "~/content/demo/campaigns";
import { prepareContent } from "~/domain/blog/sanitize.server";
import { siteToday } from "~/domain/giving/campaigns.server";
import { campaigns, donations } from "~/domain/giving/schema";
import { storeImage } from "~/domain/media/images.server";
import { images } from "~/domain/media/schema";
import { db } from "~/platform/data/db.server";
import { log } from "~/platform/ops/log.server";

const DAY = 86_400_000;
const dayOffset = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The demo campaigns (issue 25), with a few confirmed transfers each; only into a site that has no campaign yet. */
export async function seedDemoCampaigns(imagesDir: string, createdBy: string) {
  if ((db.select({ n: count() }).from(campaigns).get()?.n ?? 0) > 0) return 0;
  const imageIds: (string | null)[] = [];
  for (const c of DEMO_CAMPAIGNS) {
    const file = path.join(imagesDir, c.image);
    imageIds.push(fs.existsSync(file) ? (await storeImage(fs.readFileSync(file), { uploadedBy: createdBy })).id : null);
  }
  const today = siteToday();
  return db.transaction((tx) => {
    if ((tx.select({ n: count() }).from(campaigns).get()?.n ?? 0) > 0) return 0;
    DEMO_CAMPAIGNS.forEach((c, i) => {
      const imageId = imageIds[i];
      const hash = imageId
        ? tx.select({ hash: images.hash }).from(images).where(eq(images.id, imageId)).get()?.hash
        : null;
      const row = tx
        .insert(campaigns)
        .values({
          title: c.title,
          titleRw: c.titleRw,
          titleFr: c.titleFr,
          story: prepareContent(c.story),
          storyRw: c.storyRw ? prepareContent(c.storyRw) : "",
          storyFr: c.storyFr ? prepareContent(c.storyFr) : "",
          goal: c.goal,
          startsOn: dayOffset(today, -c.startedDaysAgo),
          endsOn: c.endsInDays === null ? null : dayOffset(today, c.endsInDays),
          coverImage: hash ? `/images/${hash}/1600.jpg` : null,
          coverImageId: imageId,
          coverAlt: imageId ? c.imageAlt : "",
          status: "active",
          featured: c.featured,
          createdBy,
        })
        .returning({ id: campaigns.id })
        .get();
      c.gifts.forEach((g, n) => {
        const at = new Date(Date.now() - (c.startedDaysAgo - n - 1) * DAY);
        tx.insert(donations)
          .values({
            campaignId: row.id,
            amount: g.amount,
            method: "bank",
            source: "staff",
            status: "confirmed",
            donorName: g.name,
            showName: g.name !== null,
            showAmount: g.showAmount,
            givenOn: at.toISOString().slice(0, 10),
            confirmedAt: at,
            createdAt: at,
          })
          .run();
      });
    });
    log.info({ campaigns: DEMO_CAMPAIGNS.length }, "demo campaigns seeded");
    return DEMO_CAMPAIGNS.length;
  });
}
