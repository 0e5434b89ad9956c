import { and, eq, lt, sql } from "drizzle-orm";
import type { Job } from "~/platform/jobs/jobs.server";
import { db } from "~/platform/data/db.server";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { siteToday } from "./campaigns.server";
import { countedRwf } from "./progress.server";
import { campaigns, donations } from "./schema";

/**
 * A campaign closes itself once its end day is over on the site's clock (issue 25): status closed, with what
 * confirmed gifts had raised and when. One conditional UPDATE per run, so a second run (or two servers) closes
 * nothing twice. Returns the ids it closed.
 */
export function closeEndedCampaigns(now = new Date()): string[] {
  const today = siteToday(now);
  const raised = sql<number>`(select coalesce(sum(${countedRwf}), 0) from ${donations} where ${donations.campaignId} = ${campaigns.id} and ${donations.status} = 'confirmed')`;
  const closed = db
    .update(campaigns)
    .set({ status: "closed", raisedAtClose: raised, closedAt: now, updatedAt: now })
    .where(and(eq(campaigns.status, "active"), lt(campaigns.endsOn, today)))
    .returning({ id: campaigns.id })
    .all()
    .map((r) => r.id);
  return closed;
}

// Days left change at midnight without any write: the first run of a new day drops the guests' cached pages.
let lastDay: string | null = null;

export const campaignClosingJob: Job = {
  name: "campaign-closing",
  everyMs: 15 * 60_000,
  run() {
    const closed = closeEndedCampaigns();
    const today = siteToday();
    if (closed.length > 0 || (lastDay !== null && lastDay !== today)) invalidateGuestPages();
    lastDay = today;
    return closed.length > 0 ? `closed ${closed.length}` : undefined;
  },
};
